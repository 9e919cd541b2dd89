import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('001-create-geography');
}, 30_000);
afterAll(async () => database?.close());

test('creates continents, countries and cities with their columns', async () => {
  expect(Object.keys(await database.columns('continents')).sort()).toEqual(['code', 'id', 'name']);
  const countries = await database.columns('countries');
  expect(Object.keys(countries).sort()).toEqual(
    ['calling_code', 'capital', 'continent_id', 'id', 'iso2', 'iso3', 'iso_numeric', 'name', 'time_zones'].sort(),
  );
  expect(countries.iso_numeric?.nullable).toBe(true);
  expect(countries.iso2?.nullable).toBe(false);
  expect(Object.keys(await database.columns('cities')).sort()).toEqual(
    ['country_id', 'id', 'is_capital', 'latitude', 'longitude', 'name', 'population'].sort(),
  );
});

test('stores rows with generated ids, keeps coordinates exact, and enforces keys', async () => {
  const { db } = database;
  const continent = await db.insertInto('continents').values({ code: 'EU', name: 'Europe' }).returning('id').executeTakeFirstOrThrow();
  const country = await db
    .insertInto('countries')
    .values({ continent_id: continent.id, name: 'Italy', iso2: 'IT', iso3: 'ITA', calling_code: '+39', capital: 'Rome', time_zones: 'Europe/Rome' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('cities').values({ country_id: country.id, name: 'Rome', latitude: 41.89193, longitude: 12.51133, is_capital: 1 }).execute();
  const city = await db.selectFrom('cities').selectAll().executeTakeFirstOrThrow();
  expect(city).toMatchObject({ name: 'Rome', latitude: 41.89193, longitude: 12.51133, population: 0, is_capital: 1 });

  await expectConstraintViolation(db.insertInto('countries').values({ continent_id: continent.id, name: 'Again', iso2: 'IT', iso3: 'ITA', calling_code: '+39', time_zones: 'x' }).execute());
  await expectConstraintViolation(db.insertInto('countries').values({ continent_id: 999, name: 'Nowhere', iso2: 'NW', iso3: 'NWH', calling_code: '+0', time_zones: 'x' }).execute());

  await db.deleteFrom('countries').where('id', '=', country.id).execute();
  expect(await db.selectFrom('cities').selectAll().execute()).toEqual([]);
});
