import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { KeysetKey } from './keyset-cursor';

/**
 * Keyset keys on a timestamptz column. The database keeps microseconds and a JavaScript Date only
 * milliseconds, so a key read back through a Date would skip or repeat rows made in the same
 * millisecond. The key is therefore read as text with all six digits, in UTC whatever the session's
 * time zone, and compared as a timestamptz again.
 */
export function timeKeyOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INT4_MAX = 2_147_483_647;

export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX;
}

/** A key made by timeKeyOf and a row id; anything else (a hand-edited cursor) is refused. */
export function isTimeKey(key: KeysetKey): key is readonly [string, number] {
  const [time, id] = key;
  if (typeof time !== 'string' || !TIME_KEY.test(time) || !isRowId(id)) return false;
  // The pattern lets 2026-02-31 through; a real instant prints back to the same seconds.
  const parsed = new Date(time);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === time.slice(0, 19);
}

/** A key of an integer sort column (a display order) and a row id. */
export function isIntegerKey(key: KeysetKey): key is readonly [number, number] {
  const [value, id] = key;
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT4_MAX && isRowId(id);
}
