/**
 * Mail outbox: how fast the real worker drains queued receipts through nodemailer to a real SMTP
 * server (the `smtp-server` package on a loopback port), and how long a password reset queued
 * behind 10,000 waiting receipts takes to reach that server (decision 096). On the embedded
 * database (PGlite) and, when a server answers, on PostgreSQL.
 *
 *   npx tsx bench/outbox.ts            (BENCH_MAILS=10000, BENCH_SMTP_CONNECTIONS=5, BENCH_PG_URL=…)
 *
 * The app runs as in production: its outbox job on, woken by the enqueue, batches back to back
 * while a backlog lasts. The SMTP server shares this process, so a separate server would see more.
 * Each phase gives up after two minutes, so the run always ends.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { enqueueEmails } from '../apps/server/src/db/repositories/email-outbox-repository';
import { loadConfig } from '../apps/server/src/plugins/config';
import { enqueueInSlices, receiptMails, resetMail } from '../apps/server/test/outbox-fixtures';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/smtp-sink';
import { withSeededPglite, withSeededPostgres } from './support/databases';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 5);
const PHASE_LIMIT_MS = 120_000;
const RESET_TO = 'waiting-organiser@example.test';

type Figures = {
  name: string;
  mailsPerSecond: number;
  drainSeconds: number;
  resetMs: number;
  receiptsFirst: number;
};

async function mailApp(handle: DatabaseHandle, sink: SmtpSink): Promise<FastifyInstance> {
  const base = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
  const mail = {
    smtpUrl: sink.url,
    from: 'GroupGift <no-reply@groupgift.test>',
    captureDir: undefined,
    workerIntervalMs: 5_000,
    smtpConnections: CONNECTIONS,
  };
  const app = await buildApp({
    config: { ...base, demoData: false, mail },
    database: handle,
    migrate: false,
    logger: false,
    payments: { jobs: false },
    mail: { jobs: true },
  });
  await app.ready();
  return app;
}

async function until(what: string, done: () => boolean): Promise<void> {
  const deadline = Date.now() + PHASE_LIMIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${PHASE_LIMIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts the app on MAILS queued receipts and times until the SMTP server has every one. */
async function drainRate(handle: DatabaseHandle): Promise<{ mailsPerSecond: number; seconds: number }> {
  await enqueueInSlices(handle.db, receiptMails(MAILS, 'drain'));
  const sink = await startSmtpSink();
  const started = performance.now();
  const app = await mailApp(handle, sink);
  try {
    await until('drain', () => sink.received.length >= MAILS);
    const seconds = (performance.now() - started) / 1000;
    return { mailsPerSecond: MAILS / seconds, seconds };
  } finally {
    await app.close();
    await sink.close();
  }
}

/** Queues a reset just after the worker starts on 10,000 receipts; times its trip to the SMTP server. */
async function resetLatency(handle: DatabaseHandle): Promise<{ ms: number; receiptsFirst: number }> {
  await enqueueInSlices(handle.db, receiptMails(10_000, 'latency'));
  const sink = await startSmtpSink();
  const app = await mailApp(handle, sink);
  try {
    const queued = performance.now();
    await enqueueEmails(handle.db, [resetMail(RESET_TO)]);
    const reset = await Promise.race([
      sink.waitFor(RESET_TO, 'Reset your password'),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('reset: not sent in time')), PHASE_LIMIT_MS).unref(),
      ),
    ]);
    return { ms: performance.now() - queued, receiptsFirst: sink.received.indexOf(reset) };
  } finally {
    await app.close();
    await sink.close();
  }
}

async function bench(name: string, handle: DatabaseHandle): Promise<Figures> {
  const drain = await drainRate(handle);
  const latency = await resetLatency(handle);
  return {
    name,
    mailsPerSecond: drain.mailsPerSecond,
    drainSeconds: drain.seconds,
    resetMs: latency.ms,
    receiptsFirst: latency.receiptsFirst,
  };
}

function report(rows: (Figures | string)[]) {
  console.log(
    `\noutbox: ${MAILS} receipts drained, then a reset behind 10,000 receipts; ${CONNECTIONS} SMTP connections, Node ${process.version}`,
  );
  for (const row of rows) {
    if (typeof row === 'string') {
      console.log(row);
      continue;
    }
    console.log(
      `${row.name.padEnd(12)} ${row.mailsPerSecond.toFixed(0).padStart(6)} mails/s (${row.drainSeconds.toFixed(1)} s)` +
        `  reset reached SMTP in ${row.resetMs.toFixed(0).padStart(5)} ms after ${row.receiptsFirst} receipts` +
        (row.resetMs < 10_000 ? '' : '  OVER the 10 s budget'),
    );
  }
}

const rows: (Figures | string)[] = [
  await withSeededPglite((handle) => bench('PGlite', handle)),
  await withSeededPostgres((handle) => bench('PostgreSQL', handle)),
];
report(rows);
