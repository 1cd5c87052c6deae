import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { pageOf } from '../keyset-cursor';
import { timeKeyOf } from '../keyset-time';
import { inviteeReminders, invitees } from '../schema/invitees';
import { collections } from '../schema/collections';
import { messages } from '../schema/messages';
import { enqueueEmails, type OutboxInsert } from './email-outbox-repository';

export type InviteeRow = typeof invitees.$inferSelect;

/** Invitees who have answered are never reminded. */
export const REMINDABLE_STATUSES = ['sent', 'opened'];
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A reminder never follows its invitation within a day: the invitation has just arrived (decision 140). */
export const FIRST_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Who may be reminded at `now` (decisions 140 and 160): not answered (neither contributed, nor said no
 * thanks, nor signed the card), not unsubscribed, invited at least 24 h ago, and no reminder in the
 * last 24 h. `now` is the caller's clock, so tests move it instead of waiting.
 */
export const remindableAt = (now: Date) =>
  and(
    inArray(invitees.status, REMINDABLE_STATUSES),
    isNull(invitees.unsubscribedAt),
    lte(invitees.createdAt, new Date(now.getTime() - FIRST_REMINDER_AFTER_MS)),
    or(isNull(invitees.lastRemindedAt), lte(invitees.lastRemindedAt, new Date(now.getTime() - REMINDER_INTERVAL_MS))),
    // Signing the card is an answer too: a message carrying this invitee, on the card (not awaiting a payment).
    notExists(
      sql`(select 1 from ${messages} where ${messages.inviteeId} = ${invitees.id} and ${messages.deletedAt} is null and not ${messages.awaitingPayment})`,
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
export async function summariseInvitees(db: AppDatabase, collectionId: number, now: Date) {
  const [row] = await db
    .select({ total: count(), remindable: sql<number>`count(*) filter (where ${remindableAt(now)})`.mapWith(Number) })
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
  mailFor: MailFor,
  now: Date,
): Promise<InviteeRow[]> {
  return db.transaction(async (tx) =>
    stampAndQueue(
      tx,
      and(
        eq(invitees.collectionId, collectionId),
        inviteeGuids ? inArray(invitees.guid, [...inviteeGuids]) : undefined,
      ),
      mailFor,
      now,
    ),
  );
}

type MailFor = (invitee: InviteeRow) => Omit<OutboxInsert, 'dedupeKey' | 'toAddress'>;
type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * Stamps the reminder time on the invitees `which` picks that may be reminded at `now`, in the
 * UPDATE that selects them (PostgreSQL re-checks the rule on each row it had to wait for, so a
 * concurrent reminder makes the row drop out), and queues one reminder each.
 */
async function stampAndQueue(tx: Tx, which: ReturnType<typeof and>, mailFor: MailFor, now: Date): Promise<InviteeRow[]> {
  const claimed = await tx
    .update(invitees)
    .set({ lastRemindedAt: now, reminderCount: sql`${invitees.reminderCount} + 1`, updatedAt: sql`now()` })
    .where(and(which, remindableAt(now)))
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
}

/**
 * The scheduled reminder of one slot (decision 160) for a collection's invitees who may be reminded
 * at `now`. The unique (invitee, slot) row is the claim: two servers running the pass at once both
 * try to insert it and only one succeeds, so each invitee gets a slot's reminder once.
 */
export async function claimScheduledReminders(
  db: AppDatabase,
  collectionId: number,
  slot: string,
  mailFor: MailFor,
  now: Date,
): Promise<InviteeRow[]> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: invitees.id })
      .from(invitees)
      .where(and(eq(invitees.collectionId, collectionId), remindableAt(now)));
    if (candidates.length === 0) return [];
    const slotted = await tx
      .insert(inviteeReminders)
      .values(candidates.map((c) => ({ inviteeId: c.id, slot, createdAt: now })))
      .onConflictDoNothing({ target: [inviteeReminders.inviteeId, inviteeReminders.slot] })
      .returning({ inviteeId: inviteeReminders.inviteeId });
    if (slotted.length === 0) return [];
    return stampAndQueue(tx, inArray(invitees.id, slotted.map((r) => r.inviteeId)), mailFor, now);
  });
}

/** One-click unsubscribe (decision 161): that address hears no more about that collection. Idempotent. */
export async function unsubscribeInvitee(db: AppDatabase, guid: string): Promise<InviteeRow | null> {
  const [row] = await db
    .update(invitees)
    .set({ unsubscribedAt: sql`coalesce(${invitees.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(invitees.guid, guid))
    .returning();
  return row ?? null;
}

/** The organiser's automatic reminders (decision 160): days before the close, latest first; empty: off. */
export async function setReminderSchedule(db: AppDatabase, collectionId: number, daysBefore: readonly number[]): Promise<number[]> {
  const sorted = [...new Set(daysBefore)].sort((a, b) => b - a);
  await db.update(collections).set({ reminderDaysBefore: sorted, updatedAt: sql`now()` }).where(eq(collections.id, collectionId));
  return sorted;
}
