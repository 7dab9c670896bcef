/** Socket errors of a connection that could not be made or was cut. */
const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL's own: connection exceptions (08…) and the server shutting down or starting up (57P01-57P03). */
const databaseDownStates = /^(08\d{3}|57P0[123])$/;
/** node-postgres says these in words only. */
const databaseDownMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's) means the database could not be reached
 * rather than that the query was wrong: the request is then refused with 503 SERVICE_UNAVAILABLE, and the pool,
 * which drops a broken connection, serves again once PostgreSQL is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionErrorCodes.has(code) || databaseDownStates.test(code))) return true;
    if (databaseDownMessages.test(current.message)) return true;
    const inner: unknown = current.cause;
    current = inner instanceof Error ? inner : (current as { errors?: unknown[] }).errors?.[0];
  }
  return false;
}
