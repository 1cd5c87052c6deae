import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { organisers } from './organisers';

/**
 * An organiser's own connected account at the payout provider (issue 33, decision 165, migration 0030):
 * one per organiser, market and provider. Bank withdrawals go to it, and only while it is `verified`.
 * The status follows the provider's `account.updated` events; `status_at` is the instant of the event
 * that set it, so an older event delivered late never overwrites a newer state.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id),
    // AU | US: the account's country, the collection's market.
    market: text('market').notNull(),
    // sandbox | stripe
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    // pending | verified | restricted
    status: text('status').notNull().default('pending'),
    // The provider's requirement names still due (`individual.id_number`, `external_account` …).
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    disabledReason: text('disabled_reason'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payout_accounts_organiser_market_once').on(t.organiserId, t.market, t.provider),
    uniqueIndex('payout_accounts_account_once').on(t.provider, t.accountId),
  ],
);
