import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt cost factor: about 60 ms per hash here, slow for a guesser and fine for a sign-in. */
export const PASSWORD_HASH_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a hash (unknown user) it compares against a throwaway hash
 * anyway, so an answer's timing does not tell whether the username exists. The throwaway hash is made on first
 * use, never at start.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
