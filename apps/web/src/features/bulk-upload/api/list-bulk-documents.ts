import { bulkUploadDocumentsSchema, type BulkUploadDocument } from '@groupgift/domain';
import { apiRequest } from '../../../lib/api-client';
import { bulkUploadPath } from './paths';

/** The files the organiser uploaded for the collection, newest first. */
export async function listBulkDocuments(collectionGuid: string, signal?: AbortSignal): Promise<BulkUploadDocument[]> {
  const result = await apiRequest(bulkUploadPath('documents', collectionGuid), {
    name: 'listBulkDocuments',
    schema: bulkUploadDocumentsSchema,
    errorMode: 'silent',
    signal,
  });
  return result.documents;
}
