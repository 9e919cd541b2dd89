import { useSyncExternalStore } from 'react';

/** Spec part 1 §9: the minimum desktop width. */
export const MIN_DESKTOP_WIDTH = 992;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the window is narrower than 992 px; re-evaluated on every resize. */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MIN_DESKTOP_WIDTH,
    () => false,
  );
}
