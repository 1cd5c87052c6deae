import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { bulkUploadFiles } from '../schema/bulk-upload-files';
import { bulkUploadPayees, bulkUploads } from '../schema/bulk-uploads';
import { documents } from '../schema/documents';

export type BulkUploadRow = typeof bulkUploads.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type BulkUploadFileRow = DocumentRow & { rowCount: number; errorCount: number; uploadedAt: Date };

/** The open upload was paid (or otherwise closed) while a new file was being stored. */
export class BulkUploadClosedError extends Error {
  constructor() {
    super('bulk upload is no longer open');
    this.name = 'BulkUploadClosedError';
  }
}

/** Statuses an organiser can still change; a paid upload is history and a new file starts a new one. */
const OPEN_STATUSES = ['draft', 'awaiting_payment', 'failed'];

/** The organiser's newest upload for the collection, of one of `statuses` (of any status when null). */
async function findNewestBulkUpload(
  db: AppDatabase,
  organiserId: number,
  collectionId: number,
  statuses: string[] | null,
): Promise<BulkUploadRow | null> {
  const [row] = await db
    .select()
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.organiserId, organiserId),
        eq(bulkUploads.collectionId, collectionId),
        statuses ? inArray(bulkUploads.status, statuses) : undefined,
      ),
    )
    .orderBy(desc(bulkUploads.id))
    .limit(1);
  return row ?? null;
}

/** The organiser's upload for the collection that is not yet paid, if any. */
export function findOpenBulkUpload(db: AppDatabase, organiserId: number, collectionId: number): Promise<BulkUploadRow | null> {
  return findNewestBulkUpload(db, organiserId, collectionId, OPEN_STATUSES);
}

/** The newest upload of any status (so a paid one still shows after payment). */
export function findLatestBulkUpload(db: AppDatabase, organiserId: number, collectionId: number): Promise<BulkUploadRow | null> {
  return findNewestBulkUpload(db, organiserId, collectionId, null);
}

export type StoreBulkFileInput = {
  organiserId: number;
  collectionId: number;
  /** The open upload to replace, or null to start one. */
  uploadId: number | null;
  newUploadGuid: string;
  document: { guid: string; fileName: string; contentType: string; sizeBytes: number; storageKey: string };
  rowCount: number;
  errorCount: number;
  /** Null when any row has an error: nothing payable is stored. */
  payees: { firstName: string; lastName: string; email: string; amountCents: number }[] | null;
  subtotalCents: number;
  feeCents: number;
};

/**
 * Records a checked file in one transaction: the document, its check outcome, and the upload's payees
 * and totals replaced by the file's (back to draft, since a new file needs a new look before paying).
 */
export async function storeBulkUploadFile(db: AppDatabase, input: StoreBulkFileInput): Promise<BulkUploadRow> {
  return db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({ ...input.document, organiserId: input.organiserId })
      .returning();
    if (!document) throw new Error('document insert returned nothing');
    let upload: BulkUploadRow | undefined;
    const totals = {
      status: 'draft',
      subtotalCents: input.payees ? input.subtotalCents : 0,
      feeCents: input.payees ? input.feeCents : 0,
    };
    if (input.uploadId === null) {
      [upload] = await tx
        .insert(bulkUploads)
        .values({ guid: input.newUploadGuid, organiserId: input.organiserId, collectionId: input.collectionId, ...totals })
        .returning();
    } else {
      [upload] = await tx
        .update(bulkUploads)
        .set({ ...totals, updatedAt: sql`now()` })
        .where(and(eq(bulkUploads.id, input.uploadId), inArray(bulkUploads.status, OPEN_STATUSES)))
        .returning();
    }
    // A payment settled the upload between the read and this write: the caller retries on a new one.
    if (!upload) throw new BulkUploadClosedError();
    await tx.insert(bulkUploadFiles).values({
      bulkUploadId: upload.id,
      documentId: document.id,
      rowCount: input.rowCount,
      errorCount: input.errorCount,
    });
    await tx.delete(bulkUploadPayees).where(eq(bulkUploadPayees.bulkUploadId, upload.id));
    const payees = input.payees ?? [];
    // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
    for (let i = 0; i < payees.length; i += 2000) {
      await tx
        .insert(bulkUploadPayees)
        .values(payees.slice(i, i + 2000).map((p) => ({ ...p, bulkUploadId: upload.id })));
    }
    return upload;
  });
}

/** The newest file of an upload, with its document. */
export async function findLatestBulkUploadFile(db: AppDatabase, uploadId: number): Promise<BulkUploadFileRow | null> {
  const [row] = await db
    .select({ document: documents, rowCount: bulkUploadFiles.rowCount, errorCount: bulkUploadFiles.errorCount, uploadedAt: bulkUploadFiles.createdAt })
    .from(bulkUploadFiles)
    .innerJoin(documents, eq(documents.id, bulkUploadFiles.documentId))
    .where(eq(bulkUploadFiles.bulkUploadId, uploadId))
    .orderBy(desc(bulkUploadFiles.id))
    .limit(1);
  return row ? { ...row.document, rowCount: row.rowCount, errorCount: row.errorCount, uploadedAt: row.uploadedAt } : null;
}

/** Every file the organiser uploaded for the collection, newest first. */
export async function listBulkUploadFiles(
  db: AppDatabase,
  organiserId: number,
  collectionId: number,
): Promise<BulkUploadFileRow[]> {
  const rows = await db
    .select({ document: documents, rowCount: bulkUploadFiles.rowCount, errorCount: bulkUploadFiles.errorCount, uploadedAt: bulkUploadFiles.createdAt })
    .from(bulkUploadFiles)
    .innerJoin(documents, eq(documents.id, bulkUploadFiles.documentId))
    .innerJoin(bulkUploads, eq(bulkUploads.id, bulkUploadFiles.bulkUploadId))
    .where(and(eq(bulkUploads.organiserId, organiserId), eq(bulkUploads.collectionId, collectionId)))
    .orderBy(desc(bulkUploadFiles.id))
    .limit(200);
  return rows.map((r) => ({ ...r.document, rowCount: r.rowCount, errorCount: r.errorCount, uploadedAt: r.uploadedAt }));
}

/** A document of this organiser (null for anyone else's, so the caller answers 404). */
export async function findOrganiserDocument(db: AppDatabase, organiserId: number, guid: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.guid, guid), eq(documents.organiserId, organiserId)))
    .limit(1);
  return row ?? null;
}

export async function countBulkUploadPayees(db: AppDatabase, uploadId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bulkUploadPayees)
    .where(eq(bulkUploadPayees.bulkUploadId, uploadId));
  return row?.n ?? 0;
}

/** draft (or a failed payment) → awaiting_payment; null when the upload was not in such a state. */
export async function markBulkUploadAwaitingPayment(db: AppDatabase, uploadId: number): Promise<BulkUploadRow | null> {
  const [row] = await db
    .update(bulkUploads)
    .set({ status: 'awaiting_payment', updatedAt: sql`now()` })
    .where(and(eq(bulkUploads.id, uploadId), inArray(bulkUploads.status, OPEN_STATUSES)))
    .returning();
  return row ?? null;
}

/**
 * For the organiser payment (`/payment/:id?bulkpayment=true`): the upload waiting to be paid for this
 * organiser's collection; charge `subtotalCents + feeCents` of this row.
 */
export function findBulkUploadAwaitingPayment(
  db: AppDatabase,
  organiserId: number,
  collectionId: number,
): Promise<BulkUploadRow | null> {
  return findNewestBulkUpload(db, organiserId, collectionId, ['awaiting_payment']);
}

/**
 * Settles a bulk upload after its payment: `paid` or `failed`, only from `awaiting_payment` and only
 * if its total is still the one charged (a corrected file uploaded meanwhile changes it). Null when
 * the row was not in that state, so the caller can tell a stale settlement from a fresh one.
 */
export async function settleBulkUpload(
  db: AppDatabase,
  uploadId: number,
  chargedTotalCents: number,
  status: 'paid' | 'failed',
): Promise<BulkUploadRow | null> {
  const [row] = await db
    .update(bulkUploads)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(bulkUploads.id, uploadId),
        eq(bulkUploads.status, 'awaiting_payment'),
        sql`${bulkUploads.subtotalCents} + ${bulkUploads.feeCents} = ${chargedTotalCents}`,
      ),
    )
    .returning();
  return row ?? null;
}
