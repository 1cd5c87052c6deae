import { DELIVERY_PATHS, deliveryPath, recipientPictureResponseSchema, type RecipientPictureResponse } from '@groupgift/domain';
import { apiUpload, contractPath } from '../../../lib/api-client';

/**
 * Uploads the picture for a thank-you through the recipient's link (the message upload refuses a
 * delivered, closed card); the server checks the file again and answers the URL to send with the thanks.
 */
export function uploadThanksPicture(
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RecipientPictureResponse> {
  return apiUpload(contractPath(deliveryPath(DELIVERY_PATHS.recipientPicture, { token })), file, {
    name: 'uploadThanksPicture',
    onProgress,
    schema: recipientPictureResponseSchema,
    signal,
  });
}
