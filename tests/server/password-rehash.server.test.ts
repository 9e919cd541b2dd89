import bcrypt from 'bcryptjs';
import { loginCustomer } from '../../host/core/contract/session';
import { needsRehash } from '../../host/server/auth/password-hash';
import { startTestServer, type TestServer } from '../support/test-server';
import { legacyPost } from './support/legacy-request';

/*
 * Issue 13: hashes of before scrypt (bcrypt: the demo seed and every password of an upgraded data directory) still
 * sign in, and the next successful sign-in replaces them with scrypt.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const signIn = (username: string, password: string) => legacyPost(server, loginCustomer.path, { username, password });
const storedHash = async (username: string): Promise<string> =>
  (await server.server.db.selectFrom('customers').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;

test('a bcrypt hash signs in and becomes scrypt; a wrong password changes nothing', async () => {
  const old = await bcrypt.hash('Vigil-visitor-1', 10);
  await server.server.db.updateTable('customers').set({ password_hash: old }).where('username', '=', 'visitor').execute();

  expect((await signIn('visitor', 'Vigil-visitor-2')).statusCode).toBe(401);
  expect(await storedHash('visitor')).toBe(old);

  expect((await signIn('visitor', 'Vigil-visitor-1')).statusCode).toBe(200);
  const upgraded = await storedHash('visitor');
  expect(upgraded).toMatch(/^scrypt\$/);
  expect(needsRehash(upgraded)).toBe(false);

  expect((await signIn('visitor', 'Vigil-visitor-1')).statusCode).toBe(200);
  expect(await storedHash('visitor')).toBe(upgraded);
  expect((await signIn('visitor', 'Vigil-visitor-2')).statusCode).toBe(401);
});

test('a scrypt hash of a lower cost is raised to today’s at the next sign-in', async () => {
  const { scryptSync, randomBytes } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = scryptSync('Vigil-traveller-1', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  const cheap = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
  await server.server.db.updateTable('customers').set({ password_hash: cheap }).where('username', '=', 'traveller').execute();
  expect((await signIn('traveller', 'Vigil-traveller-1')).statusCode).toBe(200);
  expect(await storedHash('traveller')).toMatch(/^scrypt\$32768\$8\$1\$/);
});
