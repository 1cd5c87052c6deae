import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema/email-outbox';
import { outboxMessageId } from '../mail/message-id';
import type { Config } from '../plugins/config';
import { enqueueInSlices, receiptMails } from '../../test/outbox-fixtures';
import { startSmtpSink } from '../../test/smtp-sink';
import { copyTestDatabase } from '../../test/test-database';
import { killLeftoverServers, pollUntil, reconcilingServerEnv, startChildServer } from '../../test/child-server';

/*
 * Issue 29: "after kill -9 mid-mail no mail arrives twice". A real server drains 300 queued receipts
 * through a real SMTP server; after 120 are accepted the SMTP server stops answering, so every SMTP
 * connection has a send in flight (received, never accepted), and once the accepted ones are on
 * record (the server's debug log says so) the process is SIGKILLed there. A
 * second server on the same database sends the rest once the killed one's lease runs out. Every row
 * must arrive exactly once, with its own row's Message-ID. Every wait is a poll, nothing is timed.
 */

const START_TIMEOUT_MS = 60_000;
const DRAIN_TIMEOUT_MS = 150_000;
const MAILS = 300;
const ACCEPTED_BEFORE_KILL = 120;
const CONNECTIONS = 5;
const MARK_WAIT_MS = 20_000;
const FROM = 'GroupGift <no-reply@groupgift.test>';

afterAll(() => killLeftoverServers());

/** The receipts, queued before any server starts (PGlite has one writer). */
async function queueReceipts(database: Config['database']) {
  const db = await openDatabase(database);
  try {
    await enqueueInSlices(db.db, receiptMails(MAILS, 'kill'));
  } finally {
    await db.close();
  }
}

async function outboxRows(database: Config['database']) {
  const db = await openDatabase(database);
  try {
    return await db.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, 'receipt:kill-%'));
  } finally {
    await db.close();
  }
}

describe('a server killed while sending mail', () => {
  it(
    'sends every queued mail exactly once after a restart, each with its own row’s Message-ID',
    async () => {
      const copy = await copyTestDatabase();
      const filesDir = await mkdtemp(join(tmpdir(), 'gg-outbox-kill-'));
      const sink = await startSmtpSink();
      const env = {
        ...reconcilingServerEnv(copy.database, filesDir),
        SMTP_URL: sink.url,
        MAIL_FROM: FROM,
        MAIL_SMTP_CONNECTIONS: String(CONNECTIONS),
        MAIL_WORKER_INTERVAL_MS: '500',
        // The restarted server picks up the killed one's claimed mail once this lease has run out.
        MAIL_LEASE_MS: '4000',
      };
      try {
        await queueReceipts(copy.database);
        sink.acceptLimit = ACCEPTED_BEFORE_KILL;

        const first = await startChildServer({ ...env, LOG_LEVEL: 'debug' }, { startTimeoutMs: START_TIMEOUT_MS });
        // Each connection now waits on a mail the SMTP server has not accepted: the kill lands
        // mid-batch, with every accepted mail's answer already back at the server.
        await pollUntil('every connection to have a send in flight', DRAIN_TIMEOUT_MS, () => sink.held >= CONNECTIONS);
        // The server logs each committed group of marks; once they cover every accepted mail, none of
        // them is in the instant between accept and mark that a crash may repeat (decision 135). A
        // server that marks in larger groups never gets there: it is killed after the wait instead.
        const marked = () => first.logs().reduce((sum, line) => sum + ((line as { marked?: number }).marked ?? 0), 0);
        await pollUntil('every accepted mail to be marked sent', MARK_WAIT_MS, () => marked() >= sink.received.length).catch(() => undefined);
        await first.kill();
        const ours = (to: string) => to.startsWith('receipt-kill-');
        expect(sink.received.filter((m) => ours(m.to))).toHaveLength(ACCEPTED_BEFORE_KILL);

        sink.acceptLimit = undefined;
        const second = await startChildServer(env, { startTimeoutMs: START_TIMEOUT_MS });
        try {
          await pollUntil('every row to be sent', DRAIN_TIMEOUT_MS, () => new Set(sink.received.filter((m) => ours(m.to)).map((m) => m.to)).size >= MAILS);
        } finally {
          // The graceful stop waits for the worker's batch, so nothing is still on its way when counted.
          await second.stop();
        }

        const received = sink.received.filter((m) => ours(m.to));
        const rows = await outboxRows(copy.database);
        expect(rows).toHaveLength(MAILS);
        expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
        const twice = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
        expect(twice(received.map((m) => m.to))).toEqual([]);
        expect(twice(received.map((m) => m.messageId))).toEqual([]);
        // Each mail carries the Message-ID its row gives, whichever server sent it.
        const expected = new Map(rows.map((r) => [r.toAddress, outboxMessageId(r, FROM)]));
        expect(received.filter((m) => m.messageId !== expected.get(m.to))).toEqual([]);
      } finally {
        killLeftoverServers();
        await sink.close();
        await copy.drop();
        await rm(filesDir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
