import { BULK_UPLOAD_PATHS } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

type CollectionPath = 'upload' | 'file' | 'proceed' | 'documents';

/** A bulk-upload path for a collection, relative to the API base. */
export function bulkUploadPath(name: CollectionPath, collectionGuid: string): string {
  return contractPath(BULK_UPLOAD_PATHS[name].replace(':collectionGuid', encodeURIComponent(collectionGuid)));
}

/** Where the browser downloads a kept document (a plain link: the session cookie authorises it). */
export function documentDownloadUrl(documentGuid: string): string {
  return `${config.apiBaseUrl}${contractPath(BULK_UPLOAD_PATHS.download.replace(':documentGuid', encodeURIComponent(documentGuid)))}`;
}
