import { MONEY_OUT_PATHS, moneyOutPath, recipientRedeemSchema, type RecipientRedeem } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** What the recipient may redeem now: amount, methods, why not, and their own redemptions. */
export function getRecipientRedeem(token: string, signal?: AbortSignal): Promise<RecipientRedeem> {
  return apiRequest(contractPath(moneyOutPath(MONEY_OUT_PATHS.recipientRedeem, { token })), {
    name: 'getRecipientRedeem',
    schema: recipientRedeemSchema,
    errorMode: 'caller',
    signal,
  });
}
