import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { claimScheduledReminders } from '../db/repositories/organiser-invitees-repository';
import { collections } from '../db/schema/collections';
import type { Config } from '../plugins/config';
import { publicOrigin } from '../plugins/deployment';
import { invitationMailFor } from '../services/invitations/invitation-mail-for';
import { unsubscribeSecret } from '../services/invitations/unsubscribe-token';
import { startIntervalJob, type IntervalJob } from './interval-job';
import { runOnceAcrossServers } from './once-across-servers';

const DAY_MS = 24 * 60 * 60 * 1000;

// In-process nudge from the schedule route: a schedule turned on with a slot already due runs now,
// not at the next tick (a hint only, like mail/outbox-signal.ts).
const wakers = new Set<() => void>();
export function signalReminderScheduleChanged(): void {
  for (const wake of wakers) wake();
}
const INTERVAL_MS = 15 * 60 * 1000;
/** The earliest slot anyone can choose (REMINDER_DAY_CHOICES) plus a day: collections closing later have nothing due. */
const LOOK_AHEAD_MS = 15 * DAY_MS;

/**
 * The slot due at `now` (decision 160): the latest of the chosen days whose moment (the close minus
 * that many days) has passed. Only that one is sent, so a schedule turned on late, or a server down
 * for a while, sends one reminder now rather than every missed one. Null: nothing due yet.
 */
export function dueSlot(closeDate: Date, daysBefore: readonly number[], now: Date): string | null {
  if (closeDate.getTime() <= now.getTime()) return null;
  const due = daysBefore.filter((d) => closeDate.getTime() - d * DAY_MS <= now.getTime());
  return due.length === 0 ? null : `d${Math.min(...due)}`;
}

/**
 * One pass: for every open collection with automatic reminders whose slot is due, reminds the
 * invitees who may be reminded at `now`. Returns how many reminders were queued.
 */
export async function sendScheduledReminders(
  app: Pick<FastifyInstance, 'db'>,
  config: Config,
  now: Date = new Date(),
): Promise<number> {
  const candidates = await app.db
    .select()
    .from(collections)
    .where(
      and(
        sql`jsonb_array_length(${collections.reminderDaysBefore}) > 0`,
        eq(collections.isClosed, false),
        eq(collections.isSuspended, false),
        eq(collections.isDeleted, false),
        gt(collections.closeDate, now),
        lte(collections.closeDate, new Date(now.getTime() + LOOK_AHEAD_MS)),
      ),
    );
  const secret = unsubscribeSecret(config);
  let queued = 0;
  for (const collection of candidates) {
    const slot = dueSlot(collection.closeDate, collection.reminderDaysBefore, now);
    if (!slot) continue;
    const mailFor = await invitationMailFor(app.db, collection, { origin: publicOrigin(config), unsubscribeSecret: secret, reminder: true });
    queued += (await claimScheduledReminders(app.db, collection.id, slot, mailFor, now)).length;
  }
  return queued;
}

/** Automatic reminders every quarter of an hour, one server at a time (the unique slot rows hold anyway). */
export function registerScheduledRemindersJob(app: FastifyInstance, config: Config): void {
  let job: IntervalJob | undefined;
  const wake = () => job?.wake();
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      'scheduled-reminders',
      INTERVAL_MS,
      async () => {
        const pass = await runOnceAcrossServers(app.database, 'scheduled-reminders', () => sendScheduledReminders(app, config));
        if (pass.ran && pass.result > 0) app.log.info({ queued: pass.result }, 'queued scheduled reminders');
      },
      app.log,
    );
    wakers.add(wake);
    void job.runNow();
  });
  app.addHook('preClose', async () => {
    wakers.delete(wake);
    await job?.stop();
  });
}
