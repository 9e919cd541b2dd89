import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Compares passwords with the bcrypt hashes of before scrypt (docs/decisions.md) on a worker thread: bcryptjs is
 * plain JavaScript, and 60 ms or more of it per sign-in on the main thread would stall every other call.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, password, hash }) => {
  let matches = false;
  try {
    matches = bcrypt.compareSync(password, hash);
  } catch {
    matches = false;
  }
  parentPort.postMessage({ id, matches });
});
`;

interface Pending {
  resolve(matches: boolean): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  const bcryptPath = createRequire(__filename).resolve('bcryptjs');
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
  started.on('message', ({ id, matches }: { id: number; matches: boolean }) => {
    pending.get(id)?.resolve(matches);
    pending.delete(id);
    // An idle worker must not keep a stopping server (or a finished test) alive.
    if (pending.size === 0) started.unref();
  });
  const fail = (error: Error): void => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the bcrypt worker stopped (${code})`)));
  // After the listeners, which would ref it again.
  started.unref();
  return started;
}

/** True when `password` matches the bcrypt `hash`; compared on the worker thread. */
export function bcryptMatches(password: string, hash: string): Promise<boolean> {
  worker ??= startWorker();
  const id = nextId++;
  const current = worker;
  return new Promise<boolean>((resolve, reject) => {
    // Held while it works, so a process waiting only for this answer does not end first.
    if (pending.size === 0) current.ref();
    pending.set(id, { resolve, reject });
    current.postMessage({ id, password, hash });
  });
}
