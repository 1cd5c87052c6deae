import {
  MONEY_OUT_PATHS,
  moneyOutPath,
  redeemResponseSchema,
  redemptionSchema,
  type RedeemRequest,
  type RedeemResponse,
  type Redemption,
} from '@groupgift/domain';
import { apiRequest, contractPath } from '../../../lib/api-client';

/** Who is redeeming: the signed-in organiser for a collection, or the recipient at their link. */
export type RedeemParty = { kind: 'organiser'; guid: string } | { kind: 'recipient'; token: string };

/**
 * POST a redemption. The key belongs to the attempt: the same key again (a double click, a retry after
 * the connection dropped) answers the first redemption instead of making a second one.
 */
export function redeem(who: RedeemParty, request: RedeemRequest, idempotencyKey: string): Promise<RedeemResponse> {
  const path =
    who.kind === 'organiser'
      ? moneyOutPath(MONEY_OUT_PATHS.organiserRedemptions, { guid: who.guid })
      : moneyOutPath(MONEY_OUT_PATHS.recipientRedemptions, { token: who.token });
  return apiRequest(contractPath(path), {
    name: 'redeem',
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: redeemResponseSchema,
    errorMode: 'caller',
  });
}

/** One redemption again, to follow a processing payout to paid or failed. */
export function getRedemption(who: RedeemParty, redemptionId: string, signal?: AbortSignal): Promise<Redemption> {
  const path =
    who.kind === 'organiser'
      ? moneyOutPath(MONEY_OUT_PATHS.organiserRedemption, { guid: who.guid, redemptionId })
      : moneyOutPath(MONEY_OUT_PATHS.recipientRedemption, { token: who.token, redemptionId });
  return apiRequest(contractPath(path), { name: 'getRedemption', schema: redemptionSchema, errorMode: 'caller', signal });
}
