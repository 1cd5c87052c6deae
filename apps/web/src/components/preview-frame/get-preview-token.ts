import { previewTokenPath, previewTokenResponseSchema, type PreviewTokenResponse } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../lib/api-client';

/** POST /organiser/collections/:id/preview-token: a short-lived signed token for the preview. */
export function getPreviewToken(collectionGuid: string, signal?: AbortSignal): Promise<PreviewTokenResponse> {
  return apiRequest(contractPath(previewTokenPath(collectionGuid)), {
    name: 'previewToken',
    method: 'POST',
    schema: previewTokenResponseSchema,
    errorMode: 'caller',
    signal,
  });
}
