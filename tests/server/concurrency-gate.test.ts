import { ConcurrencyGate } from '../../host/server/concurrency-gate';

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('runs at most `slots` tasks at once, queues up to the limit and refuses beyond it at once', async () => {
  const gate = new ConcurrencyGate(2, 3, () => new Error('busy'));
  const blockers = Array.from({ length: 5 }, deferred);
  let running = 0;
  let most = 0;
  const runs = blockers.map((blocker, index) =>
    gate.run(async () => {
      running += 1;
      most = Math.max(most, running);
      await blocker.promise;
      running -= 1;
      return index;
    }),
  );
  expect(gate.load).toEqual({ running: 2, waiting: 3 });
  await expect(gate.run(async () => 'late')).rejects.toThrow('busy');
  for (const blocker of blockers) blocker.resolve();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  expect(most).toBe(2);
  expect(gate.load).toEqual({ running: 0, waiting: 0 });
  expect(await gate.run(async () => 'after')).toBe('after');
});

test('a failing task frees its slot', async () => {
  const gate = new ConcurrencyGate(1, 0, () => new Error('busy'));
  await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  expect(await gate.run(async () => 'next')).toBe('next');
});

test('says when it is full, so a caller can refuse before doing any work', async () => {
  const gate = new ConcurrencyGate(1, 1, () => new Error('busy'));
  const blockers = [deferred(), deferred()];
  expect(gate.full).toBe(false);
  const first = gate.run(() => blockers[0]?.promise ?? Promise.resolve());
  expect(gate.full).toBe(false);
  const second = gate.run(() => blockers[1]?.promise ?? Promise.resolve());
  expect(gate.full).toBe(true);
  for (const blocker of blockers) blocker.resolve();
  await Promise.all([first, second]);
  expect(gate.full).toBe(false);
});
