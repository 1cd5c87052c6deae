import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { collections } from './collections';
import { organisers } from './organisers';

/**
 * The support console's audit log (decision 156, migration 0027): one row per action an operator
 * asked for, written before the action runs and finished with its outcome. The idempotency key is
 * the console's, one per confirmed dialog, so a double click or a retry finds the first row and the
 * action runs once.
 */
export const supportAudit = pgTable(
  'support_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => organisers.id),
    // As it was when they acted: the log reads the same after an address change.
    operatorEmail: text('operator_email').notNull(),
    // SupportAction (packages/domain contract/support.ts)
    action: text('action').notNull(),
    // payment | collection
    targetKind: text('target_kind').notNull(),
    targetGuid: uuid('target_guid').notNull(),
    // The collection the target belongs to (or is), so its page shows its payments' actions too.
    collectionId: integer('collection_id').references(() => collections.id),
    why: text('why').notNull(),
    // started → done | refused | failed
    outcome: text('outcome').notNull().default('started'),
    // The refusal or failure message, or what was done (the refund's status).
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('support_audit_target_idx').on(t.targetGuid, t.id),
    index('support_audit_collection_idx').on(t.collectionId, t.id),
  ],
);
