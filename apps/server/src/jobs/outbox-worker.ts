import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailRetry,
  markEmailSent,
} from '../db/repositories/email-outbox-repository';
import type { MailTransport } from '../mail/transport';
import { renderTemplate } from '../mail/templates';

export type OutboxWorkerOptions = {
  from: string;
  batchSize?: number;
  /** Sends tried per mail before it is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles each time, capped at an hour. */
  retryBaseMs?: number;
  /** How long a claimed mail is reserved for the worker that took it. */
  leaseMs?: number;
};

/** Sends due outbox mail; a failed send is retried later with backoff, so no receipt is lost. */
export class OutboxWorker {
  constructor(
    private readonly db: AppDatabase,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
  ) {}

  async runOnce(): Promise<{ sent: number; retried: number; failed: number }> {
    const result = { sent: 0, retried: 0, failed: 0 };
    const rows = await claimDueEmails(this.db, this.options.batchSize ?? 20, this.options.leaseMs ?? 60_000);
    for (const row of rows) {
      try {
        const { text, html } = renderTemplate(row.template, row.payload);
        await this.transport.send({
          to: row.toAddress,
          from: this.options.from,
          subject: row.subject,
          text,
          html,
        });
        await markEmailSent(this.db, row.id);
        result.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (row.attempts >= (this.options.maxAttempts ?? 10)) {
          await markEmailFailed(this.db, row.id, message);
          result.failed += 1;
          this.log.error({ mail: row.id, err: error }, 'mail given up after its retries');
        } else {
          const delay = Math.min(3_600_000, (this.options.retryBaseMs ?? 30_000) * 2 ** (row.attempts - 1));
          await markEmailRetry(this.db, row.id, message, new Date(Date.now() + delay));
          result.retried += 1;
          this.log.warn({ mail: row.id, attempts: row.attempts }, 'mail send failed; will retry');
        }
      }
    }
    return result;
  }
}
