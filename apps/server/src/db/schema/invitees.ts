import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';

export const invitees = pgTable(
  'invitees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // invitationGuidId of the spec, carried in invitation links as invId.
    guid: uuid('guid').notNull().unique(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Latest status: sent → opened → responded | no_thanks.
    status: text('status').notNull().default('sent'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('invitees_collection_idx').on(t.collectionId)],
);

// Every status report is kept, so that repeated opens are visible without rewriting history.
export const invitationStatusEvents = pgTable(
  'invitation_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => invitees.id),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_status_events_invitee_idx').on(t.inviteeId)],
);
