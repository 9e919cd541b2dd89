import type { Readable } from 'node:stream';

/**
 * Keeps an error the stream emits before it is piped from going unhandled (an 'error' event without a listener
 * crashes the process): a put opens its temp file first, and a client may fail its upload meanwhile. The pipeline
 * attached afterwards still rejects with that error, since a destroyed stream keeps it. Call the returned function
 * once the pipeline has settled.
 */
export function holdEarlyError(stream: Readable): () => void {
  const hold = (): void => undefined;
  stream.on('error', hold);
  return () => stream.off('error', hold);
}
