/*
 * Errors that say the connection to PostgreSQL went away or could not be made, as opposed to errors
 * about the statement: the server was shut down or restarted (57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now), the link failed (class 08), too many connections (53300),
 * or the socket closed under the driver. Such an error is not the request's fault and not a bug:
 * the caller may try again shortly (decision 133).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) is a lost connection. */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
