import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { watchCommittedWrites } from './committed-writes';

/** A client whose statements answer a command and a row count from the statement's first word. */
function fakeClient(rowCounts: Record<string, number> = {}) {
  const answer = (text: string) => {
    const command = text.trim().split(/\s+/)[0]!.toUpperCase();
    return { command, rowCount: rowCounts[command] ?? 1 };
  };
  const client = {
    query: (query: unknown, ...rest: unknown[]) => {
      const text = typeof query === 'string' ? query : (query as { text: string }).text;
      const callback = rest.find((arg) => typeof arg === 'function') as ((e: null, r: unknown) => void) | undefined;
      if (callback) {
        queueMicrotask(() => callback(null, answer(text)));
        return undefined;
      }
      return Promise.resolve(answer(text));
    },
  };
  return client as unknown as pg.PoolClient;
}

describe('watchCommittedWrites', () => {
  it('announces a write outside a transaction once it has answered, and not a read', async () => {
    const client = fakeClient();
    let commits = 0;
    watchCommittedWrites(client, () => (commits += 1));
    await client.query('select 1');
    expect(commits).toBe(0);
    await client.query({ text: 'update collections set title = $1', values: ['x'] });
    expect(commits).toBe(1);
    // The pool's own query() uses the callback form.
    await new Promise((resolve) => client.query('insert into messages values (1)', [], resolve));
    expect(commits).toBe(2);
  });

  it('announces a transaction at its commit, not at its writes, and not when rolled back', async () => {
    const client = fakeClient();
    let commits = 0;
    watchCommittedWrites(client, () => (commits += 1));
    await client.query('begin');
    await client.query('update collections set title = 1');
    await client.query('savepoint s');
    await client.query('rollback to savepoint s');
    expect(commits).toBe(0);
    await client.query('commit');
    expect(commits).toBe(1);
    await client.query('begin');
    await client.query('delete from messages');
    await client.query('rollback');
    await client.query('begin');
    await client.query('select 1');
    await client.query('commit');
    expect(commits).toBe(1);
  });

  it('ignores a write that changed no rows (a poll that claimed nothing)', async () => {
    const client = fakeClient({ UPDATE: 0 });
    let commits = 0;
    watchCommittedWrites(client, () => (commits += 1));
    await client.query('update outbox set claimed_at = now() where false');
    await client.query('begin');
    await client.query('update outbox set claimed_at = now() where false');
    await client.query('commit');
    expect(commits).toBe(0);
  });
});
