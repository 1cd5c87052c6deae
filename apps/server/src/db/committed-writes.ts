import type pg from 'pg';

type Result = { command?: string; rowCount?: number | null };
type Callback = (error: Error | null, result: unknown) => void;

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
// ROLLBACK TO SAVEPOINT stays inside the transaction; a plain ROLLBACK (or ABORT) ends it.
const ROLLBACK = /^\s*(rollback|abort)\b(?!\s+to\b)/i;
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : typeof query === 'object' && query ? String((query as { text?: string }).text ?? '') : '';

/** Whether a statement's result says it changed rows (a multi-statement text answers one result each). */
function changedRows(result: unknown): boolean {
  const results = (Array.isArray(result) ? result : [result]) as Result[];
  return results.some((r) => r && WRITES.has(r.command ?? '') && (r.rowCount ?? 1) > 0);
}

/**
 * Calls `onCommitted` when a write sent on this client has committed: at once for a statement outside
 * a transaction, at COMMIT for one inside. A write that changed no rows (a poll that claimed nothing)
 * does not count, nor does a rolled-back transaction. The read cache (decision 171) drops the heads it
 * trusted then, so this server reads its own writes at once, before the change's notice comes back.
 */
export function watchCommittedWrites(client: pg.PoolClient, onCommitted: () => void): void {
  let inTransaction = false;
  let dirty = false;
  const seen = (text: string, result: unknown) => {
    if (BEGIN.test(text)) {
      inTransaction = true;
      dirty = false;
    } else if (COMMIT.test(text)) {
      if (dirty) onCommitted();
      inTransaction = false;
      dirty = false;
    } else if (ROLLBACK.test(text)) {
      inTransaction = false;
      dirty = false;
    } else if (changedRows(result)) {
      if (inTransaction) dirty = true;
      else onCommitted();
    }
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      // The callback form, which the pool's own query() uses.
      const callback = args[at] as Callback;
      args[at] = (error: Error | null, result: unknown) => {
        if (!error) seen(text, result);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function') {
      return (answer as Promise<unknown>).then((result) => {
        seen(text, result);
        return result;
      });
    }
    // A submittable (a cursor, a stream): only reads are sent that way.
    return answer;
  };
}
