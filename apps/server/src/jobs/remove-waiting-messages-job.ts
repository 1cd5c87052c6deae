import type { FastifyInstance } from 'fastify';
import { deleteAbandonedWaitingMessages } from '../db/repositories/waiting-messages-repository';
import { startIntervalJob, type IntervalJob } from './interval-job';
import { runOnceAcrossServers } from './once-across-servers';

/** How long a message waits after its payment failed (or it was written and never paid). */
export const WAITING_MESSAGE_KEEP_MS = 24 * 60 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * One pass: deletes, a batch at a time, the messages whose payment failed or expired more than a
 * day ago (waiting-messages-repository.ts). `now` is the clock, so a test can move it.
 */
export async function removeAbandonedWaitingMessages(app: Pick<FastifyInstance, 'db'>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - WAITING_MESSAGE_KEEP_MS);
  let removed = 0;
  for (;;) {
    const batch = await deleteAbandonedWaitingMessages(app.db, cutoff);
    removed += batch;
    if (batch === 0) return removed;
  }
}

/**
 * Removes messages left waiting for a payment that will never succeed, so a contributor's words and
 * address do not stay forever for an attempt they gave up on. Hourly, once across servers.
 */
export function registerRemoveWaitingMessagesJob(app: FastifyInstance): void {
  let job: IntervalJob | undefined;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'remove-waiting-messages',
      INTERVAL_MS,
      async () => {
        const pass = await runOnceAcrossServers(app.database, 'remove-waiting-messages', () => removeAbandonedWaitingMessages(app));
        if (pass.ran && pass.result > 0) app.log.info({ removed: pass.result }, 'removed messages whose payment never succeeded');
      },
      app.log,
    );
    void job.runNow();
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
}
