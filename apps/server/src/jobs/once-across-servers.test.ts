import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { copyTestDatabase, type TestDatabaseCopy } from '../../test/test-database';
import { runOnceAcrossServers } from './once-across-servers';

/*
 * Reconciliation runs on one server at a time (decision 117). On PostgreSQL each "server" here has
 * its own pool, as separate processes would; PGlite belongs to one process and just runs the work.
 */
let copy: TestDatabaseCopy;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  copy = await copyTestDatabase();
  handles.push(await openDatabase(copy.database));
  if (copy.database.kind === 'postgres') handles.push(await openDatabase(copy.database));
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await copy.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job pass once across servers', () => {
  it('runs the work on one server when several tick at the same moment', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await pause(300);
      return 'done';
    };
    const servers = [...handles, ...handles];
    const passes = await Promise.all(
      servers.map((handle) => runOnceAcrossServers(handle, 'test-pass', work)),
    );
    if (copy.database.kind === 'pglite') {
      expect(passes.every((p) => p.ran)).toBe(true);
      return;
    }
    expect(runs).toBe(1);
    expect(passes.filter((p) => p.ran)).toEqual([{ ran: true, result: 'done' }]);
    // The lock went with the pass: the next tick runs again.
    expect(await runOnceAcrossServers(handles[1]!, 'test-pass', work)).toEqual({ ran: true, result: 'done' });
    expect(runs).toBe(2);
  });

  // Only PostgreSQL has other processes to die: PGlite's one process has no lock to hand over.
  if (process.env.TEST_DB === 'postgres') registerTakeOver();
});

function registerTakeOver() {
  it('takes over from a server that died holding the pass', async () => {
    const dying = new pg.Client({ connectionString: (copy.database as { url: string }).url });
    await dying.connect();
    dying.on('error', () => undefined);
    const { rows } = await dying.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]!.pid;
    await dying.query('begin');
    await dying.query(`select pg_advisory_xact_lock(${0x6767}, hashtext('reconcile-payments'))`);
    const work = async () => 'reconciled';
    expect(await runOnceAcrossServers(handles[0]!, 'reconcile-payments', work)).toEqual({ ran: false });
    // The process is killed: its connection drops, and PostgreSQL ends its transaction and lock.
    const admin = new pg.Client({ connectionString: (copy.database as { url: string }).url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await pause(100);
    expect(await runOnceAcrossServers(handles[1]!, 'reconcile-payments', work)).toEqual({
      ran: true,
      result: 'reconciled',
    });
  });
}
