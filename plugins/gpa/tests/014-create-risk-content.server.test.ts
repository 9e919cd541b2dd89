import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/014-create-risk-content';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

const now = new Date().toISOString();

async function aCountry(): Promise<number> {
  const continent = await database.db.insertInto('continents').values({ code: 'EU', name: 'Europe' }).returning('id').executeTakeFirstOrThrow();
  const country = await database.db
    .insertInto('countries')
    .values({ continent_id: continent.id, name: 'Italy', iso2: 'IT', iso3: 'ITA', iso_numeric: null, calling_code: '+39', capital: 'Rome', time_zones: 'Europe/Rome' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return country.id as number;
}

test('creates threat_categories, country_risk_profiles and news_alerts with their keys', async () => {
  expect(Object.keys(await database.columns('threat_categories')).sort()).toEqual(['icon', 'id', 'name']);
  expect(Object.keys(await database.columns('country_risk_profiles')).sort()).toEqual(
    ['allows_geopolitical', 'content', 'country_id', 'evaluation_tenths', 'is_demo', 'updated_at'],
  );
  expect(Object.keys(await database.columns('news_alerts')).sort()).toEqual(
    ['alert_level', 'category_id', 'country_id', 'created_at', 'description', 'id', 'image', 'is_demo', 'subtitle', 'title'],
  );
  const countryId = await aCountry();
  const profile = { country_id: countryId, evaluation_tenths: 63, content: '{}', updated_at: now };
  await database.db.insertInto('country_risk_profiles').values(profile).execute();
  await expectConstraintViolation(database.db.insertInto('country_risk_profiles').values(profile).execute());
  const stored = await database.db.selectFrom('country_risk_profiles').selectAll().executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ evaluation_tenths: 63, allows_geopolitical: 1, is_demo: 0 });

  await database.db.insertInto('threat_categories').values({ name: 'Crime', icon: 'crime' }).execute();
  await expectConstraintViolation(database.db.insertInto('threat_categories').values({ name: 'Crime', icon: 'x' }).execute());
  const alert = { country_id: countryId, category_id: 999, alert_level: 'low', title: 't', subtitle: 's', description: 'd', created_at: now };
  await expectConstraintViolation(database.db.insertInto('news_alerts').values(alert).execute());
});
