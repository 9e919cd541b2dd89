import { migrationName } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<migration>.server.test.ts: the migration on a fresh database, both dialects. */
export function migrationTestTemplate(spec: PluginSpec): string {
  const table = tsString(spec.table);
  return `${GENERATED_HEADER}
import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/${migrationName(spec)}';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates ${spec.table}, each row tied to an existing company', async () => {
  expect(Object.keys(await database.columns(${table})).sort()).toEqual(['company_id', 'id', 'text']);
  await expectConstraintViolation(database.db.insertInto(${table}).values({ company_id: 999, text: 'Orphan row' }).execute());
});
`;
}
