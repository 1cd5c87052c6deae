import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';
import { invitees } from './invitees';
import { messages } from './messages';
import { organisers } from './organisers';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    // From the browser; unique so a retried attempt returns the first outcome (DESIGN §5).
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // contribution | paid_group_card | pack | bulk_upload | any_card
    kind: text('kind').notNull(),
    collectionId: integer('collection_id').references(() => collections.id),
    organiserId: integer('organiser_id').references(() => organisers.id),
    inviteeId: integer('invitee_id').references(() => invitees.id),
    messageId: integer('message_id').references(() => messages.id),
    // SPEC §9 provider ids (1 checkout, 2 Stripe, 3 PayPal) and payment method ids.
    provider: integer('provider').notNull(),
    paymentMethod: integer('payment_method').notNull(),
    // created → requires_action → succeeded | failed, plus refunded.
    status: text('status').notNull().default('created'),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    // The charity's share of netCents (collection's charityPercentage, half-up), fixed when the attempt is made.
    charityCents: integer('charity_cents').notNull().default(0),
    contributions: integer('contributions').notNull().default(1),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    collectionAnswer: text('collection_answer'),
    invoiceNumber: text('invoice_number'),
    providerReference: text('provider_reference'),
    threeDsRedirectUrl: text('three_ds_redirect_url'),
    failureReason: text('failure_reason'),
    providerResponse: jsonb('provider_response'),
    // Organiser purchases (decision 071): what was bought, so the settle applies its effect.
    planId: integer('plan_id'),
    packId: integer('pack_id'),
    bulkUploadId: integer('bulk_upload_id'),
    promoCodeId: integer('promo_code_id'),
    // The gift card (any card) part of a paid group card payment, in cents (part of netCents).
    anyCardCents: integer('any_card_cents').notNull().default(0),
    // An organiser purchase that succeeded after the same thing was already paid (two tabs, a late
    // 3-D Secure): its money goes back (decision 085). Set in the settle transaction; the row then
    // moves to refunded once the provider confirms.
    refundDue: boolean('refund_due').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('payments_collection_idx').on(t.collectionId),
    index('payments_status_idx').on(t.status),
    // The organiser's contributions list, newest first a page at a time (migration 0018).
    index('payments_collection_created_idx').on(t.collectionId, t.createdAt, t.id),
  ],
);
