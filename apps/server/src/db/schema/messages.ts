import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';
import { groupCards } from './group-cards';
import { invitees } from './invitees';

export const messages = pgTable(
  'messages',
  {
    // Also the message logid the payment request carries as groupCardId.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    groupCardId: integer('group_card_id')
      .notNull()
      .references(() => groupCards.id),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    inviteeId: integer('invitee_id').references(() => invitees.id),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    imageUrl: text('image_url'),
    imageUsed: boolean('image_used').notNull().default(false),
    textUsed: boolean('text_used').notNull().default(true),
    displaySeq: integer('display_seq').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    height: integer('height'),
    width: integer('width'),
    // SHA-256 of the secret edit token; the token itself is shown once and never stored.
    editTokenHash: text('edit_token_hash').notNull(),
    // The answer to the collection's question on sign-only pathways, which never reach a payment
    // (paying pathways keep it on the payment instead).
    collectionAnswer: text('collection_answer'),
    receiptSent: boolean('receipt_sent').notNull().default(false),
    // Written on a pathway that ends in a payment: off the card until that payment succeeds (the
    // settle clears it in the same transaction), so an abandoned attempt never shows (decision 102).
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    commentDate: timestamp('comment_date', { withTimezone: true }).notNull().defaultNow(),
    // Set by the organiser: a hidden message stays on record but leaves the public card.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    // Soft delete, because payments keep pointing at the message they came with.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('messages_group_card_idx').on(t.groupCardId),
    index('messages_collection_idx').on(t.collectionId),
    // Card order of the messages on the card: every page of them is one range scan (migration 0017).
    index('messages_card_order_idx')
      .on(t.collectionId, t.displaySeq, t.id)
      .where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null and not ${t.awaitingPayment}`),
    // The organiser's list in the same order, hidden messages included (migration 0018).
    index('messages_collection_seq_idx').on(t.collectionId, t.displaySeq, t.id),
  ],
);
