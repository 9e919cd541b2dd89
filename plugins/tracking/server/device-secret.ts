import { createHash, randomBytes } from 'node:crypto';

/**
 * A device's secret is shown once, at pairing, and stored as its SHA-256: a stolen database gives no secret a
 * phone could send. A plain hash is enough (no salt, no slow hash): the secret is 24 random bytes, not a password.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** 24 random bytes, base64url: 32 characters that need no escaping in a URL, a query string or a QR code. */
export function newDeviceSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** OwnTracks' HTTP Basic user name: public (it only names the device), unique, readable. */
export function newOwnTracksLogin(): string {
  return `vigil-${randomBytes(8).toString('base64url').slice(0, 10)}`;
}
