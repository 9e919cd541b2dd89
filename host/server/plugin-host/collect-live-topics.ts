import type { LiveTopicEntry } from '../live/live-access';
import type { ChangeBus } from '../live/change-bus';
import type { LoadedPlugin } from './load-server-parts';
import { pluginPlatform, type SharedPlatform } from './plugin-platform';

/**
 * The live topics the plugins declare, each with the module it belongs to. A plugin declares only its own
 * ('<id>.<name>') and each name once; anything else is refused at start, as a foreign endpoint binding is.
 */
export function collectLiveTopics(plugins: readonly LoadedPlugin[], shared: SharedPlatform, bus: ChangeBus): LiveTopicEntry[] {
  const entries: LiveTopicEntry[] = [];
  const names = new Set<string>();
  for (const { manifest, part } of plugins) {
    if (!part.liveTopics) continue;
    for (const topic of part.liveTopics(pluginPlatform(manifest, plugins, shared, bus))) {
      if (!topic.name.startsWith(`${manifest.id}.`) || topic.name.length === manifest.id.length + 1) {
        throw new Error(`Plugin ${manifest.id} declares the live topic '${topic.name}', which is not its own (names start with '${manifest.id}.')`);
      }
      if (names.has(topic.name)) throw new Error(`Plugin ${manifest.id} declares the live topic '${topic.name}' twice`);
      names.add(topic.name);
      entries.push({ topic, module: { id: manifest.id, title: manifest.title } });
    }
  }
  return entries;
}
