import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { organisers } from './organisers';

// A pack is a prepaid bundle of paid group cards an organiser draws from.
export const packs = pgTable(
  'packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id),
    name: text('name').notNull(),
    totalCards: integer('total_cards').notNull(),
    remainingCards: integer('remaining_cards').notNull(),
    // SPEC §9 pack price modes: 1 PRICE_PGC_DEFAULT, 2 PRICE_PGC_TRANSFER.
    priceMode: integer('price_mode').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('US$'),
    ...timestamps,
  },
  (t) => [index('packs_organiser_idx').on(t.organiserId)],
);
