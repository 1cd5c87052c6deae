import { API_PATHS, type GroupCard } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';
import { groupCardValidator } from '../../../lib/validators/generated';

/** GET group-card get (SPEC §7), query collection: the card with its cover and messages. */
export function getGroupCard(collectionGuid: string, options: { boot?: boolean; signal?: AbortSignal } = {}): Promise<GroupCard> {
  return apiRequest(contractPath(API_PATHS.groupCard), {
    name: 'groupCard',
    query: { collection: collectionGuid },
    schema: groupCardValidator,
    errorMode: options.boot ? 'caller' : 'toast',
    signal: options.signal,
  });
}
