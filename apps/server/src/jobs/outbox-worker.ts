import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailRetry,
  releaseEmails,
  type OutboxRow,
} from '../db/repositories/email-outbox-repository';
import { outboxMessageId } from '../mail/message-id';
import { SentMarks } from '../mail/sent-marks';
import type { MailTransport } from '../mail/transport';
import { isPermanentSmtpFailure, permanentFailureHandler } from '../mail/permanent-failure';
import { renderOutboxMail } from '../mail/render-outbox-mail';

export type OutboxWorkerOptions = {
  from: string;
  /** PUBLIC_URL: the mails' links and pictures are absolute to it. */
  publicUrl: string;
  /** Mail claimed per run. */
  batchSize?: number;
  /** Sends in flight at once; the SMTP pool opens as many connections. */
  concurrency?: number;
  /** Sends tried per mail before it is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubles each time, capped at an hour. */
  retryBaseMs?: number;
  /** How long a claimed mail is reserved for the worker that took it. */
  leaseMs?: number;
};

export type OutboxRunResult = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Claimed but not tried in time, given back to the queue. */
  released: number;
  /** A full batch went out: more is probably waiting, so run again now rather than on the interval. */
  backlog: boolean;
};

/**
 * Sends due outbox mail; a failed send is retried later with backoff, so no receipt is lost. Each
 * mail is marked sent as soon as the SMTP server accepted it (mail/sent-marks.ts) and carries a
 * Message-ID derived from its row (mail/message-id.ts), so the one mail per connection a crash can
 * repeat is recognisably the same message (decision 135).
 */
export class OutboxWorker {
  readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: AppDatabase,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.concurrency = options.concurrency ?? 5;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** One batch: claim the most urgent due mail, send it concurrently, record the outcomes. */
  async runOnce(): Promise<OutboxRunResult> {
    const claimedAt = Date.now();
    const rows = await claimDueEmails(this.db, this.batchSize, this.leaseMs);
    const result: OutboxRunResult = {
      claimed: rows.length,
      sent: 0,
      retried: 0,
      failed: 0,
      released: 0,
      backlog: false,
    };
    // Past the lease another worker may claim the same rows; a send started after half of it could
    // still be running then, so later rows go back to the queue instead.
    const startBy = claimedAt + this.leaseMs / 2;
    const released: number[] = [];
    const marks = new SentMarks(this.db, this.log);
    let markError: unknown;
    const recordSent = (id: number) =>
      marks.mark(id).catch((error: unknown) => {
        // Unmarked, the row goes out again after its lease, with the same Message-ID.
        markError ??= error;
      });

    let next = 0;
    const lane = async () => {
      let previous: Promise<void> = Promise.resolve();
      while (next < rows.length) {
        const row = rows[next] as OutboxRow;
        next += 1;
        if (Date.now() > startBy) {
          released.push(row.id);
          continue;
        }
        if (!(await this.sendOne(row, result))) continue;
        const marked = recordSent(row.id);
        // The lane's previous mail must be on record before this one's successor goes out: a crash
        // can repeat at most the two newest mails of each connection, never a group.
        await previous;
        previous = marked;
      }
      await previous;
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.concurrency, rows.length)) }, lane));
    await releaseEmails(this.db, released);
    if (markError) throw markError;
    result.released = released.length;
    result.backlog = rows.length === this.batchSize && result.sent > 0;
    return result;
  }

  /** Renders and sends one mail; false when it failed (recorded for a retry, or as failed). */
  private async sendOne(row: OutboxRow, result: OutboxRunResult): Promise<boolean> {
    try {
      const { text, html, headers } = await renderOutboxMail(row.template, row.payload, {
        publicUrl: this.options.publicUrl,
      });
      await this.transport.send({
        to: row.toAddress,
        from: this.options.from,
        subject: row.subject,
        text,
        html,
        ...(headers ? { headers } : {}),
        messageId: outboxMessageId(row, this.options.from),
      });
      result.sent += 1;
      return true;
    } catch (error) {
      // A database error here leaves the row claimed; it is tried again after the lease.
      await this.recordFailure(row, error, result).catch((dbError: unknown) =>
        this.log.error({ mail: row.id, err: dbError }, 'mail failure not recorded'),
      );
      return false;
    }
  }

  private async recordFailure(row: OutboxRow, error: unknown, result: OutboxRunResult): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (isPermanentSmtpFailure(error)) {
      // The server refused the address for good: retrying would only repeat the refusal.
      await markEmailFailed(this.db, row.id, message);
      result.failed += 1;
      this.log.warn({ mail: row.id, template: row.template }, 'mail refused permanently');
      await permanentFailureHandler(row.template)?.(this.db, row, message);
    } else if (row.attempts >= (this.options.maxAttempts ?? 10)) {
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
