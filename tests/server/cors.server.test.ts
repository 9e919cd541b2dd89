import { corsOrigins } from '../../host/server/web/register-cors';
import { configFromEnv } from '../../host/server/server-config';
import { startTestServer, type TestServer } from '../support/test-server';

/*
 * A web host served apart from its API (issue 19): the API answers the pages of the listed origins, and only them,
 * without cookies; a video's range answer shows its headers to the player.
 */
const WEB = 'https://vigil.example.com';
const OTHER = 'http://127.0.0.1:9100';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: `${WEB}/`, corsOrigins: [OTHER] } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const health = (origin: string) =>
  server.app.inject({ method: 'GET', url: '/api/health/get-db-status', headers: { origin } });

test('answers a listed origin, publicUrl among them, and no other', async () => {
  for (const origin of [WEB, OTHER]) {
    const answer = await health(origin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(answer.headers.vary)).toMatch(/origin/i);
  }
  const stranger = await health('https://evil.example');
  expect(stranger.statusCode).toBe(200);
  expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
});

test('lets a listed origin send the Bearer header of the newer API, and says so once for ten minutes', async () => {
  const preflight = await server.app.inject({
    method: 'OPTIONS',
    url: '/v2/geolocation/countries',
    headers: { origin: OTHER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe(OTHER);
  expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'HEAD', 'POST']);
  expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  expect(preflight.headers['access-control-max-age']).toBe('600');

  const refused = await server.app.inject({
    method: 'OPTIONS',
    url: '/v2/geolocation/countries',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  });
  expect(refused.headers['access-control-allow-origin']).toBeUndefined();
});

test('shows the range headers a video player reads', async () => {
  const answer = await health(OTHER);
  expect(String(answer.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
    expect.arrayContaining(['content-range', 'accept-ranges', 'content-length']),
  );
});

test('a server on one origin sends no CORS headers at all', async () => {
  const alone = await startTestServer();
  try {
    const answer = await alone.app.inject({ method: 'GET', url: '/api/health/get-db-status', headers: { origin: WEB } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  } finally {
    await alone.close();
  }
});

test('VIGIL_CORS_ORIGINS lists origins; one of them that is not an origin stops the start', () => {
  expect(configFromEnv({ VIGIL_CORS_ORIGINS: ' https://a.example , http://b.example:8080/ ' }).corsOrigins).toEqual([
    'https://a.example',
    'http://b.example:8080/',
  ]);
  expect(corsOrigins({ publicUrl: 'https://a.example/Login', corsOrigins: ['http://b.example:8080/', 'https://a.example'] })).toEqual([
    'https://a.example',
    'http://b.example:8080',
  ]);
  expect(() => corsOrigins({ corsOrigins: ['b.example'] })).toThrow("VIGIL_CORS_ORIGINS takes http(s) origins, not 'b.example'");
  // A public URL that is no URL makes broken links, not a refused start: it simply names no origin.
  expect(corsOrigins({ publicUrl: 'vigil.example.com', corsOrigins: [] })).toEqual([]);
});
