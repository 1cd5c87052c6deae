import {
  BULK_UPLOAD_FILE_NAME_HEADER,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_SIZE_LABEL,
  BULK_UPLOAD_PATHS,
  bulkUploadCollectionParamsSchema,
  bulkUploadDocumentParamsSchema,
  bulkUploadDocumentsSchema,
  bulkUploadPageSchema,
  bulkUploadSchema,
  errorEnvelopeSchema,
  MESSAGES,
  sanitiseFileName,
} from '@groupgift/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countBulkUploadPayees,
  findOpenBulkUpload,
  findOrganiserDocument,
  listBulkUploadFiles,
  markBulkUploadAwaitingPayment,
} from '../../db/repositories/bulk-uploads-repository';
import { AppError, notFound } from '../../lib/app-error';
import { requireOrganiser, type SessionOrganiser } from '../../plugins/auth';
import type { Config } from '../../plugins/config';
import { errorEnvelopeHandler } from '../../plugins/error-envelope';
import {
  acceptBulkFile,
  bulkGiftsFeeOf,
  currentUpload,
  fileTooBig,
  loadBulkCollection,
  marketOfCollection,
  toDocument,
  uploadFailed,
} from '../../services/bulk-upload/bulk-upload-service';
import { documentStore } from '../../services/bulk-upload/document-store';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

function signedIn(organiser: SessionOrganiser | null): SessionOrganiser {
  // requireOrganiser ran first; this only narrows the type.
  if (!organiser) throw new AppError(401, 'unauthorized', MESSAGES['error.sessionExpired']);
  return organiser;
}

function fileNameFrom(header: string | string[] | undefined): string {
  const raw = typeof header === 'string' ? header : '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw text, the sanitiser makes it safe.
  }
  const name = sanitiseFileName(decoded);
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

/** Bulk upload of payees (SPEC §2 /bulkupload/:id/payee-details; decisions 075–076). */
export const bulkUploadRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const store = documentStore(app.storage);

  // CSV arrives as the raw body so the browser can report real upload progress; scoped to this plugin.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: BULK_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit gets the catalogue's file-size message rather than the generic 413 text.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return errorEnvelopeHandler(fileTooBig(BULK_UPLOAD_MAX_SIZE_LABEL) as never, request, reply);
    return errorEnvelopeHandler(error, request, reply);
  });

  app.get(
    BULK_UPLOAD_PATHS.upload,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'The Bulk Gifts collection, its current upload and every row checked',
        params: bulkUploadCollectionParamsSchema,
        response: { 200: bulkUploadPageSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const collection = await loadBulkCollection(app.db, organiser.id, request.params.collectionGuid);
      return {
        collection: {
          guid: collection.guid,
          title: collection.title,
          market: marketOfCollection(collection),
          bulkGiftsFee: bulkGiftsFeeOf(collection),
        },
        upload: await currentUpload(app.db, store, organiser.id, collection),
      };
    },
  );

  app.post(
    BULK_UPLOAD_PATHS.file,
    {
      preHandler: requireOrganiser,
      bodyLimit: BULK_UPLOAD_MAX_BYTES,
      schema: {
        tags: ['organiser'],
        summary: 'Upload a CSV of payees (raw text/csv body, X-File-Name header); answers every row checked',
        params: bulkUploadCollectionParamsSchema,
        response: { 200: bulkUploadSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const collection = await loadBulkCollection(app.db, organiser.id, request.params.collectionGuid);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw uploadFailed();
      return acceptBulkFile(app.db, store, {
        organiserId: organiser.id,
        collection,
        bytes: request.body,
        fileName: fileNameFrom(request.headers[BULK_UPLOAD_FILE_NAME_HEADER]),
      });
    },
  );

  app.post(
    BULK_UPLOAD_PATHS.proceed,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Every row is valid: mark the upload awaiting payment (paid through /payment/:id?bulkpayment=true)',
        params: bulkUploadCollectionParamsSchema,
        response: { 200: bulkUploadSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const collection = await loadBulkCollection(app.db, organiser.id, request.params.collectionGuid);
      const open = await findOpenBulkUpload(app.db, organiser.id, collection.id);
      if (!open) throw notFound('The bulk upload');
      // Payees are stored only for a file with no errors, so none means "fix the file first".
      if ((await countBulkUploadPayees(app.db, open.id)) === 0) {
        throw new AppError(409, 'conflict', MESSAGES['validation.fillRequired'], {
          fieldErrors: { file: ['Upload a file where every row is valid'] },
        });
      }
      await markBulkUploadAwaitingPayment(app.db, open.id);
      const upload = await currentUpload(app.db, store, organiser.id, collection);
      if (!upload) throw notFound('The bulk upload');
      return upload;
    },
  );

  app.get(
    BULK_UPLOAD_PATHS.documents,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'The files the organiser uploaded for this collection, newest first',
        params: bulkUploadCollectionParamsSchema,
        response: { 200: bulkUploadDocumentsSchema, ...errors },
      },
    },
    async (request) => {
      const organiser = signedIn(request.organiser);
      const collection = await loadBulkCollection(app.db, organiser.id, request.params.collectionGuid);
      const files = await listBulkUploadFiles(app.db, organiser.id, collection.id);
      return { documents: files.map(toDocument) };
    },
  );

  app.get(
    BULK_UPLOAD_PATHS.download,
    {
      preHandler: requireOrganiser,
      schema: {
        tags: ['organiser'],
        summary: 'Download an uploaded file again (attachment; the original name, sanitised)',
        params: bulkUploadDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const organiser = signedIn(request.organiser);
      const document = await findOrganiserDocument(app.db, organiser.id, request.params.documentGuid);
      if (!document) throw notFound('The document');
      const bytes = await store.read(document.storageKey).catch(() => null);
      if (!bytes) throw notFound('The document');
      const name = sanitiseFileName(document.fileName);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes as never);
    },
  );
};
