import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentRequest } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import {
  findMessageTokenHash,
  stashSealedEditToken,
  takeSealedEditToken,
} from '../../db/repositories/payment-edit-tokens-repository';
import type { PaymentRow } from '../../db/repositories/payments-repository';
import type { Tx } from '../../db/transaction';
import { openEditToken, sealEditToken } from './edit-token-seal';

/**
 * The payment request may carry the edit token of the message signed in this visit (decision 079).
 * It is kept, sealed, only if it is that message's token; a wrong one is ignored (the receipt then
 * links to the message without it, as before). Called before the payment starts, because the
 * receipt is queued by whichever settle succeeds: this request, a 3-D Secure return, a webhook.
 */
export async function keepEditTokenForReceipt(db: AppDatabase, body: PaymentRequest, idempotencyKey: string): Promise<void> {
  if (!body.editToken || !body.groupCardId) return;
  const hash = await findMessageTokenHash(db, body.groupCardId, body.collectionId);
  if (!hash || !sameHash(body.editToken, hash)) return;
  await stashSealedEditToken(db, { idempotencyKey, messageId: body.groupCardId, sealed: sealEditToken(body.editToken) });
}

/** The plain token for the receipt being queued in this transaction; the sealed copy is deleted. */
export async function editTokenForReceipt(tx: Tx, row: PaymentRow): Promise<string | null> {
  if (row.messageId === null) return null;
  const sealed = await takeSealedEditToken(tx, row.idempotencyKey, row.messageId);
  return sealed ? openEditToken(sealed) : null;
}

function sameHash(token: string, storedHex: string): boolean {
  const given = createHash('sha256').update(token, 'utf8').digest();
  const stored = Buffer.from(storedHex, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
