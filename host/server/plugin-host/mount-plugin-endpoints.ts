import type { EndpointHost } from '../endpoints/endpoint-host';
import { mountEndpoint } from '../endpoints/mount-endpoint';
import type { ChangeBus } from '../live/change-bus';
import type { LoadedPlugin } from './load-server-parts';
import { pluginPlatform, type SharedPlatform } from './plugin-platform';

/**
 * Mounts every endpoint the plugins bind, each refused to a company that has switched its plugin off. A plugin may only bind endpoints of its own contract: an id names its
 * module ('quiz.getQuizList'), so a binding of another module's endpoint is refused at start. Each part gets
 * `uses`, the server functions of the plugins its manifest lists in `uses`, and `live`, which announces changes
 * of its own live topics on the bus.
 */
export function mountPluginEndpoints(host: EndpointHost, plugins: readonly LoadedPlugin[], platform: SharedPlatform, bus: ChangeBus): void {
  for (const { manifest, part } of plugins) {
    for (const binding of part.endpoints(pluginPlatform(manifest, plugins, platform, bus))) {
      if (!binding.endpoint.id.startsWith(`${manifest.id}.`)) {
        throw new Error(`Plugin ${manifest.id} binds ${binding.endpoint.id}, which is not in its contract (ids start with '${manifest.id}.')`);
      }
      mountEndpoint(host, binding, { module: { id: manifest.id, title: manifest.title } });
    }
  }
}
