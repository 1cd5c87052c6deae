import { z } from 'zod';
import { centsSchema, countSchema, guidSchema, isoDateTimeSchema } from './common';

/** Paths of the organiser's bulk upload of payees (under /api, organiser session required). */
export const BULK_UPLOAD_PATHS = {
  /** GET: the collection, the current upload and its checked rows. */
  upload: '/api/bulk-upload/:collectionGuid',
  /** POST a CSV as the raw body (Content-Type text/csv, file name in X-File-Name, URI-encoded). */
  file: '/api/bulk-upload/:collectionGuid/file',
  /** POST: every row is valid; mark the upload awaiting payment. */
  proceed: '/api/bulk-upload/:collectionGuid/proceed',
  /** GET: the organiser's uploaded files for the collection. */
  documents: '/api/bulk-upload/:collectionGuid/documents',
  /** GET: one uploaded file's bytes as an attachment. */
  download: '/api/bulk-upload/documents/:documentGuid',
} as const;

export const BULK_UPLOAD_FILE_NAME_HEADER = 'x-file-name';

export const bulkUploadStatusSchema = z.enum(['draft', 'awaiting_payment', 'paid', 'failed']);
export type BulkUploadStatus = z.infer<typeof bulkUploadStatusSchema>;

const fieldErrorsSchema = z.object({
  firstName: z.array(z.string()).optional(),
  lastName: z.array(z.string()).optional(),
  email: z.array(z.string()).optional(),
  amount: z.array(z.string()).optional(),
});

export const bulkUploadRowSchema = z.object({
  line: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** As written in the file, for the table. */
  amount: z.string(),
  amountCents: centsSchema.nullable(),
  errors: fieldErrorsSchema,
});
export type BulkUploadRow = z.infer<typeof bulkUploadRowSchema>;

export const bulkUploadDocumentSchema = z.object({
  guid: guidSchema,
  fileName: z.string(),
  sizeBytes: countSchema,
  rowCount: countSchema,
  errorCount: countSchema,
  uploadedAt: isoDateTimeSchema,
});
export type BulkUploadDocument = z.infer<typeof bulkUploadDocumentSchema>;

export const bulkUploadSchema = z.object({
  guid: guidSchema,
  status: bulkUploadStatusSchema,
  document: bulkUploadDocumentSchema.nullable(),
  rows: z.array(bulkUploadRowSchema),
  validCount: countSchema,
  errorCount: countSchema,
  /** Only a file whose every row is valid is payable: these are 0 otherwise. */
  subtotalCents: centsSchema,
  feeCents: centsSchema,
  totalCents: centsSchema,
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;

const bulkUploadCollectionSchema = z.object({
  guid: guidSchema,
  title: z.string(),
  market: z.enum(['AU', 'US']),
  /** Percent units, as in the fee table. */
  bulkGiftsFee: z.number().nonnegative(),
});

export const bulkUploadPageSchema = z.object({
  collection: bulkUploadCollectionSchema,
  upload: bulkUploadSchema.nullable(),
});
export type BulkUploadPage = z.infer<typeof bulkUploadPageSchema>;

export const bulkUploadDocumentsSchema = z.object({ documents: z.array(bulkUploadDocumentSchema) });

export const bulkUploadCollectionParamsSchema = z.object({ collectionGuid: guidSchema });
export const bulkUploadDocumentParamsSchema = z.object({ documentGuid: guidSchema });
