import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // Latest status: sent → opened → contributed | no_thanks (decision 067).
    status: text('status').notNull().default('sent'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    // Reminders are throttled to one per invitee per 24 h on this time.
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    // The invitee used the one-click unsubscribe (decision 161): no more invitations or reminders for this collection.
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('invitees_collection_idx').on(t.collectionId),
    // The organiser's invitees list, oldest first a page at a time (migration 0018).
    index('invitees_collection_created_idx').on(t.collectionId, t.createdAt, t.id),
    // Emails are stored lower-cased, so one address is invited once per collection.
    uniqueIndex('invitees_collection_email_uq').on(t.collectionId, t.email),
  ],
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

/**
 * One row per scheduled reminder sent (decision 160): the unique (invitee, slot) makes each slot's
 * reminder once, whichever server's job claims it first.
 */
export const inviteeReminders = pgTable(
  'invitee_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => invitees.id),
    // `d<days before the close>`, e.g. d7.
    slot: text('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitee_reminders_invitee_slot_uq').on(t.inviteeId, t.slot)],
);
