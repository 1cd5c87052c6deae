import { collectionSchema, PREVIEW_PATHS, type Collection } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/**
 * GET /preview/collection?collection=<guid>[&token=<token>]: the collection as contribution-details
 * answers it, for its organiser's session or a signed preview token (decision 069).
 */
export function getPreviewCollection(collectionGuid: string, token: string | null, signal?: AbortSignal): Promise<Collection> {
  return apiRequest(contractPath(PREVIEW_PATHS.collection), {
    name: 'previewCollection',
    query: { collection: collectionGuid, token: token ?? undefined },
    schema: collectionSchema,
    errorMode: 'caller',
    // A refusal sends the organiser to log in from the preview itself, not the session-expired flow.
    ignoreUnauthorized: true,
    signal,
  });
}
