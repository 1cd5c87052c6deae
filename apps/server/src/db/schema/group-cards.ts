import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';

export const groupCards = pgTable('group_cards', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guid: uuid('guid').notNull().unique(),
  // One card per collection.
  collectionId: integer('collection_id')
    .notNull()
    .unique()
    .references(() => collections.id),
  ...timestamps,
});

export const coverPages = pgTable('cover_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  groupCardId: integer('group_card_id')
    .notNull()
    .unique()
    .references(() => groupCards.id),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  // SPEC §2: 2 description layout, 3 image layout, anything else plain; defaults per SPEC §9.
  coverType: integer('cover_type').notNull().default(1),
  contentType: integer('content_type').notNull().default(1),
  className: text('class_name'),
  cardUrl: text('card_url'),
  thumbnailUrl: text('thumbnail_url'),
  // Font sizes in CSS pixels; null means the template's own size.
  fontSize: integer('font_size'),
  textAlign: text('text_align'),
  descTextAlign: text('desc_text_align'),
  descFontSize: integer('desc_font_size'),
  // The board of messages' theme (issue 31, decision 147); null draws the default theme.
  boardTheme: text('board_theme'),
  ...timestamps,
});
