import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serverMessage } from '../../core/server-messages';
import { ConcurrencyGate } from '../concurrency-gate';
import { HttpError } from '../http-error';
import { bcryptMatches } from './bcrypt-worker';

/**
 * scrypt's cost (docs/decisions.md, "Security: sign-in floods and password hashing"): 32 MiB and about as long as
 * the bcrypt cost 10 it replaces, on the libuv pool instead of the main thread.
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Bounds on what a stored hash may ask for, so a damaged row cannot make one sign-in take gigabytes. */
const MOST_MEMORY_BYTES = 256 * 1024 * 1024;

/** Hashes at once: one core left to the main thread, at most four (the libuv pool's default size). */
export const HASHING_SLOTS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Hashes waiting for a slot; beyond them a call answers 503 at once (about five seconds of work with one slot). */
export const HASHING_QUEUE = 32;
export const HASHING_BUSY_MESSAGE = serverMessage('serverBusy');
export const HASHING_RETRY_AFTER_SECONDS = 2;

const busy = (): HttpError => new HttpError(503, HASHING_BUSY_MESSAGE, undefined, { 'retry-after': String(HASHING_RETRY_AFTER_SECONDS) });
const hashing = new ConcurrencyGate(HASHING_SLOTS, HASHING_QUEUE, busy);

/**
 * Refuses with the 503 a hash would get now, before the work that leads to it (a sign-in's database lookup): under
 * a flood most sign-ins end here, and the cheaper that is, the less the flood takes from everyone else.
 */
export function assertHashingCapacity(): void {
  if (hashing.full) throw busy();
}

function scryptKey(password: string, salt: Buffer, parameters: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...parameters, maxmem: 128 * parameters.N * parameters.r * parameters.p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A new password's stored form: `scrypt$N$r$p$salt$key`, salt and key in base64url, so the cost can rise later
 * and older hashes still verify. Refused with 503 when too many hashes are waiting.
 */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(async () => {
    const salt = randomBytes(SALT_BYTES);
    const key = await scryptKey(password, salt, SCRYPT_PARAMETERS);
    const { N, r, p } = SCRYPT_PARAMETERS;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  });
}

interface StoredScrypt {
  parameters: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseScrypt(hash: string): StoredScrypt | undefined {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(hash);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || r < 1 || p < 1 || 128 * N * r * p > MOST_MEMORY_BYTES) return undefined;
  return { parameters: { N, r, p }, salt: Buffer.from(match[4] ?? '', 'base64url'), key: Buffer.from(match[5] ?? '', 'base64url') };
}

const isBcrypt = (hash: string): boolean => /^\$2[abxy]?\$\d\d\$/.test(hash);

/**
 * Compares a password with a stored hash: scrypt, or bcrypt as hashed before scrypt (on a worker thread). Without
 * a hash (unknown user), or with one it cannot read, it hashes the password anyway, so an answer's timing does not
 * tell whether the username exists. Refused with 503 when too many hashes are waiting.
 */
export function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  return hashing.run(async () => {
    if (hash !== undefined && isBcrypt(hash)) return bcryptMatches(password, hash);
    const stored = hash === undefined ? undefined : parseScrypt(hash);
    if (!stored || stored.key.length === 0) {
      await scryptKey(password, randomBytes(SALT_BYTES), SCRYPT_PARAMETERS);
      return false;
    }
    const key = await scryptKey(password, stored.salt, stored.parameters);
    return key.length === stored.key.length && timingSafeEqual(key, stored.key);
  });
}

/** True when a stored hash is not scrypt at today's cost: the next successful sign-in stores a new one. */
export function needsRehash(hash: string): boolean {
  const { N, r, p } = SCRYPT_PARAMETERS;
  return !hash.startsWith(`scrypt$${N}$${r}$${p}$`);
}
