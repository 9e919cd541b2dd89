import type { Kysely } from 'kysely';

/** One schema change. Core and plugin migrations share this shape (see plugin-server-api PluginMigration). */
export interface Migration {
  /** Unique and stable: it is recorded once applied, so renaming one makes it run again. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it is at their time
  up(db: Kysely<any>): Promise<void>;
}

export const MIGRATIONS_TABLE = 'vigil_migrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Names of the migrations already applied (creates the record table on first use). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  await db.schema
    .createTable(MIGRATIONS_TABLE)
    .ifNotExists()
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('applied_at', 'text', (column) => column.notNull())
    .execute();
  const rows: { name: string }[] = await db.selectFrom(MIGRATIONS_TABLE).select('name').execute();
  return rows.map((row) => row.name);
}

/**
 * Applies, in list order, the migrations not yet recorded and returns their names. Run it inside a transaction
 * (see prepare-database): a failing migration then leaves no half-applied schema behind on either dialect.
 */
export async function runMigrations(db: AnyDb, migrations: readonly Migration[]): Promise<string[]> {
  const names = migrations.map((migration) => migration.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`Two migrations are named '${duplicate}'`);
  const applied = new Set(await appliedMigrations(db));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await migration.up(db);
    await db
      .insertInto(MIGRATIONS_TABLE)
      .values({ name: migration.name, applied_at: new Date().toISOString() })
      .execute();
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
