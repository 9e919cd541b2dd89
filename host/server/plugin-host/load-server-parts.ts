import type { PluginManifest } from '../../core/plugin-manifest';
import type { ServerPart } from '../plugin-server-api';
import { serverFunctionsFor } from './connect-server-functions';
import type { DiscoveryLog } from './discover-plugins';

export interface LoadedPlugin {
  manifest: PluginManifest;
  part: ServerPart;
}

function isServerPart(value: unknown): value is ServerPart {
  return typeof value === 'object' && value !== null && typeof (value as ServerPart).endpoints === 'function';
}

/**
 * Loads the server part of each manifest that declares one; a broken part is reported and skipped. Each seed step
 * gets `uses` bound to the seed's transaction (the endpoints get theirs when mounted: mount-plugin-endpoints).
 */
export async function loadServerParts(
  manifests: readonly PluginManifest[],
  log: DiscoveryLog,
): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const manifest of manifests) {
    if (!manifest.server) continue;
    try {
      const part = (await manifest.server()).default;
      if (!isServerPart(part)) throw new Error('its default export is not a ServerPart (see defineServerPart)');
      loaded.push({ manifest, part });
    } catch (error) {
      log.error(`Plugin ${manifest.id}: its server part is skipped: ${(error as Error).message}`);
    }
  }
  return loaded.map(({ manifest, part }) => ({
    manifest,
    part: {
      ...part,
      seedSteps: part.seedSteps?.map((step) => ({
        name: step.name,
        run: (db, services) => step.run(db, { ...services, uses: serverFunctionsFor(manifest, loaded, db) }),
      })),
    },
  }));
}
