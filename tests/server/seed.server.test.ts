import { verifyPassword } from '../../host/server/auth/password-hash';
import { DEMO_EMPLOYEES } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_ACCOUNTS, demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const db = () => server.server.db;

test('seeds the seven continents of countries-list', async () => {
  const continents = await db().selectFrom('continents').select(['code', 'name']).orderBy('code').execute();
  expect(continents.map((continent) => continent.code)).toEqual(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
  expect(continents).toContainEqual({ code: 'EU', name: 'Europe' });
});

test('seeds 200+ countries, each with continent, ISO codes, calling code and time zone', async () => {
  const countries = await db()
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select(['countries.iso2', 'countries.iso3', 'countries.calling_code', 'countries.time_zones', 'countries.name', 'continents.code as continent'])
    .execute();
  expect(countries.length).toBeGreaterThanOrEqual(200);
  for (const country of countries) {
    expect(country.iso2).toMatch(/^[A-Z]{2}$/);
    expect(country.iso3).toMatch(/^[A-Z]{3}$/);
    expect(country.calling_code).toMatch(/^\+\d+/);
    expect(country.time_zones).toMatch(/^[A-Za-z_]+\/[A-Za-z_/-]+/);
  }
  expect(countries.find((country) => country.iso2 === 'IT')).toEqual({
    iso2: 'IT', iso3: 'ITA', calling_code: '+39', time_zones: 'Europe/Rome', name: 'Italy', continent: 'EU',
  });
  // Kosovo has no entry in countries-and-timezones: it takes the zone of the nearest capital's country.
  expect(countries.find((country) => country.iso2 === 'XK')?.time_zones).toMatch(/^Europe\//);
});

test('seeds capitals and major cities with coordinates', async () => {
  const cities = await db()
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.name', 'cities.latitude', 'cities.longitude', 'cities.is_capital', 'cities.population', 'countries.iso2'])
    .execute();
  const capitals = cities.filter((city) => city.is_capital === 1);
  expect(capitals.length).toBeGreaterThanOrEqual(190);
  const rome = capitals.find((city) => city.iso2 === 'IT');
  expect(rome?.name).toBe('Rome');
  expect(rome?.latitude).toBeCloseTo(41.89, 1);
  expect(rome?.longitude).toBeCloseTo(12.48, 1);
  for (const city of cities) {
    expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
  }
  const italian = cities.filter((city) => city.iso2 === 'IT' && city.is_capital === 0).map((city) => city.name);
  expect(italian).toEqual(expect.arrayContaining(['Milan', 'Naples']));
  expect(italian.length).toBe(5);
});

test('seeds the five demo accounts with scrypt-hashed passwords', async () => {
  const customers = await db().selectFrom('customers').selectAll().orderBy('id').execute();
  // The demo accounts, then the fictional employees of the 'demo-personnel' seed step.
  expect(customers.map((customer) => customer.username)).toEqual([
    ...DEMO_ACCOUNTS.map((account) => account.username),
    ...DEMO_EMPLOYEES.map((employee) => employee.username),
  ]);
  for (const account of DEMO_ACCOUNTS) {
    const customer = customers.find((row) => row.username === account.username);
    expect(customer).toBeDefined();
    if (!customer) continue;
    expect(customer.password_hash).not.toBe(account.password);
    expect(customer.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword(account.password, customer.password_hash)).toBe(true);
    expect(customer.email).toBe(demoEmail(account.username));
    expect(JSON.parse(customer.permissions)).toEqual(account.permissions);
    expect(customer.privacy_checked_at === null).toBe(!account.privacyAccepted);
    expect(customer.phone).toMatch(/^\+/);
  }
});

test('keeps only hashes of login tokens', async () => {
  const token = await server.login('admin', 'Vigil-admin-1');
  const rows = await db().selectFrom('login_tokens').select('token_hash').execute();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => row.token_hash)).not.toContain(token);
  for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
});
