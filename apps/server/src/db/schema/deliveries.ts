import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';

/**
 * The ending of a collection (issue 14, decision 106): one row per collection once the organiser
 * has asked for a delivery. `scheduled` rows are the job queue the delivery job claims; the job and
 * "deliver now" both move a row to `delivered` exactly once.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .unique()
      .references(() => collections.id),
    // not_delivered → scheduled → delivered (a cancelled schedule goes back to not_delivered).
    status: text('status').notNull().default('not_delivered'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    byEmail: boolean('by_email').notNull().default(false),
    byLink: boolean('by_link').notNull().default(false),
    // Delivering closes the collection unless the organiser keeps it open on purpose.
    keepOpen: boolean('keep_open').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    // The organiser's IANA zone the time was chosen in; only for showing it back as they chose it.
    timeZone: text('time_zone'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    // Set when the SMTP server refuses the delivery mail for good; cleared by a resend.
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    bounceReason: text('bounce_reason'),
    ...timestamps,
  },
  // The job only ever looks for due schedules.
  (t) => [index('deliveries_due_idx').on(t.scheduledAt).where(sql`status = 'scheduled'`)],
);

/**
 * The recipient's private links. Only the SHA-256 of each token is kept (like message edit tokens);
 * the link mailed to the recipient and the one the organiser copies are separate tokens of the same
 * delivery, so the job can mail a link without the organiser's copy being stored anywhere.
 */
export const deliveryLinks = pgTable(
  'delivery_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // 'mail' (in the delivery mail) or 'copy' (answered once to the organiser).
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('delivery_links_delivery_idx').on(t.deliveryId)],
);

/** A thank-you from the recipient, to everyone or to the authors of chosen messages. */
export const deliveryThanks = pgTable(
  'delivery_thanks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    // 'everyone' | 'chosen'
    audience: text('audience').notNull(),
    // Message ids chosen; empty for everyone.
    messageIds: jsonb('message_ids').$type<number[]>().notNull().default([]),
    mailed: integer('mailed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_thanks_delivery_idx').on(t.deliveryId)],
);
