import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { messages } from '../schema/messages';
import { enqueueEmails } from './email-outbox-repository';
import type { Tx } from '../transaction';
import { markInviteeContributed } from './invitees-repository';

export type StoredMessageRow = typeof messages.$inferSelect;

export type NewMessage = {
  groupCardId: number;
  collectionId: number;
  name: string;
  email: string;
  comment: string;
  imageUrl: string;
  imageUsed: boolean;
  textUsed: boolean;
  width: number | null;
  height: number | null;
  editTokenHash: string;
  /** The invitee whose invitation link the signer followed, already checked to be of this collection. */
  inviteeId?: number | null;
  collectionAnswer?: string | null;
  /** Off the card until the payment it came with succeeds (decision 102). */
  awaitingPayment?: boolean;
};

/**
 * Adds a message at the end of the card. Display order is the next number on this card. A message
 * that came through an invitation marks its invitee contributed in the same transaction (decision 067).
 */
export async function insertMessage(db: AppDatabase, input: NewMessage & { guid: string }): Promise<StoredMessageRow> {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${messages.displaySeq}), 0) + 1` })
      .from(messages)
      .where(eq(messages.groupCardId, input.groupCardId));
    const [row] = await tx
      .insert(messages)
      .values({ ...input, displaySeq: Number(next), sequence: Number(next) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (row.inviteeId !== null) await markInviteeContributed(tx, row.inviteeId);
    return row;
  });
}

/** The message with its token hash, for the edit checks; never handed to a response as it is. */
export async function findMessageById(db: AppDatabase, id: number): Promise<StoredMessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ?? null;
}

export async function updateMessage(
  db: AppDatabase,
  id: number,
  patch: Pick<NewMessage, 'name' | 'comment' | 'imageUrl' | 'imageUsed' | 'textUsed' | 'width' | 'height' | 'collectionAnswer'> & {
    email?: string;
    awaitingPayment?: boolean;
  },
): Promise<StoredMessageRow> {
  const [row] = await db
    .update(messages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/**
 * Puts a message that waited for its payment on the card. Runs in the settle's transaction, so the
 * message shows exactly when the money counts; a message already on the card is left as it is. It
 * goes at the end of the card, as a message written now would: readers paging through the card by
 * keyset (decision 121) are past its old place, and would never see it there.
 */
export async function publishAwaitingMessage(tx: Tx, id: number): Promise<void> {
  await tx
    .update(messages)
    .set({
      awaitingPayment: false,
      displaySeq: sql`(select coalesce(max(m.display_seq), 0) + 1 from messages m where m.group_card_id = ${messages.groupCardId})`,
      updatedAt: new Date(),
    })
    .where(and(eq(messages.id, id), eq(messages.awaitingPayment, true)));
}

/** Queues the signer's receipt in the outbox and records it on the message, in one transaction. */
export async function queueSignCardReceipt(
  db: AppDatabase,
  input: { messageId: number; email: string; subject: string; payload: Record<string, unknown> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueEmails(tx, [
      { dedupeKey: null, toAddress: input.email, template: 'sign-card-receipt', subject: input.subject, payload: input.payload },
    ]);
    await tx
      .update(messages)
      .set({ email: input.email, receiptSent: true, updatedAt: new Date() })
      .where(and(eq(messages.id, input.messageId)));
  });
}
