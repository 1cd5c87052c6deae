import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';
import { payments } from './payments';

/**
 * Contributors' disputes of payments: chargebacks (migration 0023, decision 136). One row per provider
 * dispute, whatever order its events came in; `status` only moves open → won | lost. The ledger entries
 * it books carry its id (unique per dispute, kind and cause), so each step is booked once.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // provider_webhook_events.provider: 0 sandbox, 1 Checkout.com, 2 Stripe, 3 PayPal
    provider: integer('provider').notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    // open → won | lost
    status: text('status').notNull().default('open'),
    // What the contributor disputed, as the provider reported it when the dispute was first seen.
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    reason: text('reason'),
    // The collection's part of it: at most what the contribution brought into the balance (net − charity).
    shareCents: integer('share_cents').notNull(),
    // Taken out of the balance while open (at most the balance then).
    heldCents: integer('held_cents').notNull().default(0),
    // Lost after the money was paid out: covered by the platform, owed by the organiser.
    receivableCents: integer('receivable_cents').notNull().default(0),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('disputes_provider_dispute_unique').on(t.provider, t.providerDisputeId),
    index('disputes_open_idx').on(t.collectionId).where(sql`${t.status} = 'open'`),
    index('disputes_collection_idx').on(t.collectionId, t.id),
    check(
      'disputes_figures',
      sql`${t.status} in ('open', 'won', 'lost') and ${t.amountCents} >= 0 and ${t.feeCents} >= 0 and ${t.shareCents} >= 0 and ${t.heldCents} >= 0 and ${t.receivableCents} >= 0`,
    ),
  ],
);
