import type { CheckLoginTokenResponse, EmployeeDetail } from '../../host/core/api-contract';
import { AVATAR_MAX_BYTES } from '../../host/core/form-rules';
import { askHelp } from '../../host/core/contract/help';
import { editEmployee, getEmployeeDetail } from '../../host/core/contract/profile';
import { checkLoginToken } from '../../host/core/contract/session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataUri, imageBytes } from './support/account-fixtures';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ plugins: [], database });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const upload = (token: string, media: string, extra: Record<string, string> = {}) =>
  legacyPost(server, editEmployee.path, { ...credentials(server, token), media, ...extra });
const mediaOf = async (token: string) => (await legacyGet(server, getEmployeeDetail.path, credentials(server, token))).json<EmployeeDetail>().media;

test.each([
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
] as const)('stores a %s and serves it publicly at an unguessable URL', async (kind, mime) => {
  const token = await server.login('visitor', 'Vigil-visitor-1');
  const bytes = imageBytes(kind, 300);
  const response = await upload(token, dataUri(mime, bytes));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Your edit was successful' });
  const media = await mediaOf(token);
  expect(media).toMatch(/^\/media\/avatar\/[A-Za-z0-9_-]{22}\.(png|jpg|webp)\?v=\d+$/);
  const session = (await legacyPost(server, checkLoginToken.path, credentials(server, token))).json<CheckLoginTokenResponse>();
  expect(session.image).toBe(media);
  const served = await server.app.inject({ method: 'GET', url: media ?? '' });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(mime);
  expect(served.rawPayload.equals(bytes)).toBe(true);
});

test('a new upload replaces the old picture and its address', async () => {
  const token = await server.login('analyst', 'Vigil-analyst-1');
  await upload(token, dataUri('image/png', imageBytes('png')));
  const first = (await mediaOf(token)) ?? '';
  await upload(token, dataUri('image/jpeg', imageBytes('jpeg')));
  const second = (await mediaOf(token)) ?? '';
  expect(second).not.toBe(first);
  expect((await server.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  expect((await server.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  expect((await server.app.inject({ method: 'GET', url: second.replace('.jpg', '.png') })).statusCode).toBe(404);
  for (const url of ['/media/avatar/..%2F..%2Fetc%2Fpasswd', '/media/avatar/short.png']) {
    expect((await server.app.inject({ method: 'GET', url })).json()).toMatchObject({ statusCode: 404, message: 'Image not found' });
  }
});

test.each([
  ['an image type that is not allowed', dataUri('image/gif', Buffer.from('GIF89a......')), 'The image must be a PNG, JPEG or WebP data URI'],
  ['a URL instead of a data URI', 'https://example.com/me.png', 'The image must be a PNG, JPEG or WebP data URI'],
  ['broken base64', 'data:image/png;base64,@@@@', 'The image must be a PNG, JPEG or WebP data URI'],
  ['content that is not the declared type', dataUri('image/png', imageBytes('jpeg')), 'The image content does not match its type'],
  ['an SVG posing as a PNG', dataUri('image/png', Buffer.from('<svg onload="alert(1)"/>')), 'The image content does not match its type'],
  ['a WebP without its WEBP mark', dataUri('image/webp', Buffer.from('RIFF0000WAVEfmt ')), 'The image content does not match its type'],
])('refuses %s', async (_label, media, message) => {
  const token = await server.login('visitor', 'Vigil-visitor-1');
  expect((await upload(token, media)).json()).toMatchObject({ statusCode: 400, field: 'media', message });
});

test('refuses an image over 2 MiB with the spec message, and a body far over with 413', async () => {
  const token = await server.login('visitor', 'Vigil-visitor-1');
  const exact = await upload(token, dataUri('image/png', imageBytes('png', AVATAR_MAX_BYTES)));
  expect(exact.statusCode).toBe(200);
  const over = await upload(token, dataUri('image/png', imageBytes('png', AVATAR_MAX_BYTES + 1)));
  expect(over.statusCode).toBe(400);
  expect(over.json()).toMatchObject({ field: 'media', message: 'Image size is greater than 2Mb' });
  const huge = await upload(token, dataUri('image/png', imageBytes('png', 3 * AVATAR_MAX_BYTES)));
  expect(huge.statusCode).toBe(413);
  expect(huge.json()).toMatchObject({ statusCode: 413 });
  // Other calls keep the ordinary 1 MiB limit.
  const big = await legacyPost(server, askHelp.path, { ...credentials(server, token), message: 'x'.repeat(1_100_000) });
  expect(big.statusCode).toBe(413);
}, 30_000);

test("another employee's picture only by an admin", async () => {
  const visitor = await server.login('visitor', 'Vigil-visitor-1');
  const adminId = (await server.server.db.selectFrom('customers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
  expect((await upload(visitor, dataUri('image/png', imageBytes('png')), { customer: String(adminId) })).statusCode).toBe(403);
});

test('pictures survive a restart', async () => {
  const token = await server.login('traveller', 'Vigil-traveller-1');
  const bytes = imageBytes('webp', 500);
  await upload(token, dataUri('image/webp', bytes));
  const media = (await mediaOf(token)) ?? '';
  await server.restart();
  const served = await server.app.inject({ method: 'GET', url: media });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(bytes)).toBe(true);
  expect(await mediaOf(token)).toBe(media);
}, 60_000);
