import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { contentSecurityPolicy } from '../../host/server/web/content-security-policy';
import { MISSING_BUILD_MESSAGE } from '../../host/server/web/web-routes';
import { startTestServer, type TestServer } from '../support/test-server';

const INDEX_HTML = '<!doctype html><title>Vigil</title><div id="root"></div>';
const APP_JS = 'console.log("vigil");'.repeat(50);

let webRoot: string;
let server: TestServer;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'vigil-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'assets', 'app-3f2a1b.js'), APP_JS);
  writeFileSync(path.join(webRoot, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ webRoot, config: { googleMapsKey: 'maps-key', disabledPlugins: ['cmr'] } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

test('/config.json answers the runtime config of the web host, never cached', async () => {
  const response = await get('/config.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual({
    legacyApiUrl: '/api',
    newApiUrl: '/v2',
    appToken: server.appToken,
    googleMapsKey: 'maps-key',
    disabledPlugins: ['cmr'],
    mobileAppUrl: expect.stringMatching(/^https:\/\//),
    websiteUrl: expect.stringMatching(/^https:\/\//),
  });
});

test('serves index.html at / without caching it', async () => {
  const response = await get('/');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(INDEX_HTML);
});

test('serves hashed assets with a long cache, precompressed when the client accepts it', async () => {
  const plain = await get('/assets/app-3f2a1b.js');
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.body).toBe(APP_JS);
  const compressed = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br, gzip' });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(Number(compressed.headers['content-length'])).toBeLessThan(APP_JS.length);
  expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
});

test('falls back to index.html for page routes a browser asks for', async () => {
  for (const url of ['/Login', '/Gpa/list/3', '/Admin/new?x=1']) {
    const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

test('also falls back to index.html for page routes asked for by tools that accept anything', async () => {
  const response = await get('/Login', { accept: '*/*' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(INDEX_HTML);
});

test('does not answer index.html for missing files, API paths or non-GET requests', async () => {
  expect((await get('/assets/missing-123.js', { accept: '*/*' })).statusCode).toBe(404);
  const api = await get('/api/unknown', { accept: 'text/html' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ statusCode: 404 });
  expect((await get('/v2/unknown', { accept: 'text/html' })).statusCode).toBe(404);
  const post = await server.app.inject({ method: 'POST', url: '/Login', headers: { accept: 'text/html' } });
  expect(post.statusCode).toBe(404);
});

test('pages carry the Content Security Policy; files and API answers do not need it', async () => {
  const legal = path.join(webRoot, 'legal');
  mkdirSync(legal, { recursive: true });
  writeFileSync(path.join(legal, 'terms.html'), '<!doctype html><title>Terms</title>');
  const expected = contentSecurityPolicy(server.server.config);
  for (const page of [await get('/'), await get('/Gpa/detail/3', { accept: 'text/html' }), await get('/legal/terms.html')]) {
    expect(page.headers['content-security-policy']).toBe(expected);
  }
  expect((await get('/assets/app-3f2a1b.js')).headers['content-security-policy']).toBeUndefined();
  expect((await get('/config.json')).headers['content-security-policy']).toBeUndefined();
});

describe('the Content Security Policy', () => {
  const directive = (policy: string, name: string): string[] =>
    policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
  const base = { googleMapsKey: '', legacyApiUrl: '/api', newApiUrl: '/v2' };

  test('runs scripts from this origin only, and lets no other site frame the pages', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  test('lets the pages call APIs configured on another origin', () => {
    const policy = contentSecurityPolicy({ ...base, legacyApiUrl: 'https://api.example.com/api', newApiUrl: 'https://api.example.com/v2' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
  });

  test('lets videos stream from the APIs, on this origin or the ones configured', () => {
    expect(directive(contentSecurityPolicy(base), 'media-src')).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({ ...base, legacyApiUrl: 'https://legacy.example.com:8443/api', newApiUrl: 'https://api.example.com/v2' });
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://legacy.example.com:8443', 'https://api.example.com']);
    const plain = contentSecurityPolicy({ ...base, legacyApiUrl: 'http://10.0.0.5:8080/api', newApiUrl: 'http://10.0.0.5:8080/v2' });
    expect(directive(plain, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://10.0.0.5:8080']);
  });

  test("adds what Google's Maps script needs only when a Maps key is configured", () => {
    const policy = contentSecurityPolicy({ ...base, googleMapsKey: 'maps-key' });
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(directive(policy, 'connect-src')).toContain('https://*.googleapis.com');
    expect(directive(policy, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

test('every answer carries Referrer-Policy: no-referrer', async () => {
  const answers = [
    await get('/'),
    await get('/Gpa', { accept: 'text/html' }),
    await get('/assets/app-3f2a1b.js'),
    await get('/config.json'),
    await get('/api/health/get-db-status'),
    await get('/api/customers/checkLoginToken'),
    await get('/api/nothing'),
    await get('/v2/geolocation/countries'),
  ];
  for (const answer of answers) expect(answer.headers['referrer-policy']).toBe('no-referrer');
});

test('without a build, pages answer 503 saying how to build, and the APIs still work', async () => {
  const unbuilt = await startTestServer();
  try {
    for (const request of [{ url: '/' }, { url: '/Login', headers: { accept: 'text/html' } }]) {
      const response = await unbuilt.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.body).toBe(MISSING_BUILD_MESSAGE);
      expect(response.body).toContain('npm run build:web');
    }
    expect((await unbuilt.app.inject({ method: 'GET', url: '/api/health/get-db-status' })).statusCode).toBe(200);
  } finally {
    await unbuilt.close();
  }
}, 60_000);
