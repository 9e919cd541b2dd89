import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import gpa from '../manifest';
import { gpaServerFunctions } from '../server/server-functions';
import type { GpaDatabase, GpaTables } from '../server/tables';

/**
 * gpa's countriesAtRisk, what tracking's country geofences ask (contract/server-functions.ts): the countries at a
 * level or worse, each with the codes world-atlas and the platform key it by, at the legend's exact band edges.
 */
let server: TestServer;
const db = (): GpaDatabase => pluginDatabase<GpaTables>(server);

async function rate(iso2: string, tenths: number): Promise<void> {
  const country = await db().selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow();
  await db().updateTable('country_risk_profiles').set({ evaluation_tenths: tenths }).where('country_id', '=', country.id).execute();
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [gpa] });
  // The demo content rates every country at random: all low, then the band edges under test.
  await db().updateTable('country_risk_profiles').set({ evaluation_tenths: 20 }).execute();
  await rate('CH', 55); // 5.5: the top of Medium
  await rate('AT', 56); // 5.6: the bottom of High
  await rate('FR', 79); // 7.9: the top of High
  await rate('AF', 80); // 8.0: the bottom of Extreme
}, 60_000);
afterAll(async () => server?.close());

test('from High: the high and extreme countries, the most severe first, with their ISO codes; a medium one is left out', async () => {
  const company = await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  const countries = await gpaServerFunctions(db()).countriesAtRisk(company.id, 'high');
  expect(countries.map(({ iso2, isoNumeric, level }) => ({ iso2, isoNumeric, level }))).toEqual([
    { iso2: 'AF', isoNumeric: '004', level: 'extreme' },
    { iso2: 'AT', isoNumeric: '040', level: 'high' },
    { iso2: 'FR', isoNumeric: '250', level: 'high' },
  ]);
  const austria = await db().selectFrom('countries').select(['id', 'name']).where('iso2', '=', 'AT').executeTakeFirstOrThrow();
  expect(countries[1]).toMatchObject({ countryId: austria.id, name: austria.name });
});

test('from Extreme only the extreme ones; from Medium the medium ones too', async () => {
  const company = await db().selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  const { countriesAtRisk } = gpaServerFunctions(db());
  expect((await countriesAtRisk(company.id, 'extreme')).map((country) => country.iso2)).toEqual(['AF']);
  expect((await countriesAtRisk(company.id, 'medium')).map((country) => country.iso2)).toEqual(['AF', 'AT', 'FR', 'CH']);
});
