import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { collections } from '../schema/collections';
import { invitationStatusEvents, invitees } from '../schema/invitees';

export type InviteeWithMarket = { id: number; status: string; market: string };

export async function findInviteeWithMarket(
  db: AppDatabase,
  guid: string,
): Promise<InviteeWithMarket | null> {
  const [row] = await db
    .select({ id: invitees.id, status: invitees.status, market: collections.market })
    .from(invitees)
    .innerJoin(collections, eq(collections.id, invitees.collectionId))
    .where(eq(invitees.guid, guid))
    .limit(1);
  return row ?? null;
}

/** Keeps every report as an event; the invitee's status moves to opened only from sent. */
export async function recordInvitationOpened(db: AppDatabase, inviteeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(invitationStatusEvents).values({ inviteeId, response: 'opened' });
    await tx
      .update(invitees)
      .set({
        status: sql`case when ${invitees.status} = 'sent' then 'opened' else ${invitees.status} end`,
        openedAt: sql`coalesce(${invitees.openedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(invitees.id, inviteeId));
  });
}

export async function countInvitationEvents(db: AppDatabase, inviteeId: number): Promise<number> {
  const rows = await db
    .select({ id: invitationStatusEvents.id })
    .from(invitationStatusEvents)
    .where(eq(invitationStatusEvents.inviteeId, inviteeId));
  return rows.length;
}

/** The invitee answered "No thanks": final unless they later contribute after all. */
export async function recordInvitationNoThanks(db: AppDatabase, inviteeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(invitationStatusEvents).values({ inviteeId, response: 'nothanks' });
    await tx
      .update(invitees)
      .set({
        status: sql`case when ${invitees.status} = 'contributed' then ${invitees.status} else 'no_thanks' end`,
        respondedAt: sql`coalesce(${invitees.respondedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(invitees.id, inviteeId));
  });
}

type Writer = Pick<AppDatabase, 'insert' | 'update'>;

/** A contribution carrying this invitee succeeded; runs inside the payment's settle transaction. */
export async function markInviteeContributed(db: Writer, inviteeId: number): Promise<void> {
  await db.insert(invitationStatusEvents).values({ inviteeId, response: 'contributed' });
  await db
    .update(invitees)
    .set({ status: 'contributed', respondedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(invitees.id, inviteeId));
}
