import type { Kysely } from 'kysely';
import type { PluginManifest } from '../../core/plugin-manifest';
import type { Database } from '../database/schema';

/**
 * Records plugins seen for the first time and switches them on for the demo company, so a plugin folder added to
 * an existing installation shows up without resetting the database. Their content comes from their seed steps.
 * Returns their ids.
 */
export async function installPlugins(db: Kysely<Database>, manifests: readonly PluginManifest[]): Promise<string[]> {
  const rows = await db.selectFrom('plugin_installs').select('plugin_id').execute();
  const installed = new Set(rows.map((row) => row.plugin_id));
  const fresh = manifests.filter((manifest) => !installed.has(manifest.id));
  if (fresh.length === 0) return [];
  const demoCompanies = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).execute();
  for (const manifest of fresh) {
    if (demoCompanies.length > 0) {
      await db
        .insertInto('company_modules')
        .values(demoCompanies.map((company) => ({ company_id: company.id, module_id: manifest.id })))
        .onConflict((conflict) => conflict.columns(['company_id', 'module_id']).doNothing())
        .execute();
    }
    await db
      .insertInto('plugin_installs')
      .values({ plugin_id: manifest.id, installed_at: new Date().toISOString() })
      .execute();
  }
  return fresh.map((manifest) => manifest.id);
}
