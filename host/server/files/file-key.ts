import { randomBytes } from 'node:crypto';
import { HttpError } from '../http-error';
import { FILE_MESSAGES } from './file-messages';

/** 128 random bits in base64url: unguessable, so a key alone never lets anyone find someone else's file. */
export function newFileKey(): string {
  return randomBytes(16).toString('base64url');
}

/** S3 allows 1024 bytes; half of that leaves room for a prefix an object store configuration may add. */
const MAX_KEY_LENGTH = 512;

/**
 * A segment starts with a letter, digit, '-' or '_', so '.', '..' and hidden names are impossible; the
 * alphabet leaves out '\', ':', spaces, control characters and anything beyond ASCII.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Keys chosen by a caller ('courses/12/intro.mp4') are segments joined by '/': no empty segment (so no
 * absolute path, no '//', no trailing '/'), no '..' anywhere. Every implementation accepts the same keys, so a
 * file can move from local disk to an object store under its name.
 */
export function isValidFileKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** The key itself when valid; a 400 otherwise. */
export function checkFileKey(key: string): string {
  if (!isValidFileKey(key)) throw new HttpError(400, FILE_MESSAGES.invalidKey);
  return key;
}
