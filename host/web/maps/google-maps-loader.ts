import { MAP_DEFAULTS } from './map-defaults';
import type { MarkerMapEngine } from './map-types';

interface GoogleWindow {
  google?: { maps?: unknown };
  [callback: string]: unknown;
}

const CALLBACK = '__vigilGoogleMapsReady';
const attempts = new Map<string, Promise<MarkerMapEngine>>();

/**
 * Loads the Google Maps script once per key and answers which engine to draw with. It never rejects: no key,
 * a script error or no answer within `timeoutMs` all mean 'offline', so a machine without internet (and the
 * browser tests) get the offline map within a few seconds at most, and at once without a key.
 */
export function loadGoogleMaps(key: string, timeoutMs: number = MAP_DEFAULTS.googleTimeoutMs): Promise<MarkerMapEngine> {
  const trimmed = key.trim();
  if (!trimmed) return Promise.resolve('offline');
  const win = window as unknown as GoogleWindow;
  if (win.google?.maps) return Promise.resolve('google');
  let attempt = attempts.get(trimmed);
  if (!attempt) {
    attempt = injectScript(trimmed, timeoutMs, win);
    attempts.set(trimmed, attempt);
    // An offline answer is not kept: the network may be back when the next map opens.
    void attempt.then((engine) => engine === 'offline' && attempts.delete(trimmed));
  }
  return attempt;
}

function injectScript(key: string, timeoutMs: number, win: GoogleWindow): Promise<MarkerMapEngine> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => finish('offline'), timeoutMs);
    function finish(engine: MarkerMapEngine): void {
      window.clearTimeout(timer);
      if (engine === 'offline') script.remove();
      resolve(engine);
    }
    // Google calls the callback when the API is usable, which `onload` alone does not promise.
    win[CALLBACK] = () => finish(win.google?.maps ? 'google' : 'offline');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&loading=async&callback=${CALLBACK}`;
    script.async = true;
    script.onerror = () => finish('offline');
    document.head.appendChild(script);
  });
}
