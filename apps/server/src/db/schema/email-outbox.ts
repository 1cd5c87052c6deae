import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_PRIORITY } from '../../mail/mail-priority';
import { timestamps } from './columns';

// Transactional outbox: rows are written in the same transaction as the event that needs a mail,
// and a worker sends them, so a receipt survives an SMTP outage.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Optional de-duplication key, e.g. "receipt:<payment guid>".
    dedupeKey: text('dedupe_key').unique(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull().default({}),
    // pending → sent | failed (after the retry budget)
    status: text('status').notNull().default('pending'),
    // Set from the template when queued (mail/mail-priority.ts); lower is claimed first.
    priority: smallint('priority').notNull().default(MAIL_PRIORITY.receipt),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  // Only pending rows are ever claimed; sent rows pile up, so they stay out of the claim's index.
  (t) => [
    index('email_outbox_due_idx')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
