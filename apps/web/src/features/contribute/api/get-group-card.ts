import { API_PATHS, groupCardSchema, type GroupCard } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET group-card get (SPEC §7), query collection: the card with its cover and messages. */
export function getGroupCard(collectionGuid: string, options: { boot?: boolean; signal?: AbortSignal } = {}): Promise<GroupCard> {
  return apiRequest(contractPath(API_PATHS.groupCard), {
    name: 'groupCard',
    query: { collection: collectionGuid },
    schema: groupCardSchema,
    errorMode: options.boot ? 'caller' : 'toast',
    signal: options.signal,
  });
}
