/** How long and how many: what a client may hold of the server's connections. */
export type ConnectionOptions = {
  /** How long a client may take to send a whole request, body included (30), and its headers (15); then 408. */
  readonly requestTimeoutSeconds?: number;
  readonly headersTimeoutSeconds?: number;
  /** Open connections at most (1024); a connection beyond them is closed as it opens. */
  readonly maxConnections?: number;
};

/**
 * An idle keep-alive connection is closed after 5 s (fastify's default kept one 72 s): long
 * enough for the app's next call on the same connection, short enough that idle clients do not
 * hold the server's sockets (issue 37).
 */
export const KEEP_ALIVE_SECONDS = 5;

export const DEFAULT_MAX_CONNECTIONS = 1024;

/**
 * A client that trickles its request must not hold a connection for as long as it likes. The
 * bodies are at most 16 KiB, which even a poor mobile connection sends in a few seconds. Node
 * looks for late requests every `connectionsCheckingInterval`: once a second (at most a quarter
 * of the headers' timeout), so a late request is cut off within a second of its timeout.
 */
export function connectionOptions(options: ConnectionOptions) {
  const requestMs = (options.requestTimeoutSeconds ?? 30) * 1000;
  const headersMs = Math.min(requestMs, (options.headersTimeoutSeconds ?? 15) * 1000);
  const checkEveryMs = Math.max(100, Math.min(1000, Math.floor(headersMs / 4)));
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000,
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: checkEveryMs },
  };
}
