import { bulkUploadPageSchema, type BulkUploadPage } from '@groupgift/domain';
import { apiRequest } from '../../../lib/api-client';
import { bulkUploadPath } from './paths';

/** The Bulk Gifts collection and its current upload, every row checked by the server. */
export function getBulkUpload(collectionGuid: string, signal?: AbortSignal): Promise<BulkUploadPage> {
  return apiRequest(bulkUploadPath('upload', collectionGuid), {
    name: 'getBulkUpload',
    schema: bulkUploadPageSchema,
    // SPEC §8: the page decides (a 404 goes to the error page, anything else is logged and shown).
    errorMode: 'caller',
    signal,
  });
}
