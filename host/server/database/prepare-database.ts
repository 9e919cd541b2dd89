import { sql } from 'kysely';
import type { PluginManifest } from '../../core/plugin-manifest';
import { installPlugins } from '../plugin-host/install-plugins';
import type { LoadedPlugin } from '../plugin-host/load-server-parts';
import { inUsesOrder } from '../plugin-host/plugin-order';
import type { SeedServices } from '../plugin-server-api';
import { seedDatabase } from '../seed/seed-database';
import { runSeedSteps, SEED_STEPS, type SeedStep } from '../seed/seed-steps';
import type { DatabaseConnection } from './connect';
import { appliedMigrations, runMigrations } from './migration-runner';
import { CORE_MIGRATIONS } from './migrations/core-migrations';

export interface PreparedDatabase {
  /** True when this start created the database and seeded it. */
  seeded: boolean;
  appliedMigrations: string[];
  installedPlugins: string[];
  /** Seed steps (seed/seed-steps) this start ran. */
  seedSteps: string[];
}

/** Any constant works: it only has to be the same for every Vigil process sharing one PostgreSQL database. */
const MIGRATION_LOCK_ID = 7_461_001;

/**
 * Brings the database up to date in one transaction: core migrations, then the plugins' (by plugin id, a plugin
 * after those it uses: inUsesOrder), the seed when the database is new, the seed steps not yet run (the platform's,
 * then the plugins' in the same order; they get `services`, the file storage), and the first-time install of new plugins. On PostgreSQL an advisory lock makes
 * concurrent starts of several server processes wait for each other instead of migrating twice.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  manifests: readonly PluginManifest[],
  plugins: readonly LoadedPlugin[],
  services: SeedServices,
): Promise<PreparedDatabase> {
  return connection.db.transaction().execute(async (trx) => {
    if (connection.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    const isNew = (await appliedMigrations(trx)).length === 0;
    const ordered = inUsesOrder(plugins);
    const pluginMigrations = ordered.flatMap((plugin) => plugin.part.migrations ?? []);
    const applied = await runMigrations(trx, [...CORE_MIGRATIONS, ...pluginMigrations]);
    if (isNew) await seedDatabase(trx);
    const pluginSteps = ordered.flatMap((plugin) => plugin.part.seedSteps ?? []);
    const seedSteps = await runSeedSteps(trx, [...SEED_STEPS, ...(pluginSteps as readonly SeedStep[])], services);
    const installedPlugins = await installPlugins(trx, manifests);
    return { seeded: isNew, appliedMigrations: applied, installedPlugins, seedSteps };
  });
}
