import { API_PATHS } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** POST /groupcard/SendSignCardReceiptEmail: emails the signer a receipt with the link to edit their message. */
export function sendSignCardReceiptEmail(body: { messageId: number; editToken: string; email: string; collection: string }): Promise<{ sent: boolean }> {
  return apiRequest<{ sent: boolean }>(contractPath(API_PATHS.sendSignCardReceiptEmail), {
    name: 'sendSignCardReceiptEmail',
    method: 'POST',
    body,
  });
}
