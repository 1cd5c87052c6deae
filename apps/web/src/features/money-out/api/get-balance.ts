import { balanceSummarySchema, MONEY_OUT_PATHS, moneyOutPath, type BalanceSummary } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** The collection's figures, who redeems, whether the organiser may withdraw now, redemptions and audit. */
export function getBalance(guid: string, signal?: AbortSignal): Promise<BalanceSummary> {
  return apiRequest(contractPath(moneyOutPath(MONEY_OUT_PATHS.balance, { guid })), {
    name: 'getBalance',
    schema: balanceSummarySchema,
    errorMode: 'caller',
    signal,
  });
}
