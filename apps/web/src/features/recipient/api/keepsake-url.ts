import { DELIVERY_PATHS, deliveryPath } from '@groupgift/domain';
import { contractPath } from '../../../lib/api-client';
import { config } from '../../../lib/config';

/** The keepsake PDF's address: a plain link, so the browser downloads it the way it downloads any file. */
export function keepsakeUrl(token: string): string {
  return `${config.apiBaseUrl}${contractPath(deliveryPath(DELIVERY_PATHS.recipientKeepsake, { token }))}`;
}
