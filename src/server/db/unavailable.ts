/**
 * Whether an error says the database is out of reach for now (restarting, failing over, refusing
 * connections) rather than that the request or the code is wrong: such a request is answered 503
 * with Retry-After, and the pool replaces the connections it lost by itself (decision 043).
 */

/** Seconds a client is told to wait: about what a PostgreSQL restart or failover takes. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The socket's own failures while connecting to, or talking with, the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot take the statement now: class 08 (connection exceptions),
 * 57P01 admin_shutdown (a fast stop or restart), 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections.
 */
const isUnavailableState = (code: string) => /^08\d{3}$/.test(code) || /^57P0[123]$|^53300$/.test(code);

/** pg's and pg-pool's own messages for a connection that broke or could not be had in time. */
const BROKEN_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * Whether the failure now is the first of an outage: true at most once per `windowMs` (30 s), so
 * that a restart is logged as a warning, not each request or connection it failed (the rest go to
 * the debug level).
 */
export function firstInOutage(windowMs = 30_000, now = Date.now): () => boolean {
  let warnedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - warnedAt < windowMs) return false;
    warnedAt = time;
    return true;
  };
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || isUnavailableState(code)) return true;
    // A Unix socket that is not there: the server is stopped (not a missing upload file).
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  if (BROKEN_CONNECTION.test(error.message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
