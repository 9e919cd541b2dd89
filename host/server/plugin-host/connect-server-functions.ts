import type { Kysely } from 'kysely';
import type { PluginManifest } from '../../core/plugin-manifest';
import type { Database } from '../database/schema';
import type { ServerPart } from '../plugin-server-api';
import type { ServerFunctions, UsedServerFunctions } from './server-functions';

interface ProvidingPlugin {
  manifest: PluginManifest;
  part: ServerPart;
}

/**
 * The `uses` a plugin's server part gets: only the plugins its manifest lists in `uses` (or `optionalUses`, which
 * throws where that plugin is not enabled) may be asked, so that a module's reach into another's tables is as
 * visible in its manifest as its imports of that module's contract.
 */
export function serverFunctionsFor(
  consumer: PluginManifest,
  plugins: readonly ProvidingPlugin[],
  db: Kysely<Database>,
): UsedServerFunctions['uses'] {
  return <T extends object>(pluginId: string): ServerFunctions<T> => {
    const optional = (consumer.optionalUses ?? []).includes(pluginId);
    if (!optional && !(consumer.uses ?? []).includes(pluginId)) {
      throw new Error(`Plugin ${consumer.id} asks for the server functions of ${pluginId}: list '${pluginId}' in the uses of its manifest`);
    }
    const provider = plugins.find((plugin) => plugin.manifest.id === pluginId);
    if (!provider && optional) throw new Error(`Plugin ${consumer.id} uses ${pluginId} where it is enabled, and it is not enabled here`);
    const provides = provider?.part.provides;
    if (!provides) throw new Error(`Plugin ${consumer.id} uses ${pluginId}, whose server part offers no functions (provides)`);
    // The provider's functions see its own tables; a transaction of the consumer's is over the same database.
    const bound = (executor: Kysely<Database>): T => provides(executor) as T;
    return { ...bound(db), within: (trx: Kysely<Database>) => bound(trx) };
  };
}
