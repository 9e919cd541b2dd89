import { useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location';

/** How the current history entry was reached (the names React Router gave them): ScrollRestoration reads it. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What each entry the app creates holds: a key of its own (scroll positions are remembered by it) and the state. */
interface HistoryEntry {
  key: string;
  state: unknown;
}

let lastNavigation: NavigationType = 'POP';
let entries = 0;

// Back, Forward and a typed address all come here; the app's own navigations come through navigateInHistory.
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (lastNavigation = 'POP'));

function entry(): Partial<HistoryEntry> | null {
  const current: unknown = window.history.state;
  return current && typeof current === 'object' ? (current as Partial<HistoryEntry>) : null;
}

/** wouter's browser navigation, with each new entry stamped with its own key and the navigation's type noted. */
export function navigateInHistory(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  lastNavigation = options.replace ? 'REPLACE' : 'PUSH';
  entries += 1;
  const stamped: HistoryEntry = { key: `${Date.now().toString(36)}-${entries}`, state: options.state ?? null };
  if (options.replace) window.history.replaceState(stamped, '', to);
  else window.history.pushState(stamped, '', to);
}

/** The location hook of the app's router (wouter's `Router hook`): the browser's path, navigateInHistory. */
export function useBrowserHistoryLocation(): [string, typeof navigateInHistory] {
  const [path] = useBrowserLocation();
  return [path, navigateInHistory];
}

const entryKey = (): string => entry()?.key ?? 'default';

/** The current history entry's key and how it was reached; renders again on every navigation. */
export function useHistoryEntry(): { key: string; type: NavigationType } {
  const key = useLocationProperty(entryKey, entryKey);
  return { key, type: lastNavigation };
}

/** The state the navigation to the current entry passed (`navigate(to, { state })`), or null. */
export function useHistoryState(): unknown {
  // Subscribed by the entry's key (a snapshot must be a primitive); each entry keeps its state.
  useLocationProperty(entryKey, entryKey);
  return entry()?.state ?? null;
}
