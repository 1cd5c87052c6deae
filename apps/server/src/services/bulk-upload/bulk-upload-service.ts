import { randomUUID } from 'node:crypto';
import {
  bulkUploadTotals,
  checkBulkUploadCsv,
  decodeCsvBytes,
  feeTableSchema,
  formatMessage,
  marketFromCountryCode,
  MESSAGES,
  SETUP_TYPE,
  type BulkUpload,
  type BulkUploadCheck,
  type BulkUploadDocument,
  type BulkUploadStatus,
  type Market,
} from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import {
  findLatestBulkUpload,
  findLatestBulkUploadFile,
  findOpenBulkUpload,
  BulkUploadClosedError,
  storeBulkUploadFile,
  type BulkUploadFileRow,
  type BulkUploadRow,
} from '../../db/repositories/bulk-uploads-repository';
import { findCollectionByGuid, type CollectionRow } from '../../db/repositories/collections-repository';
import { DEMO_FEE_TABLES } from '../../db/seed/demo-fees';
import { AppError, notFound } from '../../lib/app-error';
import type { DocumentStore } from './document-store';

/** The organiser's own Bulk Gifts collection; anything else answers 404 (never reveal it exists). */
export async function loadBulkCollection(db: AppDatabase, organiserId: number, guid: string): Promise<CollectionRow> {
  const row = await findCollectionByGuid(db, guid);
  if (!row || row.organiserId !== organiserId || row.isDeleted || row.setupType !== SETUP_TYPE.BULK_GIFTS) {
    throw notFound('The collection');
  }
  return row;
}

export function marketOfCollection(row: CollectionRow): Market {
  return marketFromCountryCode(row.market);
}

/** Percent units from the collection's fee table, or the market default when it has none. */
export function bulkGiftsFeeOf(row: CollectionRow): number {
  const table = row.pricing ? feeTableSchema.safeParse(row.pricing) : null;
  return table?.success ? table.data.bulkGiftsFee : DEMO_FEE_TABLES[marketOfCollection(row)].bulkGiftsFee;
}

export function toDocument(file: BulkUploadFileRow): BulkUploadDocument {
  return {
    guid: file.guid,
    fileName: file.fileName,
    sizeBytes: file.sizeBytes,
    rowCount: file.rowCount,
    errorCount: file.errorCount,
    uploadedAt: file.uploadedAt.toISOString(),
  };
}

function toUpload(upload: BulkUploadRow, file: BulkUploadFileRow | null, check: BulkUploadCheck | null): BulkUpload {
  const rows = check?.ok ? check.rows : [];
  return {
    guid: upload.guid,
    status: upload.status as BulkUploadStatus,
    document: file ? toDocument(file) : null,
    rows: rows.map((r) => ({ line: r.line, ...r.values, amountCents: r.amountCents, errors: r.errors })),
    validCount: check?.ok ? check.validCount : 0,
    errorCount: check?.ok ? check.errorCount : 0,
    // The stored figures are the truth; they are 0 unless every row of the file was valid.
    subtotalCents: upload.subtotalCents,
    feeCents: upload.feeCents,
    totalCents: upload.subtotalCents + upload.feeCents,
  };
}

const decode = (bytes: Buffer) => decodeCsvBytes(bytes);

/** The current upload with its rows re-checked from the stored file (the file is the record). */
export async function currentUpload(
  db: AppDatabase,
  store: DocumentStore,
  organiserId: number,
  collection: CollectionRow,
): Promise<BulkUpload | null> {
  const upload = await findLatestBulkUpload(db, organiserId, collection.id);
  if (!upload) return null;
  const file = await findLatestBulkUploadFile(db, upload.id);
  const bytes = file ? await store.read(file.storageKey).catch(() => null) : null;
  const check = bytes ? checkBulkUploadCsv(decode(bytes), { market: marketOfCollection(collection) }) : null;
  return toUpload(upload, file, check);
}

/**
 * Checks an uploaded CSV, keeps it as a document and replaces the open upload's payees with the file's
 * when every row is valid. A file the checker refuses as a whole (size, rows, columns) is not kept.
 */
export async function acceptBulkFile(
  db: AppDatabase,
  store: DocumentStore,
  input: { organiserId: number; collection: CollectionRow; bytes: Buffer; fileName: string },
): Promise<BulkUpload> {
  const market = marketOfCollection(input.collection);
  const check = checkBulkUploadCsv(decode(input.bytes), { market, sizeBytes: input.bytes.length });
  if (!check.ok) {
    throw new AppError(422, 'validation_failed', check.error, { fieldErrors: { file: [check.error] } });
  }
  const totals = bulkUploadTotals(check.subtotalCents, bulkGiftsFeeOf(input.collection));
  const documentGuid = randomUUID();
  const storageKey = `${documentGuid}.csv`;
  await store.save(storageKey, input.bytes);
  try {
    const open = await findOpenBulkUpload(db, input.organiserId, input.collection.id);
    const record = (uploadId: number | null) =>
      storeBulkUploadFile(db, {
        organiserId: input.organiserId,
        collectionId: input.collection.id,
        uploadId,
        newUploadGuid: randomUUID(),
        document: {
          guid: documentGuid,
          fileName: input.fileName,
          contentType: 'text/csv',
          sizeBytes: input.bytes.length,
          storageKey,
        },
        rowCount: check.rows.length,
        errorCount: check.errorCount,
        payees: check.payees,
        subtotalCents: totals.subtotalCents,
        feeCents: totals.feeCents,
      });
    // Paid meanwhile: this file starts the next upload instead.
    const upload = await record(open?.id ?? null).catch((error: unknown) => {
      if (error instanceof BulkUploadClosedError) return record(null);
      throw error;
    });
    const file = await findLatestBulkUploadFile(db, upload.id);
    return toUpload(upload, file, check);
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

export const uploadFailed = () => new AppError(422, 'validation_failed', MESSAGES['error.uploadFailed']);
export const fileTooBig = (label: string) =>
  new AppError(413, 'validation_failed', formatMessage('validation.fileSize', { n: label }), {
    fieldErrors: { file: [formatMessage('validation.fileSize', { n: label })] },
  });
