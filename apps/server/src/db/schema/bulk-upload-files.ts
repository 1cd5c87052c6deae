import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { bulkUploads } from './bulk-uploads';
import { documents } from './documents';

/**
 * Every file an organiser uploaded for a bulk upload, newest last: the document keeps the bytes, this
 * row the outcome of checking them. The newest one is what the upload's payees came from.
 */
export const bulkUploadFiles = pgTable(
  'bulk_upload_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bulkUploadId: integer('bulk_upload_id')
      .notNull()
      .references(() => bulkUploads.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    ...timestamps,
  },
  (t) => [
    index('bulk_upload_files_upload_idx').on(t.bulkUploadId),
    index('bulk_upload_files_document_idx').on(t.documentId),
  ],
);
