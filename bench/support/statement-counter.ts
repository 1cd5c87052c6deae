import pg from 'pg';

export type StatementCounts = {
  /** Every statement sent, BEGIN and COMMIT included: the round trips to the server. */
  statements: number;
  /** Explicit transactions (BEGIN … COMMIT/ROLLBACK). */
  transactions: number;
  /** Statements sent outside an explicit transaction: each is a transaction of its own. */
  autocommit: number;
  /** Each statement's text (first line, trimmed), with how often it ran. */
  texts: Map<string, number>;
};

/**
 * Counts what node-postgres sends, for every pool and client in this process, from `start` until
 * `stop`: the bench divides by the payments made to print statements and transactions per payment.
 * PostgreSQL only (PGlite has no wire protocol to count).
 */
export function countStatements(): { stop: () => StatementCounts } {
  const counts: StatementCounts = { statements: 0, transactions: 0, autocommit: 0, texts: new Map() };
  const open = new WeakSet<pg.Client>();
  const original = pg.Client.prototype.query;
  const counted = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const verb = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
    counts.statements += 1;
    if (verb === 'begin') {
      counts.transactions += 1;
      open.add(this);
    } else if (verb === 'commit' || verb === 'rollback') open.delete(this);
    else if (!open.has(this)) counts.autocommit += 1;
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 110);
    counts.texts.set(key, (counts.texts.get(key) ?? 0) + 1);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counted as typeof original;
  return {
    stop: () => {
      pg.Client.prototype.query = original;
      return counts;
    },
  };
}
