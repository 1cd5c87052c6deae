import { z } from 'zod';
import { apiUpload } from '../../../lib/api-client';

export const UPLOAD_PATH = '/groupcard/UploadImage';

export const uploadedImageSchema = z.object({
  imageURL: z.string().min(1),
  width: z.number().nullable().default(null),
  height: z.number().nullable().default(null),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Uploads a picture for a message; the server checks the type and size again and returns its URL. */
export function uploadImage(collectionGuid: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return apiUpload(UPLOAD_PATH, file, { name: 'uploadImage', onProgress, schema: uploadedImageSchema, query: { collection: collectionGuid }, signal });
}
