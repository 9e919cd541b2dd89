import type { ChangeBus } from '../../host/server/live/change-bus';
import type { LoadedPlugin } from '../../host/server/plugin-host/load-server-parts';
import type { SharedPlatform } from '../../host/server/plugin-host/plugin-platform';
import { startPluginJobs } from '../../host/server/plugin-host/start-plugin-jobs';

const bus = { publish: async () => undefined, subscribe: () => () => undefined, onResync: () => () => undefined, close: async () => undefined } as unknown as ChangeBus;
const platform = {} as SharedPlatform;

function pluginWithJob(run: () => Promise<void>, everyMs = 1000): LoadedPlugin {
  return {
    manifest: { id: 'demo', title: 'Demo', section: 'ANALYSE', routes: [], menu: [] },
    part: { endpoints: () => [], jobs: () => [{ name: 'tidy up', everyMs, run }] },
  };
}

describe('plugin jobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each job every interval, first one interval after the start', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const jobs = startPluginJobs([pluginWithJob(run)], platform, bus, { warn: jest.fn() });
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    await jobs.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run with the plugin and job names, and runs again next time', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const warn = jest.fn();
    const jobs = startPluginJobs([pluginWithJob(run)], platform, bus, { warn });
    await jest.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith('demo: tidy up failed: database away');
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it('never starts a run while the previous one is still going, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const jobs = startPluginJobs([pluginWithJob(run)], platform, bus, { warn: jest.fn() });
    await jest.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => { stopped = true; });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
