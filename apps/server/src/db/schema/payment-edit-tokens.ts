import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { messages } from './messages';

/**
 * The signer's message edit token for the receipt of a payment that carries a message, sealed
 * (AES-256-GCM) until the receipt is queued, then deleted (decision 079). Keyed by the attempt's
 * idempotency key because the token arrives with the request, before the payment row exists.
 */
export const paymentEditTokens = pgTable('payment_edit_tokens', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .references(() => messages.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
