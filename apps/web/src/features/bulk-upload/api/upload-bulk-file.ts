import { BULK_UPLOAD_FILE_NAME_HEADER, bulkUploadSchema, type BulkUpload } from '@groupgift/domain';
import { apiUpload } from '../../../lib/api-client';
import { bulkUploadPath } from './paths';

/** Sends the CSV as the raw body with real upload progress; the server checks every row again. */
export function uploadBulkFile(
  collectionGuid: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<BulkUpload> {
  // Browsers label CSV files differently (text/csv, application/vnd.ms-excel, none); the bytes go as text/csv.
  const body = new Blob([file], { type: 'text/csv' });
  return apiUpload(bulkUploadPath('file', collectionGuid), body, {
    name: 'uploadBulkFile',
    onProgress,
    schema: bulkUploadSchema,
    headers: { [BULK_UPLOAD_FILE_NAME_HEADER]: encodeURIComponent(file.name) },
    signal,
  });
}
