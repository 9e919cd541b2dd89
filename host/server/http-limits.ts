/**
 * The limits every connection lives under. One anonymous client trickling bodies must not hold sockets open for
 * minutes, so a request has 30 s to arrive whole; headers get less, since Node refuses a headers timeout above the
 * request timeout and a client that cannot send its headers in 20 s is not a client we serve.
 * The body limit (BODY_LIMIT_BYTES, create-server.ts) stays beside the app it configures.
 */
export const HTTP_LIMITS = {
  /** The whole request, headers and body, must arrive within this time, or the connection is cut (408). */
  requestTimeoutMs: 30_000,
  /** The headers must arrive within this time; Node requires it to be no higher than requestTimeoutMs. */
  headersTimeoutMs: 20_000,
  /**
   * An idle kept-alive connection is closed after this time, so idle sockets do not pile up (Node's default).
   * Behind a load balancer that reuses connections, this must exceed the balancer's idle timeout.
   */
  keepAliveTimeoutMs: 5_000,
  /** Node checks the two timeouts above at this interval (default 30 s would let a cut come up to 30 s late). */
  connectionsCheckingIntervalMs: 1_000,
  /** Node's default (16 KiB), set explicitly so it is documented and cannot drift with Node versions. */
  maxHeaderBytes: 16 * 1024,
  /**
   * Open connections from one address; more are closed as they arrive, so one client cannot take every socket.
   * A browser opens about six per origin, so this leaves room for a whole office behind one NAT. Not applied
   * behind a trusted proxy (trustProxy), whose connections all come from the balancer.
   */
  maxConnectionsPerAddress: 256,
  /** Open connections in all; Node closes the ones above it as they arrive. */
  maxConnections: 8_192,
} as const;
