import type { PluginManifest } from '../../host/core/plugin-manifest';

/**
 * The manifests of plugins/<id> for these ids, for a test server that mounts only them: a plugin's test names the
 * plugins it uses here instead of importing another plugin's folder.
 */
export async function pluginManifests(...ids: string[]): Promise<PluginManifest[]> {
  return Promise.all(ids.map(async (id) => ((await import(`../../plugins/${id}/manifest`)) as { default: PluginManifest }).default));
}
