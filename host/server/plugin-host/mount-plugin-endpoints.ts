import type { EndpointHost } from '../endpoints/endpoint-host';
import { mountEndpoint } from '../endpoints/mount-endpoint';
import type { PlatformServices } from '../plugin-server-api';
import { serverFunctionsFor } from './connect-server-functions';
import type { LoadedPlugin } from './load-server-parts';

/**
 * Mounts every endpoint the plugins bind, each refused to a company that has switched its plugin off. A plugin may only bind endpoints of its own contract: an id names its
 * module ('quiz.getQuizList'), so a binding of another module's endpoint is refused at start. Each part gets
 * `uses`, the server functions of the plugins its manifest lists in `uses`.
 */
export function mountPluginEndpoints(host: EndpointHost, plugins: readonly LoadedPlugin[], platform: Omit<PlatformServices, 'uses'>): void {
  for (const { manifest, part } of plugins) {
    const uses = serverFunctionsFor(manifest, plugins, platform.db);
    for (const binding of part.endpoints({ ...platform, uses })) {
      if (!binding.endpoint.id.startsWith(`${manifest.id}.`)) {
        throw new Error(`Plugin ${manifest.id} binds ${binding.endpoint.id}, which is not in its contract (ids start with '${manifest.id}.')`);
      }
      mountEndpoint(host, binding, { module: { id: manifest.id, title: manifest.title } });
    }
  }
}
