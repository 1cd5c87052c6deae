import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChosenBrand } from '@groupgift/domain';
import { timestamps } from './columns';
import { collections } from './collections';
import { disputes } from './disputes';
import { payments } from './payments';

/**
 * Money out (issue 15, migration 0014). A redemption takes money from a collection's balance once: its
 * idempotency key is unique, its ledger entries are unique per (redemption, kind, cause), and the
 * balance it is held from is `collections.balance_cents` (CHECK ≥ 0) under the collection's row lock.
 * Bank numbers are never stored: only the provider's destination id and the last 4 digits.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    // The caller's Idempotency-Key; also the provider's key (and its suffixes) so a retry never pays twice.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // A hash of the request without secrets: the same key with another request is a conflict.
    requestHash: text('request_hash').notNull(),
    // organiser | recipient
    redeemer: text('redeemer').notNull(),
    // bank | paypal | gift_card
    method: text('method').notNull(),
    // processing → paid | failed; paid → returned
    status: text('status').notNull().default('processing'),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    provider: text('provider').notNull(),
    providerDestinationId: text('provider_destination_id'),
    providerPayoutId: text('provider_payout_id'),
    // The organiser's connected account the payout leaves from (decision 165), when it has one.
    connectedAccountId: text('connected_account_id'),
    destinationLabel: text('destination_label').notNull(),
    destinationLast4: text('destination_last4'),
    paypalEmail: text('paypal_email'),
    mailTo: text('mail_to'),
    // The catalogue brand a gift card was chosen in (issue 33, migration 0029), kept as it was then.
    giftCardBrand: jsonb('gift_card_brand').$type<ChosenBrand>(),
    failureReason: text('failure_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('redemptions_collection_idx').on(t.collectionId),
    index('redemptions_processing_idx').on(t.status).where(sql`${t.status} = 'processing'`),
  ],
);

/** Every movement of a collection's money, signed cents; the balance is their sum (decision 111). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    // LedgerEntryKind (packages/domain contract/money-out.ts)
    kind: text('kind').notNull(),
    // What wrote it: settle | refund | redeem | return | seed | backfill; with the payment or redemption,
    // unique, so one cause can never be booked twice.
    cause: text('cause').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    redemptionId: integer('redemption_id').references(() => redemptions.id),
    // A dispute's entries (decision 136); their payment is the dispute's, so a payment's own unique
    // index never meets them.
    disputeId: integer('dispute_id').references(() => disputes.id),
    providerReference: text('provider_reference'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_collection_idx').on(t.collectionId, t.id),
    uniqueIndex('ledger_entries_payment_once')
      .on(t.paymentId, t.kind, t.cause)
      .where(sql`${t.paymentId} IS NOT NULL`),
    uniqueIndex('ledger_entries_redemption_once')
      .on(t.redemptionId, t.kind, t.cause)
      .where(sql`${t.redemptionId} IS NOT NULL`),
    uniqueIndex('ledger_entries_dispute_once')
      .on(t.disputeId, t.kind, t.cause)
      .where(sql`${t.disputeId} IS NOT NULL`),
  ],
);

/** Who changed what about a collection's money, when, from which address (the collection's activity). */
export const moneyAudit = pgTable(
  'money_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    redemptionId: integer('redemption_id'),
    event: text('event').notNull(),
    // organiser | recipient | provider | system
    actor: text('actor').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('money_audit_collection_idx').on(t.collectionId, t.id)],
);
