import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { redemptions } from '../../db/schema/money-out';
import type { Config } from '../../plugins/config';
import { readPaymentsConfig } from '../../services/payments/payments-config';
import { usePaymentsApp } from '../../../test/payments-app';
import { balanceOf, closedCollectionWithBalance, giftCardRequest, organiserRedeem } from '../../../test/money-out-fixtures';
import { startTremendousDouble, TREMENDOUS_WEBHOOK_SECRET, type TremendousDouble } from '../../../test/tremendous-double';
import { TremendousProvider } from './tremendous-provider';

/**
 * Issue 33: gift cards through Tremendous's API (a local double that follows its reference), on the
 * database under test: an order, a duplicate, a timeout then reconciliation, a failed order, webhooks.
 */
let double: TremendousDouble | undefined;
const tremendous = () => {
  if (!double) throw new Error('double not started');
  return double;
};
beforeAll(async () => {
  double = await startTremendousDouble();
});
afterAll(async () => {
  await double?.close();
});

const config: Partial<Config> = {
  get payments() {
    return readPaymentsConfig({
      TREMENDOUS_API_KEY: 'TEST_double_key',
      TREMENDOUS_WEBHOOK_SECRET,
      TREMENDOUS_FUNDING_SOURCE_ID: 'BALANCE',
      TREMENDOUS_API_BASE_URL: tremendous().baseUrl,
      TREMENDOUS_TIMEOUT_MS: '300',
    });
  },
};
const t = usePaymentsApp({}, config);

const US_RANGE = 'OKMHM2X2OHYV';
const AU_FIXED = 'A2J05SWPI2QG';

async function collectionOf(balance: number, market: 'US' | 'AU' = 'US') {
  return closedCollectionWithBalance(t.app(), t.db(), balance, { market });
}

const rowOf = async (guid: string) => (await t.db().select().from(redemptions).where(eq(redemptions.guid, guid)))[0]!;

describe('Tremendous gift cards', () => {
  it('offers its catalogue per market: names, logos, ranges and fixed denominations', async () => {
    const us = await t.app().inject({ method: 'GET', url: '/api/gift-cards/US/brands' });
    expect(us.statusCode).toBe(200);
    expect(us.json().brands).toEqual([
      expect.objectContaining({ id: US_RANGE, name: 'Corner Grocer', currency: 'USD', value: { kind: 'range', min: 500, max: 50_000 }, categories: ['food'] }),
    ]);
    expect(us.json().brands[0].logoUrl).toMatch(/^https:\/\//);
    const au = await t.app().inject({ method: 'GET', url: '/api/gift-cards/AU/brands' });
    expect(au.json().brands[0]).toMatchObject({ id: AU_FIXED, value: { kind: 'fixed', denominations: [2_500, 5_000] }, terms: 'Valid 3 years.' });
  });

  it('orders once with the derived key as external_id; the same key again answers the first card', async () => {
    const { owner, collection } = await collectionOf(4_200);
    const key = randomUUID();
    const before = tremendous().orders.size;
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(4_200, 'sam@example.test', US_RANGE), key);
    expect(res.statusCode, res.body).toBe(201);
    const redemption = res.json().redemption;
    expect(redemption).toMatchObject({ status: 'paid', destination: 'Gift card: Corner Grocer', brand: { id: US_RANGE, name: 'Corner Grocer' } });
    expect(redemption.giftCard.redeemUrl).toMatch(/^https:\/\/testflight\.tremendous\.com\/rewards\/payout\//);
    const sent = JSON.parse(tremendous().requests.filter((r) => r.method === 'POST').at(-1)!.body);
    expect(sent).toMatchObject({ external_id: `${key}:gift-card`, payment: { funding_source_id: 'BALANCE' }, reward: { value: { denomination: 42, currency_code: 'USD' }, products: [US_RANGE] } });

    const again = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(4_200, 'sam@example.test', US_RANGE), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().redemption.guid).toBe(redemption.guid);
    expect(tremendous().orders.size).toBe(before + 1);
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    const mails = await t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `redemption-gift-card:${redemption.guid}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your Corner Grocer gift card from "/);
  });

  it('the ledger check compares issued cards with the provider: agreeing, then a card the provider cancelled', async () => {
    expect(await t.app().redemptions.giftCardMismatches()).toEqual([]);
    const { owner, collection } = await collectionOf(1_500);
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(1_500, 'sam@example.test', US_RANGE));
    const row = await rowOf(res.json().redemption.guid);
    tremendous().orders.get(row.providerPayoutId!)!.status = 'CANCELED';
    expect(await t.app().redemptions.giftCardMismatches()).toEqual([{ redemption: row.guid, problems: ['provider says failed, we say paid'] }]);
    tremendous().orders.get(row.providerPayoutId!)!.status = 'EXECUTED';
  });

  it('the provider itself answers a repeated external_id with the first order (no second order)', async () => {
    const provider = new TremendousProvider({ apiKey: 'TEST_double_key', webhookSecret: 'x', fundingSourceId: 'BALANCE', apiBaseUrl: tremendous().baseUrl });
    const input = { idempotencyKey: `${randomUUID()}:gift-card`, amountCents: 2_500, currency: 'AUD' as const, reference: randomUUID(), productId: AU_FIXED };
    const first = await provider.issueGiftCard(input);
    const second = await provider.issueGiftCard(input);
    expect(second.providerGiftCardId).toBe(first.providerGiftCardId);
    expect([...tremendous().orders.values()].filter((o) => o.external_id === input.idempotencyKey)).toHaveLength(1);
  });

  it('a timeout leaves it processing; reconciliation repeats the order with the same external_id and issues it once', async () => {
    const { owner, collection } = await collectionOf(3_000);
    const before = tremendous().orders.size;
    tremendous().next.slowMs = 1_000;
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(3_000, 'sam@example.test', US_RANGE));
    expect(res.statusCode, res.body).toBe(201);
    const guid = res.json().redemption.guid as string;
    expect(res.json().redemption.status).toBe('processing');
    expect(await balanceOf(t.db(), collection.id)).toBe(0);
    await new Promise((r) => setTimeout(r, 1_100));
    await t.app().redemptions.reconcile({ graceMs: 0 });
    const row = await rowOf(guid);
    expect(row.status).toBe('paid');
    expect(tremendous().orders.size).toBe(before + 1);
    const mails = await t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `redemption-gift-card:${guid}`));
    expect(mails).toHaveLength(1);
  });

  it('a failed order puts the money back and says so', async () => {
    const { owner, collection } = await collectionOf(5_000, 'AU');
    tremendous().next.fail = true;
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(5_000, 'sam@example.test', AU_FIXED));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().redemption).toMatchObject({ status: 'failed', giftCard: null });
    expect(res.json().redemption.failureReason).toBeTruthy();
    expect(await balanceOf(t.db(), collection.id)).toBe(5_000);
  });

  it('refuses an amount a fixed brand does not come in, naming the possible ones, before anything is held', async () => {
    const { owner, collection } = await collectionOf(6_000, 'AU');
    const before = tremendous().orders.size;
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(6_000, 'sam@example.test', AU_FIXED));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This card comes in $25.00, $50.00: choose $25.00 or $50.00, or a brand that takes any amount.');
    const unknown = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(5_000, 'sam@example.test', US_RANGE));
    expect(unknown.json().error.details.fieldErrors.brandId).toEqual(['This gift card is not offered here: choose another.']);
    expect(tremendous().orders.size).toBe(before);
    expect(await balanceOf(t.db(), collection.id)).toBe(6_000);
  });

  it('a signed ORDERS.FAILED webhook fails a processing card once; a wrong signature is refused', async () => {
    const { owner, collection } = await collectionOf(2_000);
    tremendous().next.slowMs = 1_000;
    const res = await organiserRedeem(t.app(), owner, collection.guid, giftCardRequest(2_000, 'sam@example.test', US_RANGE));
    const guid = res.json().redemption.guid as string;
    await new Promise((r) => setTimeout(r, 1_100));
    const order = [...tremendous().orders.values()].at(-1)!;
    // The answer was lost, so we know no order id yet: mark the row with it as reconciliation would read it.
    await t.db().update(redemptions).set({ providerPayoutId: order.id }).where(eq(redemptions.guid, guid));
    const body = JSON.stringify({ event: 'ORDERS.FAILED', uuid: randomUUID(), created_utc: new Date().toISOString(), payload: { resource: { id: order.id, type: 'orders' } } });
    const post = (signature: string) =>
      t.app().inject({ method: 'POST', url: '/api/webhooks/tremendous/payouts', headers: { 'content-type': 'application/json', 'tremendous-webhook-signature': signature }, payload: body });
    expect((await post('sha256=00')).statusCode).toBe(400);
    expect((await post(tremendous().sign(body))).statusCode).toBe(200);
    expect((await post(tremendous().sign(body))).statusCode).toBe(200);
    expect((await rowOf(guid)).status).toBe('failed');
    expect(await balanceOf(t.db(), collection.id)).toBe(2_000);
  });
});
