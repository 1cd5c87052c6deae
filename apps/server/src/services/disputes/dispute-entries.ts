import { formatMoney, type Market } from '@groupgift/domain';
import type { NewLedgerEntry } from '../../db/repositories/ledger-repository';
import type { DisputeRow } from '../../db/repositories/disputes-repository';

/**
 * The ledger entries of a dispute (decision 136), as plain values; `record-dispute.ts` books them under
 * the collection's lock. The collection's balance is what can be paid out, so a dispute's hold is an
 * entry out of it while the dispute is open:
 *
 * - opened: `dispute_hold` − (the collection's share + the provider's fee), at most the balance then;
 * - won:    `dispute_release` + the hold;
 * - lost:   `dispute_release` + the hold, `chargeback` − the share, `dispute_fee` − the fee, and
 *           `platform_receivable` + whatever the balance cannot carry because it was already paid out:
 *           the platform pays the provider and the organiser owes it, so the balance never goes below zero.
 */

export type DisputeForEntries = Pick<DisputeRow, 'id' | 'collectionId' | 'amountCents' | 'shareCents' | 'feeCents' | 'heldCents'>;

/**
 * The collection's part of a disputed amount: the provider disputes what the contributor paid, fees
 * included, but the collection only ever received the contribution's net less its charity share; the
 * rest (the fee the contributor paid, the charity's share) is the platform's to settle.
 */
export function disputeShareCents(disputedCents: number, payment: { netCents: number; charityCents: number }): number {
  return Math.max(0, Math.min(disputedCents, payment.netCents - payment.charityCents));
}

/** What an opened dispute holds: its share and fee, at most what the balance has. */
export function disputeHoldCents(shareCents: number, feeCents: number, balance: number): number {
  return Math.max(0, Math.min(shareCents + feeCents, balance));
}

type Words = { market: Market; contributor: string; providerReference: string | null };

function entry(d: DisputeForEntries, words: Words, cause: NewLedgerEntry['cause'], kind: NewLedgerEntry['kind'], amountCents: number, description: string): NewLedgerEntry {
  return { collectionId: d.collectionId, disputeId: d.id, cause, kind, amountCents, providerReference: words.providerReference, description };
}

export function openedEntries(d: DisputeForEntries, words: Words): NewLedgerEntry[] {
  const disputed = formatMoney(d.amountCents, words.market);
  return [
    entry(d, words, 'dispute_open', 'dispute_hold', -d.heldCents, `Held: ${words.contributor} disputed a payment of ${disputed}; payouts wait until it is resolved`),
  ].filter((e) => e.amountCents !== 0);
}

export function wonEntries(d: DisputeForEntries, words: Words): NewLedgerEntry[] {
  return [
    entry(d, words, 'dispute_won', 'dispute_release', d.heldCents, `Released: the dispute of ${formatMoney(d.amountCents, words.market)} was decided in the collection's favour`),
  ].filter((e) => e.amountCents !== 0);
}

/**
 * A lost dispute: the hold ends, the share and the fee go, and what the balance (with the hold back)
 * cannot carry is the platform's receivable. `balance` is the balance before these entries.
 */
export function lostEntries(d: DisputeForEntries, words: Words, balance: number): { entries: NewLedgerEntry[]; receivableCents: number } {
  const receivableCents = Math.max(0, d.shareCents + d.feeCents - (balance + d.heldCents));
  const entries = [
    entry(d, words, 'dispute_lost', 'dispute_release', d.heldCents, 'Hold ended: the dispute was decided for the contributor'),
    entry(d, words, 'dispute_lost', 'chargeback', -d.shareCents, `Returned to ${words.contributor} by their bank (dispute lost)`),
    entry(d, words, 'dispute_lost', 'dispute_fee', -d.feeCents, 'Dispute fee charged by the payment provider'),
    entry(d, words, 'dispute_lost', 'platform_receivable', receivableCents, 'Covered by GroupGift: this money had already been paid out, so the organiser owes it'),
  ].filter((e) => e.amountCents !== 0);
  return { entries, receivableCents };
}
