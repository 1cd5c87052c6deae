import { DELIVERY_PATHS, deliveryPath } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** Tells the server the envelope was opened; it keeps the first time only, so a repeat is harmless. */
export async function markOpened(token: string): Promise<void> {
  await apiRequest(contractPath(deliveryPath(DELIVERY_PATHS.recipientOpened, { token })), {
    name: 'markOpened',
    method: 'POST',
    body: {},
    // Nothing for the recipient to act on if it fails: the card is open either way.
    errorMode: 'silent',
  });
}
