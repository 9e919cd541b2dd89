import { loadGoogleMaps } from '../../../host/web/maps/google-maps-loader';

type GoogleWindow = Window & { google?: unknown; __vigilGoogleMapsReady?: () => void };

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as GoogleWindow).google;
  jest.useRealTimers();
});

describe('loadGoogleMaps', () => {
  it('answers offline at once without a key, adding no script', async () => {
    await expect(loadGoogleMaps('  ')).resolves.toBe('offline');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('answers google when the script calls back with the API', async () => {
    const answer = loadGoogleMaps('good-key');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(
      'https://maps.googleapis.com/maps/api/js?key=good-key&loading=async&callback=__vigilGoogleMapsReady',
    );
    (window as GoogleWindow).google = { maps: {} };
    (window as GoogleWindow).__vigilGoogleMapsReady?.();
    await expect(answer).resolves.toBe('google');
    // Once loaded, later maps do not load it again.
    await expect(loadGoogleMaps('good-key')).resolves.toBe('google');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('answers offline when the script fails, and tries again next time', async () => {
    const answer = loadGoogleMaps('bad-key');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(answer).resolves.toBe('offline');
    expect(document.head.querySelector('script')).toBeNull();
    void loadGoogleMaps('bad-key');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('answers offline after the timeout when the script never answers', async () => {
    jest.useFakeTimers();
    const answer = loadGoogleMaps('silent-key', 3000);
    jest.advanceTimersByTime(2999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(answer).resolves.toBe('offline');
  });
});
