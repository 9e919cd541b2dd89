import { sql, type Kysely } from 'kysely';
import { connectDatabase } from '../../../host/server/database/connect';
import { runMigrations } from '../../../host/server/database/migration-runner';
import { CORE_MIGRATIONS } from '../../../host/server/database/migrations/core-migrations';
import { createTestDatabase } from '../../support/test-database';
import { startTestServer } from '../../support/test-server';
import { expectConstraintViolation, migrateFurther, migratedUpTo } from '../support/migrated-database';

/**
 * 024: message_images loses its one notification, each notification names its image (image_id), so one image can
 * serve a message sent to many. Images stored before keep their ids, bytes and URLs.
 */
const BEFORE = CORE_MIGRATIONS.slice(0, CORE_MIGRATIONS.findIndex((migration) => migration.name === '024-share-message-images'));
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
const OLD_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const OLD_URL = `/media/message/${OLD_ID}.png`;
const SENT_AT = '2026-01-02T03:04:05.000Z';

/** Old-shape data, as 019 to 023 left it: a message with its own image and one without. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as of 023
async function addOldMessages(db: Kysely<any>): Promise<{ withImage: number; without: number; customer: number }> {
  const company = await db.insertInto('companies').values({ name: 'Old', created_at: SENT_AT }).returning('id').executeTakeFirstOrThrow();
  const { id: customer } = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'old-ada', email: 'old-ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: SENT_AT })
    .returning('id')
    .executeTakeFirstOrThrow();
  const add = async (content: string, image: string | null): Promise<number> =>
    (await db.insertInto('notifications').values({ customer_id: customer, content, image, created_at: SENT_AT, updated_at: SENT_AT }).returning('id').executeTakeFirstOrThrow()).id;
  const withImage = await add('With a photo', OLD_URL);
  const without = await add('Plain', null);
  await db.insertInto('message_images').values({ id: OLD_ID, notification_id: withImage, mime_type: 'image/png', bytes: BYTES }).execute();
  return { withImage, without, customer };
}

test('keeps every image under its id, as old as its message, named by its notification; one image serves many', async () => {
  const database = await migratedUpTo('023-add-building-locations');
  try {
    const { db } = database;
    const old = await addOldMessages(db);
    await migrateFurther(database, []);
    expect(await database.columns('message_images')).toEqual({
      id: { nullable: false }, mime_type: { nullable: false }, bytes: { nullable: false }, created_at: { nullable: false },
    });
    expect(await database.columns('notifications')).toMatchObject({ image_id: { nullable: true } });
    const image = await db.selectFrom('message_images').selectAll().executeTakeFirstOrThrow();
    expect({ ...image, bytes: Buffer.from(image.bytes).equals(BYTES) }).toEqual({ id: OLD_ID, mime_type: 'image/png', bytes: true, created_at: SENT_AT });
    const rows = await db.selectFrom('notifications').select(['id', 'image', 'image_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: old.withImage, image: OLD_URL, image_id: OLD_ID },
      { id: old.without, image: null, image_id: null },
    ]);

    // A second notification may show the same image; one naming no stored image is refused.
    const values = { customer_id: old.customer, content: 'Again', image: OLD_URL, created_at: SENT_AT, updated_at: SENT_AT };
    await db.insertInto('notifications').values({ ...values, image_id: OLD_ID }).execute();
    await expectConstraintViolation(db.insertInto('notifications').values({ ...values, image_id: 'missing' }).execute());
    // An image a notification shows cannot be deleted from under it; once none does, it can.
    await expectConstraintViolation(db.deleteFrom('message_images').where('id', '=', OLD_ID).execute());
    await db.deleteFrom('notifications').where('image_id', '=', OLD_ID).execute();
    await db.deleteFrom('message_images').where('id', '=', OLD_ID).execute();
    expect(await db.selectFrom('message_images').selectAll().execute()).toEqual([]);
  } finally {
    await database.close();
  }
}, 60_000);

test('a server started on a database holding an old-shape image still serves it at its URL', async () => {
  const database = await createTestDatabase();
  try {
    const connection = await connectDatabase(database);
    await runMigrations(connection.db, BEFORE);
    await addOldMessages(connection.db);
    await connection.close();
    const server = await startTestServer({ database, plugins: [] });
    try {
      const applied = await sql<{ name: string }>`select name from vigil_migrations where name = '024-share-message-images'`.execute(server.server.db);
      expect(applied.rows).toHaveLength(1);
      const served = await server.app.inject({ method: 'GET', url: OLD_URL });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(BYTES)).toBe(true);
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}, 60_000);
