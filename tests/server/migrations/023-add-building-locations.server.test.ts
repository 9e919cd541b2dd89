import { migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('023-add-building-locations');
}, 30_000);
afterAll(async () => database?.close());

test('adds nullable lat and lng to the projects: earlier rows have no location', async () => {
  expect(await database.columns('buildings')).toMatchObject({ lat: { nullable: true }, lng: { nullable: true } });
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const old = await db.insertInto('buildings').values({ company_id: company.id, label: 'Old site', created_at: now }).returning('id').executeTakeFirstOrThrow();
  expect(await db.selectFrom('buildings').select(['lat', 'lng']).where('id', '=', old.id).executeTakeFirstOrThrow()).toEqual({ lat: null, lng: null });
});

test('keeps a coordinate to six decimals and more (a tenth of a metre), on both databases', async () => {
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Precise', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const site = await db
    .insertInto('buildings')
    .values({ company_id: company.id, label: 'Site', created_at: now, lat: 45.4842137, lng: -106.8456219 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom('buildings').select(['lat', 'lng']).where('id', '=', site.id).executeTakeFirstOrThrow();
  expect(Number(row.lat)).toBeCloseTo(45.4842137, 7);
  expect(Number(row.lng)).toBeCloseTo(-106.8456219, 7);
});
