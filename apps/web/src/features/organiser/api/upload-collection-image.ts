import { collectionImageUploadResponseSchema, ORGANISER_COLLECTION_PATHS, type CollectionImageUploadResponse } from '@groupgift/domain';
import { apiUpload, contractPath } from '../../../lib/api-client';

/** Uploads a collection or cover picture; the server checks type and size again and returns its URL. */
export function uploadCollectionImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<CollectionImageUploadResponse> {
  return apiUpload(contractPath(ORGANISER_COLLECTION_PATHS.uploadImage), file, {
    name: 'uploadCollectionImage',
    onProgress,
    schema: collectionImageUploadResponseSchema,
    signal,
  });
}
