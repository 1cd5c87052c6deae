import type { RecipientCard } from '@groupgift/domain';
import type { Resource } from '../../../lib/use-resource';

/** What a card page shows for a load: the card, a kind "not available", a retry, or still loading. */
export type CardLoad = { kind: 'card'; card: RecipientCard } | { kind: 'unavailable' } | { kind: 'notDelivered' } | { kind: 'failed' } | { kind: 'loading' };

// A wrong or revoked link and a card that is not this person's all read the same: no detail leaks.
const UNAVAILABLE = new Set([400, 403, 404, 410]);

export function cardLoadOf(resource: Resource<RecipientCard>): CardLoad {
  if (resource.status === 'ready') return { kind: 'card', card: resource.data };
  if (resource.status === 'loading') return { kind: 'loading' };
  const status = resource.error?.status;
  if (status === 409 || resource.error?.code === 'not_delivered') return { kind: 'notDelivered' };
  if (status !== undefined && UNAVAILABLE.has(status)) return { kind: 'unavailable' };
  return { kind: 'failed' };
}
