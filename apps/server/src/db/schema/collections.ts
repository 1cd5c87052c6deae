import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { organisers } from './organisers';
import { promoCodes } from './promo-codes';

export type FeeTableJson = Record<string, number>;

export const collections = pgTable(
  'collections',
  {
    // The numeric collectionId of the spec; the public id in URLs is `guid`.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    market: text('market').notNull().default('US'),
    // Display value of SPEC §4 setup types ("Collection", "Group Card Only", …).
    setupType: text('setup_type').notNull(),
    organiserId: integer('organiser_id').references(() => organisers.id),
    organiserName: text('organiser_name').notNull().default(''),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    occasion: text('occasion'),
    // Who the collection is for, as the organiser typed it (decision 064); null on older rows.
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    closeDate: timestamp('close_date', { withTimezone: true }).notNull(),
    // IANA zone every date about the collection is shown in (decision 144); null reads as the market's.
    timeZone: text('time_zone'),
    targetCents: integer('target_cents').notNull().default(0),
    soFarCollectedCents: integer('so_far_collected_cents').notNull().default(0),
    joinedCount: integer('joined_count').notNull().default(0),
    // Sum of the charity shares of succeeded contributions; moves with soFarCollectedCents (decision 051).
    charityShareCents: integer('charity_share_cents').notNull().default(0),
    showSoFarCollected: boolean('show_so_far_collected').notNull().default(true),
    hasExactAmount: boolean('has_exact_amount').notNull().default(false),
    exactAmountCents: integer('exact_amount_cents'),
    minimumContributionCents: integer('minimum_contribution_cents').notNull().default(100),
    // 0 means no upper limit (SPEC §9 default maxIndividualContributionLimit 0).
    maxIndividualLimitCents: integer('max_individual_limit_cents').notNull().default(0),
    zeroContributionAllowed: boolean('zero_contribution_allowed').notNull().default(false),
    // The organiser's one-tap amounts for the how-much screen, in cents; empty: the market's defaults (migration 0025).
    suggestedAmountsCents: jsonb('suggested_amounts_cents').$type<number[]>().notNull().default([]),
    // Automatic reminders, in days before the close (decision 160); empty: off (migration 0028).
    reminderDaysBefore: jsonb('reminder_days_before').$type<number[]>().notNull().default([]),
    contributionQuestion: text('contribution_question'),
    cqid: integer('cqid'),
    charityName: text('charity_name'),
    charityPercentage: numeric('charity_percentage', { precision: 5, scale: 2, mode: 'number' }),
    whoPaysFeeOption: integer('who_pays_fee_option').notNull().default(1),
    isNewFee: boolean('is_new_fee').notNull().default(false),
    gcOnly: boolean('gc_only').notNull().default(false),
    isBeFirstToSign: boolean('is_be_first_to_sign').notNull().default(false),
    // Closed by the organiser before the close date; the date passing closes it too.
    isClosed: boolean('is_closed').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isForeignCollection: boolean('is_foreign_collection').notNull().default(false),
    cardHtml: text('card_html'),
    invitationHtml: text('invitation_html'),
    invitationTemplateHtml: text('invitation_template_html'),
    anyCardAmountCents: integer('any_card_amount_cents').notNull().default(0),
    // Money out (migration 0014): the ledger's running balance (CHECK ≥ 0), moved only with a ledger
    // entry under this row's lock; and who redeems it (organiser | recipient).
    balanceCents: integer('balance_cents').notNull().default(0),
    redeemer: text('redeemer').notNull().default('organiser'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    paymentGateways: jsonb('payment_gateways').$type<{ gateway: number }[]>().notNull().default([]),
    // Per-collection fee table (pricingDto), seeded from the market default.
    pricing: jsonb('pricing').$type<FeeTableJson>(),
    // Paid Group Card: when the organiser's payment (or pack draw) succeeded (decision 071).
    pgcPaidAt: timestamp('pgc_paid_at', { withTimezone: true }),
    pgcPaymentId: integer('pgc_payment_id'),
    ...timestamps,
  },
  (t) => [index('collections_organiser_idx').on(t.organiserId)],
);
