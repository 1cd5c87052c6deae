import type { z } from 'zod';
import { apiUpload } from '../../../lib/api-client';
import { uploadedImageValidator } from '../../../lib/validators/generated';
import type { uploadedImageSchema } from '../../../lib/validators/web-schemas';

export const UPLOAD_PATH = '/groupcard/UploadImage';

/** The uploaded picture's address and size (lib/validators/web-schemas.ts). */
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Uploads a picture for a message; the server checks the type and size again and returns its URL. */
export function uploadImage(collectionGuid: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return apiUpload(UPLOAD_PATH, file, { name: 'uploadImage', onProgress, schema: uploadedImageValidator, query: { collection: collectionGuid }, signal });
}
