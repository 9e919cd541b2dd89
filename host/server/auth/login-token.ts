import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: safe in a query string, where the spec puts it (token-in-URL sign-in). */
export function createLoginToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. One-shot `hash`: every signed-in call pays for it. */
export function hashLoginToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Rejects anything that cannot be a token before it reaches the database. */
export function isWellFormedLoginToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
