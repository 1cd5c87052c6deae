import { collectionTimeZone, formatMoney, marketFromCountryCode } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { findCollectionForRedemption, type RedemptionRow } from '../../db/repositories/redemptions-repository';
import { organisers } from '../../db/schema/organisers';
import type { Tx } from '../../db/transaction';
import { PAYOUT_MAIL_TEMPLATES, type PayoutMailPayload } from '../../mail/mails/payout-mails';

export type PayoutMailKind = keyof typeof PAYOUT_MAIL_TEMPLATES;

const SUBJECT: Record<PayoutMailKind, (amount: string, title: string) => string> = {
  sent: (amount, title) => `Your payout of ${amount} from "${title}" is on its way`,
  paid: (amount, title) => `Your payout of ${amount} from "${title}" has arrived`,
  failed: (amount) => `Your payout of ${amount} could not be made`,
  returned: (amount) => `Your bank sent back the payout of ${amount}`,
};

/**
 * The organiser's mail about their own withdrawal (issue 33), queued in the transaction that changes
 * its state: it commits with the change or not at all, and its dedupe key (`payout-<kind>:<guid>`)
 * makes a second settle of the same change mail nothing. Gift cards and the recipient's own
 * redemptions have mails of their own.
 */
export async function queuePayoutMail(tx: Tx, row: RedemptionRow, kind: PayoutMailKind, reason?: string): Promise<void> {
  if (row.method === 'gift_card' || row.redeemer !== 'organiser') return;
  const collection = await findCollectionForRedemption(tx, row.collectionId);
  if (!collection?.organiserId) return;
  const [organiser] = await tx.select({ email: organisers.email }).from(organisers).where(eq(organisers.id, collection.organiserId));
  if (!organiser) return;
  const market = marketFromCountryCode(collection.market);
  const payload: PayoutMailPayload = {
    collectionTitle: collection.title,
    collectionGuid: collection.guid,
    market,
    amountCents: row.amountCents - row.feeCents,
    currency: row.currency,
    destination: row.destinationLabel,
    at: new Date().toISOString(),
    timeZone: collectionTimeZone(collection),
    ...(reason ? { reason } : {}),
    redemptionGuid: row.guid,
  };
  await enqueueEmails(tx, [
    {
      dedupeKey: `payout-${kind}:${row.guid}`,
      toAddress: organiser.email,
      template: PAYOUT_MAIL_TEMPLATES[kind],
      subject: SUBJECT[kind](formatMoney(payload.amountCents, market), collection.title),
      payload,
    },
  ]);
}
