import { onboardingLinkSchema, PAYOUT_ACCOUNT_PATHS, payoutAccountPath, payoutAccountSchema, type PayoutAccount } from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** The organiser's payout account in the collection's market (issue 33): status and what is still due. */
export function getPayoutAccount(guid: string, signal?: AbortSignal): Promise<PayoutAccount> {
  return apiRequest(contractPath(payoutAccountPath(PAYOUT_ACCOUNT_PATHS.account, guid)), {
    name: 'getPayoutAccount',
    schema: payoutAccountSchema,
    errorMode: 'caller',
    signal,
  });
}

/** A fresh hosted onboarding link (they expire): the page goes there next. */
export async function startOnboarding(guid: string): Promise<string> {
  const answer = await apiRequest(contractPath(payoutAccountPath(PAYOUT_ACCOUNT_PATHS.onboarding, guid)), {
    name: 'startOnboarding',
    method: 'POST',
    schema: onboardingLinkSchema,
    errorMode: 'caller',
  });
  return answer.url;
}
