import { ACCOUNT_PATHS } from '@groupgift/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../test/organiser-session';
import { enqueueInSlices, receiptMails, resetMail } from '../../test/outbox-fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { testConfig } from '../../test/test-app';
import { copyTestDatabase, type TestDatabaseCopy } from '../../test/test-database';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { claimDueEmails, enqueueEmails, listOutbox } from '../db/repositories/email-outbox-repository';
import { emailOutbox } from '../db/schema/email-outbox';
import { outboxMessageId } from '../mail/message-id';
import { smtpTransport, type MailTransport } from '../mail/transport';
import { OutboxWorker } from './outbox-worker';

const FROM = 'GroupGift <no-reply@groupgift.test>';

let copy: TestDatabaseCopy;
let handle: DatabaseHandle;
let sink: SmtpSink;
const transports: MailTransport[] = [];

beforeAll(async () => {
  copy = await copyTestDatabase();
  handle = await openDatabase(copy.database);
});
afterAll(async () => {
  for (const t of transports) t.close?.();
  await handle?.close();
  await copy?.drop();
});
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  sink = await startSmtpSink();
  return async () => {
    await sink.close();
  };
});

// Fastify's own logger, switched off: the worker logs retries, which these tests provoke on purpose.
const log = Fastify({ logger: false }).log;

function worker(
  db = handle.db,
  options: Partial<ConstructorParameters<typeof OutboxWorker>[3]> = {},
  connections?: number,
) {
  const transport = smtpTransport(sink.url, connections);
  transports.push(transport);
  return new OutboxWorker(db, transport, log, { from: FROM, publicUrl: 'http://localhost:3000', ...options });
}

/** The app with its outbox job on, sending to the sink; the interval is long, so only wake-ups drive it. */
async function appWithMailJob(): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({
      mail: { smtpUrl: sink.url, from: FROM, captureDir: undefined, workerIntervalMs: 600_000 },
    }),
    database: handle,
    migrate: false,
    logger: false,
    payments: { jobs: false },
    mail: { jobs: true },
  });
  await app.ready();
  return app;
}

describe('the outbox worker sending through a real SMTP server', () => {
  it(
    'sends a password reset before the 10,000 receipts queued ahead of it are drained',
    { timeout: 180_000 },
    async () => {
      const app = await appWithMailJob();
      try {
        // Signed up first: on a slow machine a sign-up could otherwise outlast the whole drain.
        const { organiser } = await signUpOrganiser(app);
        await enqueueInSlices(handle.db, receiptMails(10_000));
        const res = await app.inject({
          method: 'POST',
          url: ACCOUNT_PATHS.requestPasswordReset,
          payload: { email: organiser.email },
        });
        expect(res.statusCode).toBe(202);
        const reset = await sink.waitFor(organiser.email, 'Reset your password');
        const receiptsBefore = sink.received
          .slice(0, sink.received.indexOf(reset))
          .filter((m) => m.to.startsWith('receipt-'));
        expect(receiptsBefore.length).toBeLessThan(10_000);
      } finally {
        await app.close();
      }
      const left = (await listOutbox(handle.db)).filter(
        (m) => m.template === 'contribution-receipt' && m.status === 'pending',
      );
      expect(left.length).toBeGreaterThan(0);
    },
  );

  it('sends a reset queued while the worker is idle without waiting for the interval', async () => {
    const app = await appWithMailJob();
    try {
      const { organiser } = await signUpOrganiser(app);
      await app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.requestPasswordReset,
        payload: { email: organiser.email },
      });
      // The interval is ten minutes: only the enqueue's wake-up can deliver it within the test's time.
      await expect(sink.waitFor(organiser.email, 'Reset your password')).resolves.toMatchObject({
        to: organiser.email,
      });
    } finally {
      await app.close();
    }
  });

  it('keeps mail the SMTP server refuses, retries it with doubling backoff and sends it once accepted', async () => {
    await enqueueEmails(handle.db, [resetMail('retry@example.test')]);
    const w = worker(handle.db, { retryBaseMs: 30_000 });
    sink.refuse = true;

    expect(await w.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await listOutbox(handle.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    const firstDelay = +row!.nextAttemptAt - Date.now();
    expect(firstDelay).toBeGreaterThan(20_000);
    expect(firstDelay).toBeLessThanOrEqual(30_000);
    // Not due yet: the next run leaves it alone.
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    await handle.db.update(emailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await w.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    [row] = await listOutbox(handle.db);
    const secondDelay = +row!.nextAttemptAt - Date.now();
    expect(secondDelay).toBeGreaterThan(50_000);
    expect(secondDelay).toBeLessThanOrEqual(60_000);

    sink.refuse = false;
    await handle.db.update(emailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    [row] = await listOutbox(handle.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sink.received.map((m) => m.to)).toEqual(['retry@example.test']);
  });

  it('marks each mail sent as soon as it is accepted, and gives it the Message-ID of its row', async () => {
    await enqueueInSlices(handle.db, receiptMails(12, 'each'));
    // At each send on the one connection, every mail accepted before it but the newest is recorded
    // as sent (the newest one's mark may still be on its way); batches of 50 recorded none of them.
    const sentBefore: number[] = [];
    const real = smtpTransport(sink.url, 1);
    transports.push(real);
    const watching: MailTransport = {
      send: async (mail) => {
        sentBefore.push((await listOutbox(handle.db)).filter((m) => m.status === 'sent').length);
        await real.send(mail);
      },
    };
    const w = new OutboxWorker(handle.db, watching, log, { from: FROM, publicUrl: 'http://localhost:3000', concurrency: 1 });
    expect(await w.runOnce()).toMatchObject({ claimed: 12, sent: 12 });
    expect(sentBefore.filter((marked, i) => marked < i - 1)).toEqual([]);
    expect((await listOutbox(handle.db)).every((m) => m.status === 'sent')).toBe(true);
    const rows = await listOutbox(handle.db);
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => outboxMessageId(r, FROM)).sort());
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(12);
    expect(outboxMessageId(rows[0]!, FROM)).toMatch(/^<outbox-\d+-[0-9a-z]+@groupgift\.test>$/);
  });

  it('sends a claimed batch over the connections it keeps open, not one connection per mail', async () => {
    await enqueueInSlices(handle.db, receiptMails(60, 'one-connection'));
    expect(await worker(handle.db, { concurrency: 1 }, 1).runOnce()).toMatchObject({ claimed: 60, sent: 60 });
    expect(sink.connections).toBe(1);
    await enqueueInSlices(handle.db, receiptMails(90, 'five-connections'));
    const before = sink.connections;
    expect(await worker().runOnce()).toMatchObject({ claimed: 90, sent: 90 });
    expect(sink.connections - before).toBeLessThanOrEqual(5);
    expect(sink.received).toHaveLength(150);
  });

  it('retries only the mail refused in the middle of a batch, and sends the rest once', async () => {
    await enqueueInSlices(handle.db, receiptMails(10, 'middle'));
    sink.refuseTo.add('receipt-middle-4@example.test');
    const w = worker(handle.db, { concurrency: 1, retryBaseMs: 30_000 }, 1);
    expect(await w.runOnce()).toMatchObject({ claimed: 10, sent: 9, retried: 1, failed: 0 });
    const rows = await listOutbox(handle.db);
    const pending = rows.filter((m) => m.status === 'pending');
    expect(pending.map((m) => m.toAddress)).toEqual(['receipt-middle-4@example.test']);
    expect(pending[0]?.lastError).toMatch(/451/);
    expect(rows.filter((m) => m.status === 'sent')).toHaveLength(9);

    sink.refuseTo.clear();
    await handle.db.update(emailOutbox).set({ nextAttemptAt: new Date(0) });
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    const addresses = sink.received.map((m) => m.to);
    expect(addresses).toHaveLength(10);
    expect(new Set(addresses).size).toBe(10);
    expect((await listOutbox(handle.db)).every((m) => m.status === 'sent')).toBe(true);
  });

  it('sends mail a dead server had claimed once its lease runs out, and not before', async () => {
    await enqueueInSlices(handle.db, receiptMails(3, 'orphan'));
    // A server claims the batch and dies before sending any of it (nothing is marked, nothing released).
    expect(await claimDueEmails(handle.db, 10, 1_500)).toHaveLength(3);
    const other = worker(handle.db, { leaseMs: 1_500 });
    expect((await other.runOnce()).claimed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await other.runOnce()).toMatchObject({ claimed: 3, sent: 3 });
    expect(sink.received).toHaveLength(3);
    expect((await listOutbox(handle.db)).every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true);
  });

  it('gives back claimed mail it could not start within half the lease, untried and due at once', async () => {
    await enqueueInSlices(handle.db, receiptMails(4, 'slow'));
    // A server that takes longer per mail than half the lease: only the first send may start.
    const slow: MailTransport = { send: () => new Promise((resolve) => setTimeout(resolve, 1_200)) };
    const w = new OutboxWorker(handle.db, slow, log, { from: FROM, publicUrl: 'http://localhost:3000', concurrency: 1, leaseMs: 2_000 });
    expect(await w.runOnce()).toMatchObject({ claimed: 4, sent: 1, released: 3 });
    const rows = await listOutbox(handle.db);
    const back = rows.filter((m) => m.status === 'pending');
    expect(back).toHaveLength(3);
    expect(back.every((m) => m.attempts === 0 && +m.nextAttemptAt <= Date.now() + 1_000)).toBe(true);
  });

  it(
    'sends each mail once when two workers claim from the same outbox at the same time',
    { timeout: 120_000 },
    async () => {
      await enqueueInSlices(handle.db, receiptMails(1_000, 'pair'));
      // On PostgreSQL each worker has its own pool, as two servers would; PGlite has one connection.
      const second = copy.database.kind === 'postgres' ? await openDatabase(copy.database) : handle;
      try {
        const drain = async (w: OutboxWorker) => {
          let total = 0;
          for (;;) {
            const { claimed, sent } = await w.runOnce();
            total += sent;
            if (claimed === 0) return total;
          }
        };
        const [a, b] = await Promise.all([
          drain(worker(handle.db, { batchSize: 50 })),
          drain(worker(second.db, { batchSize: 50 })),
        ]);
        // Both took part, or the test would not show anything about sharing.
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        expect(a + b).toBe(1_000);
      } finally {
        if (second !== handle) await second.close();
      }
      const addresses = sink.received.map((m) => m.to);
      expect(addresses).toHaveLength(1_000);
      expect(new Set(addresses).size).toBe(1_000);
      expect((await listOutbox(handle.db)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    },
  );
});
