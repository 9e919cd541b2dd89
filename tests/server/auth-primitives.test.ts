import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JwtSigner } from '../../host/server/auth/jwt';
import { JWT_SECRET_FILE, loadJwtSecret } from '../../host/server/auth/jwt-secret';
import { createLoginToken, hashLoginToken, isWellFormedLoginToken } from '../../host/server/auth/login-token';
import bcrypt from 'bcryptjs';
import { hashPassword, needsRehash, verifyPassword } from '../../host/server/auth/password-hash';

describe('login tokens', () => {
  test('carry 256 random bits and are stored as their sha256', () => {
    const token = createLoginToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedLoginToken(token)).toBe(true);
    expect(createLoginToken()).not.toBe(token);
    expect(hashLoginToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLoginToken(token)).toBe(hashLoginToken(token));
    for (const bad of ['', 'short', `${token}=`, `${token.slice(0, 42)}!`]) expect(isWellFormedLoginToken(bad)).toBe(false);
  });
});

describe('passwords', () => {
  test('are hashed with scrypt (N 2^15, r 8, p 1, a 16-byte salt, a 32-byte key) and verified', async () => {
    const hash = await hashPassword('Vigil-admin-1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('Vigil-admin-1')).not.toBe(hash);
    expect(await verifyPassword('Vigil-admin-1', hash)).toBe(true);
    expect(await verifyPassword('vigil-admin-1', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  test('are never truncated: a change past byte 72 is another password', async () => {
    const long = `${'x'.repeat(72)}-first`;
    const hash = await hashPassword(long);
    expect(await verifyPassword(`${'x'.repeat(72)}-other`, hash)).toBe(false);
    expect(await verifyPassword(long, hash)).toBe(true);
  });

  test('bcrypt hashes of before scrypt still verify, and are due for a rehash', async () => {
    const old = await bcrypt.hash('Vigil-admin-1', 10);
    expect(await verifyPassword('Vigil-admin-1', old)).toBe(true);
    expect(await verifyPassword('Vigil-admin-2', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    // A lower scrypt cost than today's is due too.
    expect(needsRehash('scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });

  test('a stored hash it cannot read never matches', async () => {
    for (const damaged of ['', 'plain-text', 'scrypt$3$8$1$AA$AA', `scrypt$${2 ** 30}$8$1$AAAA$AAAA`, '$2b$10$short']) {
      expect(await verifyPassword('Vigil-admin-1', damaged)).toBe(false);
    }
  });

  test('an unknown user is still compared, and never matches', async () => {
    expect(await verifyPassword('anything', undefined)).toBe(false);
  });
});

describe('JWTs', () => {
  test('carry the customer id, email and session until they expire', async () => {
    const signer = new JwtSigner('a-secret-of-some-length', 60);
    const jwt = await signer.sign({ customerId: 7, email: 'ada@example.com', sessionId: 12 });
    expect(await signer.verify(jwt)).toEqual({ customerId: 7, email: 'ada@example.com', sessionId: 12 });
    expect(await new JwtSigner('another-secret', 60).verify(jwt)).toBeNull();
    expect(await signer.verify('not.a.jwt')).toBeNull();
    expect(await new JwtSigner('a-secret-of-some-length', -1).sign({ customerId: 7, email: 'x@y.z', sessionId: 12 }).then((expired) => signer.verify(expired))).toBeNull();
  });
});

describe('the JWT secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'vigil-secret-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  test('is generated once into the data directory, readable by the owner only', () => {
    const secret = loadJwtSecret(dataDir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(dataDir, undefined)).toBe(secret);
  });

  test('comes from the configuration when set, and then no file is written', () => {
    expect(loadJwtSecret(dataDir, 'configured')).toBe('configured');
    expect(() => statSync(path.join(dataDir, JWT_SECRET_FILE))).toThrow();
  });

  test('is read from an existing file', () => {
    loadJwtSecret(dataDir, undefined);
    writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'kept-secret\n');
    expect(loadJwtSecret(dataDir, undefined)).toBe('kept-secret');
  });
});
