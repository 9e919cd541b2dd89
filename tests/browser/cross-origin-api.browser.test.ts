import { createServer } from 'node:net';
import { signInToDashboard } from '../support/browser-app';
import { launchChromium, type LaunchedBrowser } from '../support/chromium';
import { startTestServer, type TestServer } from '../support/test-server';
import { testWebRoot } from '../support/test-web-root';

/*
 * Issue 19: the web host served from one origin (127.0.0.1:PORT1) with its APIs on another (localhost:PORT2), as
 * /config.json says. The APIs allow the web host's origin (CORS), and its pages' Content Security Policy lets them
 * call the APIs and stream the videos from there: /Inf's introduction video loads, captions included, and the
 * policy refuses nothing.
 */
jest.setTimeout(120_000);

/** A port nothing listens on now, so that the API can name the web host's origin before the web host starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

let api: TestServer | undefined;
let web: TestServer | undefined;
let browser: LaunchedBrowser | undefined;
let webOrigin = '';
let apiOrigin = '';

beforeAll(async () => {
  const webPort = await freePort();
  webOrigin = `http://127.0.0.1:${webPort}`;
  api = await startTestServer({ listen: true, config: { corsOrigins: [webOrigin] } });
  apiOrigin = api.url.replace('127.0.0.1', 'localhost');
  web = await startTestServer({ webRoot: testWebRoot(), config: { legacyApiUrl: `${apiOrigin}/api`, newApiUrl: `${apiOrigin}/v2` } });
  await web.server.listen(webPort, '127.0.0.1');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.close();
});

it("plays /Inf's introduction video from the API's origin, captions included, and the policy refuses nothing", async () => {
  const page = await browser!.newPage();
  page.setDefaultTimeout(30_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { refused: string[] }).refused ??= [];
      (window as unknown as { refused: string[] }).refused.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).origin));

  await signInToDashboard(page, webOrigin, 'analyst', 'Vigil-analyst-1');
  await page.goto(`${webOrigin}/Inf`);
  const video = page.getByRole('region', { name: 'Introduction video' }).locator('video');
  await video.waitFor();
  expect(await video.getAttribute('src')).toMatch(new RegExp(`^${apiOrigin}/api/`));

  const loaded = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ readyState: number; duration: number; captions: number }>((resolve, reject) => {
        const done = (): void => {
          const track = element.querySelector('track');
          resolve({ readyState: element.readyState, duration: element.duration, captions: track ? track.readyState : -1 });
        };
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) done();
        else element.addEventListener('loadeddata', done, { once: true });
        element.addEventListener('error', () => reject(new Error(`The video failed: ${element.error?.message ?? element.error?.code}`)), { once: true });
        // A refused load may fire nothing at all: say what the page saw rather than wait for the test's timeout.
        setTimeout(() => {
          const refused = (window as unknown as { refused?: string[] }).refused ?? [];
          reject(new Error(`No video data after 20 s (readyState ${element.readyState}); refused: ${refused.join(', ') || 'nothing'}`));
        }, 20_000);
        // Only the metadata loads up front: playing (muted, as autoplay allows) asks for the frames.
        element.muted = true;
        void element.play();
      }),
  );
  expect(loaded.readyState).toBeGreaterThanOrEqual(2);
  expect(loaded.duration).toBeGreaterThan(0);
  // The captions (a <track>, fetched in CORS mode from the API's origin) are loaded: HTMLTrackElement.LOADED.
  await page.waitForFunction(() => document.querySelector('video track') && (document.querySelector('video track') as HTMLTrackElement).readyState === 2);

  expect(calls).toContain(apiOrigin);
  expect(await page.evaluate(() => (window as unknown as { refused?: string[] }).refused ?? [])).toEqual([]);
  expect(refused).toEqual([]);
  await page.close();
});
