import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Providers deliver webhooks more than once; the unique event id makes processing exactly-once.
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: integer('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processingError: text('processing_error'),
  },
  (t) => [unique('provider_webhook_events_event_uq').on(t.provider, t.eventId)],
);
