import type { PluginSpec } from '../plugin-spec';
import { migrationName, notesTable } from '../generated-names';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<id>-001-create-notes.server.test.ts: the migration on a fresh database, both dialects. */
export function migrationTestTemplate(spec: PluginSpec): string {
  const table = tsString(notesTable(spec));
  return `${GENERATED_HEADER}
import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/${migrationName(spec)}';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates ${notesTable(spec)}, each note tied to an existing company', async () => {
  expect(Object.keys(await database.columns(${table})).sort()).toEqual(['company_id', 'id', 'text']);
  await expectConstraintViolation(database.db.insertInto(${table}).values({ company_id: 999, text: 'Orphan note' }).execute());
});
`;
}
