import type { JobGroup } from '../jobs/job-group';
import type { ChangeBus } from '../live/change-bus';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import type { LoadedPlugin } from './load-server-parts';
import { pluginPlatform, type SharedPlatform } from './plugin-platform';

/**
 * Starts every plugin's periodic jobs (ServerPart.jobs); stopping waits for the runs under way. With a group
 * (PostgreSQL) each period's run is done by one process of the group.
 */
export function startPluginJobs(
  plugins: readonly LoadedPlugin[],
  platform: SharedPlatform,
  bus: ChangeBus,
  log: { warn(message: string): void },
  group?: JobGroup,
): PeriodicJob {
  const started: PeriodicJob[] = [];
  for (const { manifest, part } of plugins) {
    for (const job of part.jobs?.(pluginPlatform(manifest, plugins, platform, bus)) ?? []) {
      started.push(startPeriodicJob(`${manifest.id}: ${job.name}`, job.everyMs, () => job.run(), log, group));
    }
  }
  return {
    async stop() {
      await Promise.all(started.map((job) => job.stop()));
    },
  };
}
