import {
  SUPPORT_PATHS,
  supportActionResponseSchema,
  supportPath,
  type SupportAction,
  type SupportActionRequest,
  type SupportActionResponse,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

const PATHS = {
  resend_receipt: SUPPORT_PATHS.resendReceipt,
  refund: SUPPORT_PATHS.refund,
  resend_delivery: SUPPORT_PATHS.resendDelivery,
  suspend: SUPPORT_PATHS.suspend,
  unsuspend: SUPPORT_PATHS.unsuspend,
} as const satisfies Record<SupportAction, string>;

/** POST one of the five actions on its target; answers the action's audit row. */
export function runSupportAction(action: SupportAction, targetGuid: string, body: SupportActionRequest): Promise<SupportActionResponse> {
  return apiRequest(contractPath(supportPath(PATHS[action], targetGuid)), {
    name: 'supportAction',
    method: 'POST',
    body,
    schema: supportActionResponseSchema,
    errorMode: 'caller',
  });
}
