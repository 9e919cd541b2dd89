import type { PluginManifest } from '../../core/plugin-manifest';
import type { ChangeBus } from '../live/change-bus';
import type { LiveServices } from '../live/live-topic';
import type { PlatformServices } from '../plugin-server-api';
import { serverFunctionsFor } from './connect-server-functions';
import type { LoadedPlugin } from './load-server-parts';

/** The platform's services every plugin shares; each gets its own `uses` and `live` (pluginPlatform). */
export type SharedPlatform = Omit<PlatformServices, 'uses' | 'live'>;

/** A plugin announces changes of its own topics only: their names start with its id ('tracking.positions'). */
export function pluginLive(pluginId: string, bus: ChangeBus): LiveServices {
  return {
    async publish(topic, ids) {
      if (!topic.startsWith(`${pluginId}.`)) {
        throw new Error(`Plugin ${pluginId} may not publish on ${topic}: its live topics start with '${pluginId}.'`);
      }
      if (ids.length > 0) await bus.publish(topic, ids);
    },
  };
}

/** The services one plugin's server part gets: the shared ones, the server functions it uses, its own live. */
export function pluginPlatform(manifest: PluginManifest, plugins: readonly LoadedPlugin[], shared: SharedPlatform, bus: ChangeBus): PlatformServices {
  return { ...shared, uses: serverFunctionsFor(manifest, plugins, shared.db), live: pluginLive(manifest.id, bus) };
}
