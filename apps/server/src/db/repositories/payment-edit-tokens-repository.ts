import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { messages } from '../schema/messages';
import { paymentEditTokens } from '../schema/payment-edit-tokens';
import type { Tx } from '../transaction';

/** The stored hash of a message's edit token, only if the message is on that collection. */
export async function findMessageTokenHash(db: AppDatabase, messageId: number, collectionId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: messages.editTokenHash })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.collectionId, collectionId)))
    .limit(1);
  return row?.hash ?? null;
}

/** Keeps the first sealed token of an attempt; a retried request with the same key changes nothing. */
export async function stashSealedEditToken(db: AppDatabase, values: { idempotencyKey: string; messageId: number; sealed: string }) {
  await db.insert(paymentEditTokens).values(values).onConflictDoNothing({ target: paymentEditTokens.idempotencyKey });
}

/** Reads and deletes the attempt's sealed token inside the settling transaction. */
export async function takeSealedEditToken(tx: Tx, idempotencyKey: string, messageId: number): Promise<string | null> {
  const [row] = await tx
    .delete(paymentEditTokens)
    .where(and(eq(paymentEditTokens.idempotencyKey, idempotencyKey), eq(paymentEditTokens.messageId, messageId)))
    .returning({ sealed: paymentEditTokens.sealed });
  return row?.sealed ?? null;
}
