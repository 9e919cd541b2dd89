/**
 * Tells /Srmt that a request was sent, wherever its modal was opened (the page's circles or the header menu),
 * so that its list of requests shows the new one.
 */
const listeners = new Set<() => void>();

export function onRequestSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifyRequestSent(): void {
  for (const listener of listeners) listener();
}
