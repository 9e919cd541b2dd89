import { invalidationIds, readInvalidationIds } from '../../../host/server/auth/session-invalidation';
import { channelOf, LIVE_CHANNEL, SESSIONS_CHANNEL, SESSIONS_TOPIC } from '../../../host/server/live/bus-channels';
import { instanceName } from '../../../host/server/health/instance-name';
import { Readiness } from '../../../host/server/health/readiness';

describe('session invalidations on the bus', () => {
  test('carry ids only, and read back to the same accounts and sessions', () => {
    const ids = invalidationIds({ customers: [7, 12], sessions: [3] });
    expect(ids).toEqual(['customer:7', 'customer:12', 'session:3']);
    expect(readInvalidationIds(ids)).toEqual({ customers: new Set([7, 12]), sessions: new Set([3]) });
  });

  test('skip what is not one of theirs', () => {
    expect(readInvalidationIds([5, 'customer:', 'customer:x', 'session:1e3', 'token:9', 'session:4'])).toEqual({
      customers: new Set(),
      sessions: new Set([4]),
    });
  });

  test('go out on a channel of their own; every plugin topic on the live one', () => {
    expect(channelOf(SESSIONS_TOPIC)).toBe(SESSIONS_CHANNEL);
    expect(channelOf('tracking.people')).toBe(LIVE_CHANNEL);
    expect(SESSIONS_CHANNEL).not.toBe(LIVE_CHANNEL);
  });
});

describe('the instance name', () => {
  test('is VIGIL_INSTANCE_NAME when set, else host name and pid', () => {
    expect(instanceName({ VIGIL_INSTANCE_NAME: ' web-2 ' })).toBe('web-2');
    expect(instanceName({ VIGIL_INSTANCE_NAME: '' })).toMatch(new RegExp(`^.+:${process.pid}$`));
  });
});

describe('readiness', () => {
  test('is ready when every check passes, and reuses the verdict within its window', async () => {
    let runs = 0;
    let clock = 0;
    const readiness = new Readiness([{ name: 'database', run: async () => void (runs += 1) }], 2_000, 500, () => clock);
    await expect(readiness.state()).resolves.toEqual({ ready: true });
    await readiness.state();
    expect(runs).toBe(1);
    clock = 2_000;
    await readiness.state();
    expect(runs).toBe(2);
  });

  test('names what cannot be reached, keeping the driver message for the log only', async () => {
    const readiness = new Readiness([
      { name: 'database', run: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
      { name: 'file store', run: async () => undefined },
    ]);
    await expect(readiness.state()).resolves.toEqual({
      ready: false,
      reason: 'the database cannot be reached',
      detail: 'the database cannot be reached (connect ECONNREFUSED 10.0.0.5:5432)',
    });
  });

  test('gives up on a check that hangs, aborting it, and a late failure is not an unhandled rejection', async () => {
    let aborted = false;
    const readiness = new Readiness(
      [
        {
          name: 'file store',
          run: (signal) =>
            new Promise((_, reject) => {
              signal.addEventListener('abort', () => {
                aborted = true;
                setTimeout(() => reject(new Error('aborted')), 10);
              });
            }),
        },
      ],
      0,
      50,
    );
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(readiness.state()).resolves.toMatchObject({ ready: false, reason: 'the file store cannot be reached' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(aborted).toBe(true);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  test('is not ready once draining, whatever the checks say', async () => {
    const readiness = new Readiness([{ name: 'database', run: async () => undefined }]);
    readiness.drain();
    await expect(readiness.state()).resolves.toMatchObject({ ready: false, reason: 'shutting down' });
  });
});
