import { randomUUID } from 'node:crypto';
import {
  MONEY_OUT_PATHS as PATHS,
  moneyOutPath,
  NOT_REDEEMABLE_TEXT,
  recipientRedeemSchema,
  redemptionSchema,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { redemptions } from '../../db/schema/money-out';
import { findCollectionForRedemption } from '../../db/repositories/redemptions-repository';
import type { ParsedRedeemRequest } from '../../services/redemptions/redeem';
import { usePaymentsApp } from '../../../test/payments-app';
import {
  balanceOf,
  closedCollectionWithBalance,
  deliverToRecipientByLink,
  giftCardRequest,
  organiserRedeem,
  payoutSandbox,
  paypalRequest,
  usBankRequest,
} from '../../../test/money-out-fixtures';

const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: 'https://gift.example.test' });

/** Every call the payout provider could be asked: a refusal must make none of them. */
let calls: MockInstance[] = [];
beforeEach(() => {
  const sandbox = payoutSandbox(t.app());
  calls = (['createBankDestination', 'createPayout', 'getPayout', 'issueGiftCard', 'getGiftCard'] as const).map((m) => vi.spyOn(sandbox, m));
});
afterEach(() => {
  for (const c of calls) c.mockRestore();
});
const providerCalls = () => calls.reduce((n, c) => n + c.mock.calls.length, 0);

async function refused(res: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(providerCalls()).toBe(0);
  return res.json().error as { message: string; details?: { fieldErrors?: Record<string, string[]> } };
}

describe('refused before any provider call, each with its message', () => {
  it('before the collection closes (organiser)', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000, { isClosed: false });
    const error = await refused(await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(1_000)), 409, 'not_redeemable');
    expect(error.message).toBe(NOT_REDEEMABLE_TEXT.not_closed);
  });

  it('a suspended collection', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000, { isSuspended: true });
    const error = await refused(await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(1_000)), 409, 'not_redeemable');
    expect(error.message).toBe(NOT_REDEEMABLE_TEXT.suspended);
  });

  it('zero, negative and non-integer amounts', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000);
    const cases: [number, string][] = [
      [0, 'Enter an amount above zero'],
      [-500, 'Enter an amount above zero'],
      [10.5, 'Enter an amount in whole cents'],
    ];
    for (const [amount, message] of cases) {
      const error = await refused(await organiserRedeem(t.app(), owner, collection.guid, { ...giftCardRequest(1), amount }), 400, 'validation_failed');
      expect(error.details?.fieldErrors?.amount).toEqual([message]);
    }
  });

  it('an amount over the balance', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000);
    const error = await refused(await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(1_001)), 409, 'insufficient_balance');
    expect(error.message).toMatch(/more than the 1000 cents available/);
    expect(await balanceOf(t.db(), collection.id)).toBe(1_000);
  });

  it('a fee other than the server’s (PayPal 2 %)', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 10_000);
    const error = await refused(
      await organiserRedeem(t.app(), owner, collection.guid, { ...paypalRequest(10_000), fee: 0 }),
      422,
      'amount_mismatch',
    );
    expect(error.details?.fieldErrors?.fee).toEqual(['The fee for this amount is 200 cents']);
  });

  it('a US routing number that fails its checksum, and an AU BSB that is not 6 digits', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000);
    const us = usBankRequest(1_000) as Extract<ReturnType<typeof usBankRequest>, { method: 'bank' }>;
    const badRouting = { ...us, bank: { ...us.bank, routingNumber: '011000016' } };
    const e1 = await refused(await organiserRedeem(t.app(), owner, collection.guid, badRouting), 400, 'validation_failed');
    expect(e1.details?.fieldErrors?.['bank.routingNumber']).toEqual(['This routing number is not valid: check its digits']);
    const badBsb = { ...us, bank: { country: 'AU', bsb: '06-20', accountNumber: '12345678' } };
    const e2 = await refused(await organiserRedeem(t.app(), owner, collection.guid, badBsb), 400, 'validation_failed');
    expect(e2.details?.fieldErrors?.['bank.bsb']).toEqual(['Enter a 6-digit BSB']);
  });

  it('without an Idempotency-Key', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000);
    const res = await t.app().inject({
      method: 'POST',
      url: moneyOutPath(PATHS.organiserRedemptions, { guid: collection.guid }),
      headers: owner.headers,
      payload: giftCardRequest(1_000),
    });
    await refused(res, 400, 'validation_failed');
  });

  it('another organiser’s collection reads as absent', async () => {
    const { collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000);
    const { owner: stranger } = await closedCollectionWithBalance(t.app(), t.db(), 0);
    await refused(await organiserRedeem(t.app(), stranger, collection.guid, giftCardRequest(1_000)), 404, 'not_found');
  });

  it('the recipient before delivery', async () => {
    const { collection } = await closedCollectionWithBalance(t.app(), t.db(), 1_000, { redeemer: 'recipient' });
    const row = (await t.app().redemptions.balance(await fullRow(collection.id))).notRedeemableReason;
    expect(row).toBe('other_redeemer');
    await expect(
      t.app().redemptions.redeem({
        collection: await fullRow(collection.id),
        redeemer: 'recipient',
        request: giftCardRequest(1_000) as ParsedRedeemRequest,
        idempotencyKey: randomUUID(),
        ip: null,
      }),
    ).rejects.toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.not_delivered });
    expect(providerCalls()).toBe(0);
  });

  it('too many redeem requests from one address', async () => {
    const { owner, collection } = await closedCollectionWithBalance(t.app(), t.db(), 0);
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(1), randomUUID(), '203.0.113.9')).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

async function fullRow(id: number) {
  return (await findCollectionForRedemption(t.db(), id))!;
}

describe('the recipient redeems from the delivered card', () => {
  it('sees the amount, redeems a gift card once, and sees its code and PIN', async () => {
    const app = t.app();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 8_000, { isClosed: false });
    const token = await deliverToRecipientByLink(app, owner, collection.guid);

    const view = recipientRedeemSchema.parse((await app.inject({ method: 'GET', url: moneyOutPath(PATHS.recipientRedeem, { token }) })).json());
    expect(view).toMatchObject({ available: 8_000, notRedeemableReason: null, market: 'US', currency: 'USD' });
    expect(view.methods).toContain('gift_card');
    // The organiser may not withdraw what the recipient redeems.
    const organiserTry = await organiserRedeem(app, owner, collection.guid, giftCardRequest(8_000));
    expect(organiserTry.json().error.message).toBe(NOT_REDEEMABLE_TEXT.other_redeemer);

    const post = (key: string) =>
      app.inject({
        method: 'POST',
        url: moneyOutPath(PATHS.recipientRedemptions, { token }),
        headers: { 'idempotency-key': key },
        payload: giftCardRequest(8_000),
      });
    const res = await post(randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    const redemption = redemptionSchema.parse(res.json().redemption);
    expect(redemption).toMatchObject({ redeemer: 'recipient', status: 'paid', amount: 8_000 });
    const again = await post(randomUUID());
    expect(again.json().error).toMatchObject({ code: 'not_redeemable', message: NOT_REDEEMABLE_TEXT.nothing_to_redeem });

    const one = redemptionSchema.parse(
      (await app.inject({ method: 'GET', url: moneyOutPath(PATHS.recipientRedemption, { token, redemptionId: redemption.guid }) })).json(),
    );
    expect(one.giftCard).toEqual(redemption.giftCard);
    const list = await app.inject({ method: 'GET', url: moneyOutPath(PATHS.recipientRedemptions, { token }) });
    expect(list.json()).toHaveLength(1);
    const rows = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    expect(rows.map((r) => r.redeemer)).toEqual(['recipient']);
  });

  it('an unknown link answers the generic 404', async () => {
    const res = await t.app().inject({ method: 'GET', url: moneyOutPath(PATHS.recipientRedeem, { token: 'x'.repeat(43) }) });
    expect(res.statusCode).toBe(404);
  });
});
