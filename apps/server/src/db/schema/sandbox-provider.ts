import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The built-in sandbox provider's own state (payment-providers/sandbox/store.ts), kept in the app's database
 * so that it survives a restart of the single-process demo. It is the provider's data, not the
 * ledger's: nothing in the app reads these tables except the sandbox store.
 */
export const sandboxInstruments = pgTable('sandbox_instruments', {
  token: text('token').primaryKey(),
  data: jsonb('data').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  // The provider's own idempotency: one payment per key, enforced by the database.
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentId: text('payment_id').notNull(),
  data: jsonb('data').notNull(),
});

export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    seq: integer('seq').primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    type: text('type').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('sandbox_events_payment_idx').on(t.paymentId)],
);

/*
 * The sandbox's payouts (issue 15): bank destinations (no account numbers, only their last 4 and the
 * test behaviour), payouts and gift cards, one per idempotency key. Their events go to sandbox_events
 * (payment_id holds the payout's id).
 */
export const sandboxPayoutDestinations = pgTable('sandbox_payout_destinations', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxGiftCards = pgTable('sandbox_gift_cards', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's connected accounts (issue 33): what its offline onboarding page completed or left due. */
export const sandboxConnectedAccounts = pgTable('sandbox_connected_accounts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  country: text('country').notNull(),
  status: text('status').notNull().default('pending'),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
