import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/client';
import { markEmailsSent } from '../db/repositories/email-outbox-repository';

type Waiting = { id: number; done: () => void; failed: (error: unknown) => void };

/**
 * Records sent mail as soon as the SMTP server has accepted it, without a round trip per mail: a
 * mail's id joins the next write, and writes follow each other back to back (group commit), so a
 * crash can only repeat the mails accepted while their mark was being written, never a whole group.
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: AppDatabase,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Settles once the row is marked sent (rejects when the write failed). */
  mark(id: number): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ id, done, failed });
      if (this.writing) return;
      this.writing = true;
      // One turn of the event loop first: the other connections' acceptances read in the same turn
      // join this write instead of each taking a statement.
      setImmediate(() => void this.write());
    });
  }

  private async write(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      try {
        await markEmailsSent(
          this.db,
          group.map((w) => w.id),
        );
        // After the commit: a reader of the log (the kill -9 test) may count these as safely recorded.
        this.log.debug({ marked: group.length }, 'mail marked sent');
        for (const w of group) w.done();
      } catch (error) {
        for (const w of group) w.failed(error);
      }
    }
    this.writing = false;
  }
}
