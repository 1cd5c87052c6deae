import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { pageOf } from '../keyset-cursor';
import { timeKeyOf } from '../keyset-time';
import { invitees } from '../schema/invitees';
import { enqueueEmails, type OutboxInsert } from './email-outbox-repository';

export type InviteeRow = typeof invitees.$inferSelect;

/** Invitees who have answered are never reminded. */
export const REMINDABLE_STATUSES = ['sent', 'opened'];
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A reminder never follows its invitation within a day: the invitation has just arrived (decision 140). */
export const FIRST_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Who may be reminded now (the database's clock): not answered, invited at least 24 h ago, and no
 * reminder in the last 24 h.
 */
const remindableNow = () =>
  and(
    inArray(invitees.status, REMINDABLE_STATUSES),
    lt(invitees.createdAt, sql`now() - make_interval(secs => ${FIRST_REMINDER_AFTER_MS / 1000})`),
    or(
      isNull(invitees.lastRemindedAt),
      lt(invitees.lastRemindedAt, sql`now() - make_interval(secs => ${REMINDER_INTERVAL_MS / 1000})`),
    ),
  );

/**
 * Oldest invitation first, on (created_at, id): one range of invitees_collection_created_idx
 * (migration 0018). Invitees added while the organiser scrolls come after every key shown, so they
 * appear once, on the last page.
 */
export async function listInviteesPage(
  db: AppDatabase,
  collectionId: number,
  page: { after: readonly [string, number] | null; limit: number },
) {
  const rows = await db
    .select({ invitee: invitees, sortKey: timeKeyOf(invitees.createdAt) })
    .from(invitees)
    .where(
      and(
        eq(invitees.collectionId, collectionId),
        page.after
          ? sql`(${invitees.createdAt}, ${invitees.id}) > (${page.after[0]}::timestamptz, ${page.after[1]}::integer)`
          : undefined,
      ),
    )
    .orderBy(asc(invitees.createdAt), asc(invitees.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit, (row) => [row.sortKey, row.invitee.id]);
  return { items: items.map((row) => row.invitee), nextCursor };
}

/** Counts over the whole list, whatever page is shown: what "Remind all" would reach. */
export async function summariseInvitees(db: AppDatabase, collectionId: number) {
  const [row] = await db
    .select({ total: count(), remindable: sql<number>`count(*) filter (where ${remindableNow()})`.mapWith(Number) })
    .from(invitees)
    .where(eq(invitees.collectionId, collectionId));
  return { total: row?.total ?? 0, remindable: row?.remindable ?? 0 };
}

/**
 * Adds the addresses not yet invited to this collection and queues one invitation each, in one
 * transaction. The (collection, email) unique index decides what is new, so two clicks at once
 * still invite each address once; the outbox key `invitation:<invitee>` makes the mail once too.
 */
export async function addInviteesWithInvitations(
  db: AppDatabase,
  collectionId: number,
  emails: readonly string[],
  mailFor: (invitee: InviteeRow) => Omit<OutboxInsert, 'dedupeKey' | 'toAddress'>,
): Promise<InviteeRow[]> {
  if (emails.length === 0) return [];
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(invitees)
      .values(emails.map((email) => ({ guid: randomUUID(), collectionId, email })))
      .onConflictDoNothing({ target: [invitees.collectionId, invitees.email] })
      .returning();
    await enqueueEmails(
      tx,
      added.map((invitee) => ({
        ...mailFor(invitee),
        dedupeKey: `invitation:${invitee.guid}`,
        toAddress: invitee.email,
      })),
    );
    return added;
  });
}

/**
 * Claims the invitees who may be reminded now (not answered, invited over a day ago, no reminder in
 * the last 24 h) by
 * stamping their reminder time in the same UPDATE that selects them, and queues their reminders
 * in that transaction: a double click or two organisers' tabs cannot send a second reminder.
 */
export async function claimAndQueueReminders(
  db: AppDatabase,
  collectionId: number,
  inviteeGuids: readonly string[] | undefined,
  mailFor: (invitee: InviteeRow) => Omit<OutboxInsert, 'dedupeKey' | 'toAddress'>,
): Promise<InviteeRow[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(invitees)
      .set({
        lastRemindedAt: sql`now()`,
        reminderCount: sql`${invitees.reminderCount} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(invitees.collectionId, collectionId),
          remindableNow(),
          inviteeGuids ? inArray(invitees.guid, [...inviteeGuids]) : undefined,
        ),
      )
      .returning();
    await enqueueEmails(
      tx,
      claimed.map((invitee) => ({
        ...mailFor(invitee),
        dedupeKey: `reminder:${invitee.guid}:${invitee.reminderCount}`,
        toAddress: invitee.email,
      })),
    );
    return claimed;
  });
}
