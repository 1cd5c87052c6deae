/**
 * PostgreSQL's "data exception" codes that only a value from outside can cause: NUL in text (22021),
 * `\u0000` in jsonb (22P05), a number beyond its column (22003), text that is not the column's type
 * (22P02), too long for the column (22001) and an impossible date (22007, 22008).
 */
/** Logged (warn) when the database, not the contract, refused a value: a rule the contract lacks. */
export const DATABASE_REFUSAL_LOG = 'input refused by the database, not the contract';

const REFUSED_INPUT_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/**
 * The SQLSTATE of a database error that bad input caused, or undefined. Drizzle wraps the driver's
 * error (pg and PGlite alike) in `cause`, so the chain is walked a few steps.
 */
export function refusedInputCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_INPUT_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
