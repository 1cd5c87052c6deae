import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { collections } from './collections';
import { organisers } from './organisers';

export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id),
    collectionId: integer('collection_id').references(() => collections.id),
    // draft → awaiting_payment → paid | failed
    status: text('status').notNull().default('draft'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('bulk_uploads_organiser_idx').on(t.organiserId)],
);

export const bulkUploadPayees = pgTable(
  'bulk_upload_payees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bulkUploadId: integer('bulk_upload_id')
      .notNull()
      .references(() => bulkUploads.id),
    firstName: text('first_name').notNull(),
    // SPEC §5: a missing last name is stored as ".".
    lastName: text('last_name').notNull().default('.'),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ...timestamps,
  },
  (t) => [index('bulk_upload_payees_upload_idx').on(t.bulkUploadId)],
);
