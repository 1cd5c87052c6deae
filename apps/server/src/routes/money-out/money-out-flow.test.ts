import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  balanceSummarySchema,
  MONEY_OUT_PATHS as PATHS,
  moneyOutPath,
  NOT_REDEEMABLE_TEXT,
  redeemResponseSchema,
  statementResponseSchema,
} from '@groupgift/domain';
import { describe, expect, it } from 'vitest';
import { balanceMismatches } from '../../services/ledger/ledger-check';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser } from '../../../test/organiser-session';
import { pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { refund } from '../../../test/refund-fixtures';
import { deliverToRecipientByLink, giftCardRequest } from '../../../test/money-out-fixtures';

const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: 'https://gift.example.test' });

/** A card contribution at the server's own quote; answers the payment's guid. */
async function contribute(collectionId: number, net: number, topUp = false): Promise<string> {
  const app = t.app();
  const body = (fee: number) => paymentBody(collectionId, { net, fee }, { checkOutToken: token, ...(topUp ? { topUp: true } : {}) });
  const token = await tokenise(app);
  let res = await pay(app, API_PATHS.processCheckout, body(0));
  if (res.statusCode === 422) res = await pay(app, API_PATHS.processCheckout, body(res.json().error.details.quote.fee as number));
  expect(res.json(), res.body).toMatchObject({ success: true });
  return res.json().message as string;
}

describe('money out, end to end (issue 15 done-when)', () => {
  it('three card contributions (one paying its fee, one refunded), delivered, the recipient redeems a gift card; the statement ends at zero', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    // The organiser absorbs fees (option 1) but a top-up's contributor pays its own (isNewFee); 10 % to Red Cross.
    const collection = await createOwnedCollection(t.db(), owner.organiser.id, { isNewFee: true });
    const organiser = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

    await contribute(collection.id, 5_000);
    await contribute(collection.id, 4_000, true);
    const refunded = await contribute(collection.id, 3_000);
    expect((await refund(app, refunded, owner.headers)).json()).toMatchObject({ status: 'refunded' });

    const token = await deliverToRecipientByLink(app, owner, collection.guid);

    const before = balanceSummarySchema.parse((await organiser('GET', moneyOutPath(PATHS.balance, { guid: collection.guid }))).json());
    // $50 less its absorbed card fee ($0.30 + 2.9 % = $1.75) and $5 charity; $40 with its fee paid by its
    // contributor, less $4 charity; $30 refunded, its $1.17 fee kept by the provider, its charity back.
    expect(before).toMatchObject({ collected: 12_000, fees: 292, charityShare: 900, refunded: 3_000, redeemed: 0, available: 7_808 });

    const redeem = (key: string) =>
      app.inject({
        method: 'POST',
        url: moneyOutPath(PATHS.recipientRedemptions, { token }),
        headers: { 'idempotency-key': key },
        payload: giftCardRequest(before.available),
      });
    const res = await redeem(randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    const answer = redeemResponseSchema.parse(res.json());
    expect(answer.redemption).toMatchObject({ status: 'paid', amount: 7_808 });
    expect(answer.redemption.giftCard?.code).toBeTruthy();
    expect(answer.available).toBe(0);

    const second = await redeem(randomUUID());
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.nothing_to_redeem });

    const statement = statementResponseSchema.parse((await organiser('GET', moneyOutPath(PATHS.statement, { guid: collection.guid }))).json());
    expect(statement.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['contribution', 5_000],
      ['fee', -175],
      ['charity_share', -500],
      ['contribution', 4_000],
      ['charity_share', -400],
      ['contribution', 3_000],
      ['fee', -117],
      ['charity_share', -300],
      ['refund', -3_000],
      ['charity_share', 300],
      ['gift_card', -7_808],
    ]);
    expect(statement.entries.at(-1)).toMatchObject({ kind: 'gift_card', amount: -7_808, balance: 0 });
    expect(statement.closingBalance).toBe(0);
    // Every running balance is the one before plus the entry.
    statement.entries.reduce((running, e) => {
      expect(e.balance).toBe(running + e.amount);
      return e.balance;
    }, 0);
    expect(await balanceMismatches(t.db())).toEqual([]);
  });
});
