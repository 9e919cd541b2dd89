import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PASSWORD_MAX_LENGTH } from '../../core/validation-rules';
import { ConcurrencyGate } from '../concurrency-gate';
import { HttpError } from '../http-error';
import { HASHING_BUSY_MESSAGE, HASHING_RETRY_AFTER_SECONDS } from './password-hash';
import { serverMessage } from '../../core/server-messages';

/**
 * zxcvbn's score a new password needs: 3 is "safely unguessable" (about 10^8 guesses or more), where 0 to 2 are
 * the common passwords, keyboard walks, repeats, dates and words with a digit and a symbol stuck on.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Substituted spellings (p@ssw0rd) the estimator tries per password. Its cost grows fast with this; 4 finds the
 * usual ones as well as the library's default of 100 did on our checks, at a tenth of the time.
 */
const L33T_MAX_SUBSTITUTIONS = 4;

/** Estimates waiting for the worker; beyond them a call answers 503 at once, as the hashing does. */
const QUEUE_LIMIT = 64;

/**
 * The estimator, on a worker thread: a check costs tens of milliseconds and up to a few hundred for a long
 * password, which on the main thread would stall every other call (sign-up is anonymous). Its dictionaries are
 * loaded on first use, not at start.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  maxLength: workerData.maxLength,
  l33tMaxSubstitutions: workerData.l33tMaxSubstitutions,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    parentPort.postMessage({ id, score: zxcvbn.check(password, userInputs).score });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  resolve(score: number): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  const resolve = createRequire(__filename).resolve;
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: resolve('@zxcvbn-ts/core'),
      common: resolve('@zxcvbn-ts/language-common'),
      en: resolve('@zxcvbn-ts/language-en'),
      maxLength: PASSWORD_MAX_LENGTH,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    },
  });
  started.on('message', ({ id, score, error }: { id: number; score?: number; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error !== undefined || score === undefined) waiting?.reject(new Error(`password strength estimate failed: ${error}`));
    else waiting?.resolve(score);
  });
  const fail = (error: Error): void => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the password strength worker stopped (${code})`)));
  // Unref'd while idle, so that it never keeps a stopping server (or a finished test) alive; after the listeners,
  // since adding a 'message' listener refs the worker again.
  started.unref();
  return started;
}

function estimate(password: string, userInputs: readonly string[]): Promise<number> {
  worker ??= startWorker();
  const id = nextId++;
  const current = worker;
  return new Promise<number>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held while an answer is awaited: a caller's promise must not be dropped by the process exiting under it.
    current.ref();
    current.postMessage({ id, password, userInputs });
  });
}

const estimates = new ConcurrencyGate(
  1,
  QUEUE_LIMIT,
  () => new HttpError(503, HASHING_BUSY_MESSAGE, undefined, { 'retry-after': String(HASHING_RETRY_AFTER_SECONDS) }),
);

/** What a password is judged against besides the common ones: the person's own names and address. */
export interface PasswordOwner {
  username?: string | null;
  name?: string | null;
  surname?: string | null;
  email?: string | null;
}

/** The owner's words as the estimator takes them: each given value, and an email's local part on its own too. */
export function ownerWords(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0];
  const words = [owner.username, owner.name, owner.surname, owner.email, local];
  return [...new Set(words.map((word) => word?.trim() ?? '').filter((word) => word.length > 0))];
}

/** The estimator's score (0 to 4) of a password for this owner. */
export function passwordScore(password: string, owner: PasswordOwner): Promise<number> {
  return estimates.run(() => estimate(password, ownerWords(owner)));
}

/**
 * Refuses (400 naming `field`) a password that a guesser would try early: the common ones, repeats and
 * sequences, and the ones made of the owner's own username, name or email. Run it after the spec's password rule.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): Promise<void> {
  if ((await passwordScore(password, owner)) < MIN_PASSWORD_SCORE) {
    throw new HttpError(400, serverMessage('passwordTooWeak'), field);
  }
}
