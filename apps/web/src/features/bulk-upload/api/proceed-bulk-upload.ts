import { bulkUploadSchema, type BulkUpload } from '@groupgift/domain';
import { apiRequest } from '../../../lib/api-client';
import { bulkUploadPath } from './paths';

/** Every row is valid: the upload waits for payment. */
export function proceedBulkUpload(collectionGuid: string): Promise<BulkUpload> {
  return apiRequest(bulkUploadPath('proceed', collectionGuid), {
    name: 'proceedBulkUpload',
    method: 'POST',
    body: {},
    schema: bulkUploadSchema,
    errorMode: 'caller',
  });
}
