import type { AppDatabase } from '../db/client';
import { markEmailsSent } from '../db/repositories/email-outbox-repository';

type Waiting = { id: number; done: () => void; failed: (error: unknown) => void };

/**
 * Records sent mail as soon as the SMTP server has accepted it, without a round trip per mail: a
 * mail's id joins the next write, and writes follow each other back to back (group commit). A send
 * waits for its own mark before the next one starts, so a crash can only repeat the mails accepted
 * while their mark was being written — at most one per SMTP connection — never a whole group.
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: AppDatabase) {}

  /** Settles once the row is marked sent (rejects when the write failed). */
  mark(id: number): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ id, done, failed });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      try {
        await markEmailsSent(
          this.db,
          group.map((w) => w.id),
        );
        for (const w of group) w.done();
      } catch (error) {
        for (const w of group) w.failed(error);
      }
    }
    this.writing = false;
  }
}
