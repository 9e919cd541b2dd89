import { useSyncExternalStore } from 'react';

/** One timer for every clock on screen: it runs while a clock is mounted and ticks each second (spec part 2 §4). */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time in milliseconds, updated each second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
