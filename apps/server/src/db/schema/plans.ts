import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { organisers } from './organisers';

export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guid: uuid('guid').notNull().unique(),
  productId: text('product_id').notNull(),
  planName: text('plan_name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('US$'),
  priceType: text('price_type').notNull(),
  market: text('market').notNull().default('US'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  // Paid group cards one purchase of the plan grants (a pack when above 1; decision 072).
  cardCount: integer('card_count').notNull().default(1),
  // SPEC §9 pack price mode the pack bought from this plan gets.
  priceMode: integer('price_mode').notNull().default(1),
  ...timestamps,
});

// An organiser's subscriptions to plans (SPEC §3 "subscriptions" on a pricing plan).
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id),
    status: text('status').notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('plan_subscriptions_plan_organiser_uq').on(t.planId, t.organiserId),
    index('plan_subscriptions_organiser_idx').on(t.organiserId),
  ],
);
