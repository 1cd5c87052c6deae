import { SUPPORT_PATHS, supportPath, supportPaymentSchema, type SupportPayment } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** GET a payment and its timeline. */
export function getSupportPayment(guid: string, signal?: AbortSignal): Promise<SupportPayment> {
  return apiRequest(contractPath(supportPath(SUPPORT_PATHS.payment, guid)), { name: 'supportPayment', schema: supportPaymentSchema, errorMode: 'caller', signal });
}
