import { DEMO_COMPANY } from '../../../tests/server/support/demo-company';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { addOtherCompany } from '../../../tests/server/support/other-company';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { getInsurances, type InsuranceClaimRow } from '../contract';
import insuranceClaim from '../manifest';
import { DEMO_CLAIM_COUNT, DEMO_INSURERS, seedDemoInsuranceClaims } from '../server/seed-demo-insurance-claims';
import type { InsuranceClaimTables } from '../server/tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [insuranceClaim] });
}, 60_000);
afterAll(async () => server?.close());

const claims = async (token: string) => legacyGet(server, getInsurances.path, credentials(server, token));
/** The server's database with the plugin's table. */
const database = () => pluginDatabase<InsuranceClaimTables>(server);

describe('/logs/get-insurances', () => {
  test("answers the demo company's claims, oldest first, with the employee's name and surname", async () => {
    const admin = await server.login('admin', 'Vigil-admin-1');
    const response = await claims(admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<InsuranceClaimRow[]>();
    // Two pages of ten on the screen.
    expect(rows).toHaveLength(DEMO_CLAIM_COUNT);
    expect(Object.keys(rows[0]!).sort()).toEqual(['created_at', 'insurance_name', 'insurance_phone', 'name']);
    const dates = rows.map((row) => row.created_at);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(rows.map((row) => row.insurance_name)).toEqual(expect.arrayContaining(DEMO_INSURERS.map((insurer) => insurer.name)));
    for (const row of rows) expect(row.insurance_phone).toMatch(/555-01\d\d$/);
    const demoNames = (
      await database()
        .selectFrom('customers')
        .innerJoin('companies', 'companies.id', 'customers.company_id')
        .select(['customers.name', 'customers.surname'])
        .where('companies.is_demo', '=', 1)
        .execute()
    ).map((row) => `${row.name} ${row.surname}`);
    for (const row of rows) expect(demoNames).toContain(row.name);
    expect(rows.map((row) => row.name)).toContain('Ada Admin');
  });

  test('the seeded claims are labelled as demo data', async () => {
    const rows = await database().selectFrom('insurance_claims').select('is_demo').execute();
    expect(rows.length).toBe(DEMO_CLAIM_COUNT);
    expect(rows.every((row) => row.is_demo === 1)).toBe(true);
  });

  test('is admin only: 403 for an analyst, 401 without a session', async () => {
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    const refused = await claims(analyst);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining('admin') });
    expect((await legacyGet(server, getInsurances.path, { app_token: server.appToken })).statusCode).toBe(401);
  });

  test("shows each admin only their own company's claims", async () => {
    const other = await addOtherCompany(server, 'claims');
    const employee = await other.addEmployee('claims-emma', 'Emma', 'Elsewhere');
    await database()
      .insertInto('insurance_claims')
      .values({ customer_id: employee, insurance_name: 'Elsewhere Cover', insurance_phone: '+1 555-0150', created_at: '2025-03-01T09:00:00.000Z' })
      .execute();

    const theirs = (await claims(other.adminToken)).json<InsuranceClaimRow[]>();
    expect(theirs).toEqual([{ name: 'Emma Elsewhere', insurance_name: 'Elsewhere Cover', insurance_phone: '+1 555-0150', created_at: '2025-03-01T09:00:00.000Z' }]);

    const admin = await server.login('admin', 'Vigil-admin-1');
    const ours = (await claims(admin)).json<InsuranceClaimRow[]>();
    expect(ours).toHaveLength(DEMO_CLAIM_COUNT);
    expect(ours.map((row) => row.insurance_name)).not.toContain('Elsewhere Cover');
  });

  test('the claims survive a restart, and the seed step does not add them twice', async () => {
    const admin = await server.login('admin', 'Vigil-admin-1');
    const before = (await claims(admin)).json<InsuranceClaimRow[]>();
    await server.restart();
    const again = await server.login('admin', 'Vigil-admin-1');
    expect((await claims(again)).json<InsuranceClaimRow[]>()).toEqual(before);
  });

  test('the seed is deterministic, adds nothing a second time and tolerates a database without a demo company', async () => {
    const db = database();
    const base = new Date('2025-06-01T12:00:00.000Z');
    const snapshot = () => db.selectFrom('insurance_claims').select(['customer_id', 'insurance_name', 'insurance_phone', 'created_at']).where('is_demo', '=', 1).orderBy('id').execute();
    await db.deleteFrom('insurance_claims').where('is_demo', '=', 1).execute();
    await seedDemoInsuranceClaims(db, base);
    const first = await snapshot();
    expect(first).toHaveLength(DEMO_CLAIM_COUNT);
    expect(first.at(-1)!.created_at < base.toISOString()).toBe(true);
    await seedDemoInsuranceClaims(db, base);
    expect(await snapshot()).toEqual(first);
    await db.deleteFrom('insurance_claims').where('is_demo', '=', 1).execute();
    await seedDemoInsuranceClaims(db, base);
    expect(await snapshot()).toEqual(first);

    await db.deleteFrom('insurance_claims').where('is_demo', '=', 1).execute();
    await db.updateTable('companies').set({ is_demo: 0 }).where('is_demo', '=', 1).execute();
    try {
      await expect(seedDemoInsuranceClaims(db, base)).resolves.toBeUndefined();
      expect(await snapshot()).toEqual([]);
    } finally {
      await db.updateTable('companies').set({ is_demo: 1 }).where('name', '=', DEMO_COMPANY.name).execute();
      await seedDemoInsuranceClaims(db, base);
    }
  });
});
