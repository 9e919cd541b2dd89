/** One timer for every clock on screen: it runs while a clock listens and ticks each second (spec part 2 §4). */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/** Calls `listener` every second until the returned function is called. */
export function onClockTick(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
