import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { US, AU } from '../../../test/demo-guids';
import { collections } from '../../db/schema/collections';
import { payments } from '../../db/schema/payments';
import {
  TEST_CARDS,
  collectionFigures,
  pay,
  paymentBody,
  tokenise,
  usePaymentsApp,
} from '../../../test/payments-app';

const PROCESS = '/api/checkout/ProcessCheckout';
const t = usePaymentsApp({
  service: { providerRetries: 0, retryDelayMs: 1 },
  // Webhooks would ask the sandbox too and take the faults these tests queue for the checkout call.
  sandboxWebhooks: false,
});

describe('POST /api/checkout/ProcessCheckout', () => {
  it('charges a card, answers code 10000 with the payment id and invoice number, and counts it once', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const token = await tokenise(app);
    const res = await pay(
      app,
      PROCESS,
      paymentBody(before.collectionId, { net: 2000 }, { checkOutToken: token }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ successCode: 10000, success: true, threeDsRequired: false });
    expect(body.message).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.invoiceNumber).toMatch(/^INV-\d{8}$/);
    const after = await collectionFigures(app, US(1));
    expect(after.soFarCollected).toBe(before.soFarCollected + 2000);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    await t.expectLedgerBalanced();
  });

  it('adds the method fee when the contributor pays fees (option 2), and refuses any other figure with the quote', async () => {
    const app = t.app();
    const { collectionId, soFarCollected } = await collectionFigures(app, US(3));
    const token = await tokenise(app);
    // US card fee: 30c + 2.9 % of $50.00 = $1.75.
    const wrong = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 5000, fee: 0 }, { checkOutToken: token }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'amount_mismatch',
      details: { quote: { subtotal: 5000, fee: 175, total: 5175 } },
    });
    const right = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 5000, fee: 175 }, { checkOutToken: token }),
    );
    expect(right.statusCode).toBe(200);
    expect((await collectionFigures(app, US(3))).soFarCollected).toBe(soFarCollected + 5000);
    await t.expectLedgerBalanced();
  });

  it('charges American Express its own fee', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(3));
    const token = await tokenise(app, TEST_CARDS.amex);
    // Amex: 30c + 3.5 % of $20.00 = $1.00.
    const res = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 2000, fee: 100 }, { checkOutToken: token, paymentMethod: 2 }),
    );
    expect(res.statusCode).toBe(200);
    await t.expectLedgerBalanced();
  });

  it('takes the card brand from the sandbox token: an American Express card sent as Visa is refused with the Amex quote, never charged the Visa fee', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(3));
    const token = await tokenise(app, TEST_CARDS.amex);
    const key = randomUUID();
    // The page claims "Credit or Debit Card" with its fee: 30c + 2.9 % of $20.00 = 88c.
    const claimed = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 2000, fee: 88 }, { checkOutToken: token }), key);
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json().error).toEqual({
      code: 'amount_mismatch',
      message: "This card's type has its own fee, so the total is now $21.00. Nothing has been charged. Press Pay again to confirm.",
      details: { reason: 'card_brand', paymentMethod: 2, quote: { subtotal: 2000, fee: 100, total: 2100 } },
    });
    expect(await t.db().select().from(payments).where(eq(payments.idempotencyKey, key))).toEqual([]);
    expect((await collectionFigures(app, US(3))).soFarCollected).toBe(before.soFarCollected);

    // As the page then sends it: American Express, its own fee.
    const amexKey = randomUUID();
    const paid = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 2000, fee: 100 }, { checkOutToken: token, paymentMethod: 2 }), amexKey);
    expect(paid.statusCode).toBe(200);
    const [row] = await t.db().select().from(payments).where(eq(payments.idempotencyKey, amexKey));
    expect(row).toMatchObject({ paymentMethod: 2, feeCents: 100, amountCents: 2100, status: 'succeeded' });
    await t.expectLedgerBalanced();
  });

  it('refuses another card sent as American Express with the card quote', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(3));
    const res = await pay(app, PROCESS, paymentBody(collectionId, { net: 2000, fee: 100 }, { checkOutToken: await tokenise(app), paymentMethod: 2 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual({ reason: 'card_brand', paymentMethod: 1, quote: { subtotal: 2000, fee: 88, total: 2088 } });
  });

  it('charges an American Express card sent as a card when the fee is the same (the organiser pays it), under its own method', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, AU(1));
    const token = await tokenise(app, TEST_CARDS.amex);
    const key = randomUUID();
    const res = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }, { checkOutToken: token }), key);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db().select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(row).toMatchObject({ paymentMethod: 2, feeCents: 0, status: 'succeeded' });
    // The browser's retry names the method it first sent: still the same attempt.
    const retry = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }, { checkOutToken: token }), key);
    expect(retry.json()).toMatchObject({ success: true, message: row!.guid });
  });

  it('charges no fee when the organiser absorbs it, and refuses a fee sent anyway', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, AU(1));
    const res = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 1000, fee: 48 }, { checkOutToken: await tokenise(app) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.quote).toEqual({ subtotal: 1000, fee: 0, total: 1000 });
  });

  it('multiplies an exact amount by the contributions and refuses another subtotal', async () => {
    const app = t.app();
    const { collectionId, soFarCollected } = await collectionFigures(app, US(11));
    const token = await tokenise(app);
    const wrong = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 3000, contributions: 2 }, { checkOutToken: token }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details.quote).toMatchObject({ subtotal: 5000 });
    const right = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 5000, contributions: 2 }, { checkOutToken: token }),
    );
    expect(right.statusCode).toBe(200);
    expect((await collectionFigures(app, US(11))).soFarCollected).toBe(soFarCollected + 5000);
    await t.expectLedgerBalanced();
  });

  it('enforces the minimum with the catalogue wording', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const res = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 50 }, { checkOutToken: await tokenise(app) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.netAmount).toEqual([
      'Must be greater than or equal to $1.00',
    ]);
    const zero = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 0 }, { checkOutToken: await tokenise(app) }),
    );
    expect(zero.statusCode).toBe(422);
  });

  it('refuses closed, deleted and suspended collections', async () => {
    const app = t.app();
    const token = await tokenise(app);
    for (const nn of [8, 10]) {
      const { collectionId } = await collectionFigures(app, US(nn));
      const res = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }, { checkOutToken: token }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('collection_closed');
    }
    const { collectionId } = await collectionFigures(app, US(9));
    const res = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }, { checkOutToken: token }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'collection_suspended',
      details: { data: 'collection-suspended' },
    });
    await t.expectLedgerBalanced();
  });

  it('answers declines with 402 and the provider message, and leaves the figures alone', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const declined = await pay(
      app,
      PROCESS,
      paymentBody(
        before.collectionId,
        { net: 1000 },
        { checkOutToken: await tokenise(app, TEST_CARDS.decline) },
      ),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: 'payment_declined',
      message: 'Your card was declined.',
    });
    const poor = await pay(
      app,
      PROCESS,
      paymentBody(
        before.collectionId,
        { net: 1000 },
        { checkOutToken: await tokenise(app, TEST_CARDS.insufficient) },
      ),
    );
    expect(poor.json().error.message).toMatch(/insufficient funds/);
    const security = await pay(
      app,
      PROCESS,
      paymentBody(
        before.collectionId,
        { net: 1000 },
        { checkOutToken: await tokenise(app, TEST_CARDS.success, 'SECURITY DECLINE') },
      ),
    );
    expect(security.statusCode).toBe(402);
    expect(security.json().error.message).toMatch(/security.*status code 400/);
    const suspended = await pay(
      app,
      PROCESS,
      paymentBody(before.collectionId, { net: 1014 }, { checkOutToken: await tokenise(app) }),
    );
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().error.details).toEqual({ data: 'collection-suspended' });
    expect(await collectionFigures(app, US(1))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('needs an Idempotency-Key and a card token', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const noKey = await app.inject({
      method: 'POST',
      url: PROCESS,
      payload: paymentBody(collectionId, { net: 1000 }, { checkOutToken: 'x' }),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('validation_failed');
    const noToken = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }));
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.details.fieldErrors.checkOutToken).toBeDefined();
  });
});

describe('idempotency', () => {
  it('answers a retry with the first outcome and charges once', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const key = randomUUID();
    const body = paymentBody(before.collectionId, { net: 1500 }, { checkOutToken: await tokenise(app) });
    const first = await pay(app, PROCESS, body, key);
    const again = await pay(app, PROCESS, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const charges = (await t.sandbox().store.listPayments()).filter((p) => p.idempotencyKey === key);
    expect(charges).toHaveLength(1);
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 1500);
    await t.expectLedgerBalanced();
  });

  it('answers a retried decline with the same decline', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const key = randomUUID();
    const body = paymentBody(
      collectionId,
      { net: 1000 },
      { checkOutToken: await tokenise(app, TEST_CARDS.decline) },
    );
    expect((await pay(app, PROCESS, body, key)).statusCode).toBe(402);
    const again = await pay(app, PROCESS, body, key);
    expect(again.statusCode).toBe(402);
    expect(again.json().error.code).toBe('payment_declined');
  });

  it('refuses a key reused for a different payment', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const key = randomUUID();
    const token = await tokenise(app);
    expect(
      (await pay(app, PROCESS, paymentBody(collectionId, { net: 1000 }, { checkOutToken: token }), key))
        .statusCode,
    ).toBe(200);
    const other = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 9000 }, { checkOutToken: token }),
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    await t.expectLedgerBalanced();
  });

  it('charges once for 200 concurrent requests with one key, and all of them get the same answer', async () => {
    const app = t.app();
    const before = await collectionFigures(app, AU(1));
    const key = randomUUID();
    const body = paymentBody(before.collectionId, { net: 2500 }, { checkOutToken: await tokenise(app) });
    const answers = await Promise.all(Array.from({ length: 200 }, () => pay(app, PROCESS, body, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().message)).size).toBe(1);
    const charges = (await t.sandbox().store.listPayments()).filter((p) => p.idempotencyKey === key);
    expect(charges).toHaveLength(1);
    const after = await collectionFigures(app, AU(1));
    expect(after.soFarCollected).toBe(before.soFarCollected + 2500);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    await t.expectLedgerBalanced();
  });

  it.each(['timeout', 'lost_response'] as const)(
    'after a %s, a retry with the key settles the one charge',
    async (kind) => {
      const app = t.app();
      const sandbox = t.sandbox();
      sandbox.faults.configure({ timeoutMs: 5 });
      const before = await collectionFigures(app, US(1));
      const key = randomUUID();
      const body = paymentBody(before.collectionId, { net: 1200 }, { checkOutToken: await tokenise(app) });
      sandbox.faults.failNext(kind);
      const first = await pay(app, PROCESS, body, key);
      expect(first.statusCode).toBe(503);
      expect(first.json().error.code).toBe('service_unavailable');
      // The provider charged, but we do not know it yet: the figures have not moved.
      expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected);
      await t.expectLedgerBalanced();
      const retry = await pay(app, PROCESS, body, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().success).toBe(true);
      expect((await sandbox.store.listPayments()).filter((p) => p.idempotencyKey === key)).toHaveLength(1);
      expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 1200);
      await t.expectLedgerBalanced();
    },
  );
});

describe('charity share', () => {
  it('adds the charity percentage of the contribution to the charity share, with the success', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(12));
    const share = async () =>
      (
        await t
          .db()
          .select({ v: collections.charityShareCents })
          .from(collections)
          .where(eq(collections.id, collectionId))
      )[0]?.v;
    const before = await share();
    const res = await pay(
      app,
      PROCESS,
      paymentBody(collectionId, { net: 2345 }, { checkOutToken: await tokenise(app) }),
    );
    expect(res.statusCode).toBe(200);
    // Red Cross 10 % of $23.45 is $2.345, half-up to $2.35.
    expect((await share()) ?? 0).toBe((before ?? 0) + 235);
    await t.expectLedgerBalanced();
  });
});

describe('contribution limits and zero contributions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Watches the provider: a refused or zero payment must never reach it. */
  function watchProvider() {
    return vi.spyOn(t.sandbox(), 'createPayment');
  }

  async function ledgerRowsFor(key: string) {
    return t.db().select().from(payments).where(eq(payments.idempotencyKey, key));
  }

  it('refuses a contribution above the collection maximum with the limit in words, charging nothing', async () => {
    const app = t.app();
    await t
      .db()
      .update(collections)
      .set({ maxIndividualLimitCents: 5000 })
      .where(eq(collections.guid, AU(13)));
    const before = await collectionFigures(app, AU(13));
    const provider = watchProvider();
    const key = randomUUID();
    const res = await pay(
      app,
      PROCESS,
      paymentBody(before.collectionId, { net: 5001 }, { checkOutToken: await tokenise(app) }),
      key,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'unprocessable',
      message: 'Must be less than or equal to $50.00',
      details: { fieldErrors: { netAmount: ['Must be less than or equal to $50.00'] } },
    });
    expect(provider).not.toHaveBeenCalled();
    expect(await ledgerRowsFor(key)).toEqual([]);
    expect(await collectionFigures(app, AU(13))).toEqual(before);

    // The maximum itself is allowed.
    const atMax = await pay(
      app,
      PROCESS,
      paymentBody(before.collectionId, { net: 5000 }, { checkOutToken: await tokenise(app) }),
    );
    expect(atMax.statusCode).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('records a zero contribution where the collection allows it, with no provider call', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(13));
    const provider = watchProvider();
    const key = randomUUID();
    // Nothing to charge, so no card is asked for.
    const res = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 0 }), key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, successCode: 10000 });
    expect(res.json().invoiceNumber).toMatch(/^INV-\d{8}$/);
    expect(provider).not.toHaveBeenCalled();
    expect((await t.sandbox().store.listPayments()).filter((p) => p.idempotencyKey === key)).toEqual([]);
    const [row] = await ledgerRowsFor(key);
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 0, netCents: 0, providerReference: null });
    // The contributor joined; the collected figure did not move.
    expect(await collectionFigures(app, US(13))).toEqual({
      ...before,
      joinedSofar: before.joinedSofar + 1,
    });
  });

  it("refuses less than the organiser's minimum where signing without paying is allowed, and still records $0", async () => {
    const app = t.app();
    await t.db().update(collections).set({ minimumContributionCents: 500 }).where(eq(collections.guid, US(13)));
    try {
      const before = await collectionFigures(app, US(13));
      const provider = watchProvider();
      const key = randomUUID();
      const below = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 499 }, { checkOutToken: await tokenise(app) }), key);
      expect(below.statusCode).toBe(422);
      expect(below.json().error).toMatchObject({
        code: 'unprocessable',
        message: 'Must be greater than or equal to $5.00',
        details: { fieldErrors: { netAmount: ['Must be greater than or equal to $5.00'] } },
      });
      expect(provider).not.toHaveBeenCalled();
      expect(await ledgerRowsFor(key)).toEqual([]);
      expect(await collectionFigures(app, US(13))).toEqual(before);

      const zero = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 0 }));
      expect(zero.statusCode).toBe(200);
      const atMinimum = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 500 }, { checkOutToken: await tokenise(app) }));
      expect(atMinimum.statusCode).toBe(200);
    } finally {
      await t.db().update(collections).set({ minimumContributionCents: 100 }).where(eq(collections.guid, US(13)));
    }
  });

  it('refuses a zero contribution where the collection does not allow it, charging nothing', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const provider = watchProvider();
    const key = randomUUID();
    const res = await pay(
      app,
      PROCESS,
      paymentBody(before.collectionId, { net: 0 }, { checkOutToken: await tokenise(app) }),
      key,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.netAmount).toEqual([
      'Must be greater than or equal to $1.00',
    ]);
    expect(provider).not.toHaveBeenCalled();
    expect(await ledgerRowsFor(key)).toEqual([]);
    expect(await collectionFigures(app, US(1))).toEqual(before);
  });
});

describe('top-up', () => {
  // US(14) absorbs fees (option 1) and has no new-fee flag; each case sets the flag it needs.
  const setFees = (isNewFee: boolean, whoPaysFeeOption: 1 | 2) =>
    t.db().update(collections).set({ isNewFee, whoPaysFeeOption }).where(eq(collections.guid, US(14)));

  afterEach(async () => {
    await setFees(false, 1);
  });

  it('prices a top-up with fee option 2 when the collection has the new-fee flag, whatever its own option', async () => {
    const app = t.app();
    await setFees(true, 1);
    const before = await collectionFigures(app, US(14));
    const token = await tokenise(app);
    // US card fee: 30c + 2.9 % of $50.00 = $1.75.
    const noFee = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000 }, { checkOutToken: token, topUp: true }));
    expect(noFee.statusCode).toBe(422);
    expect(noFee.json().error).toMatchObject({
      code: 'amount_mismatch',
      details: { quote: { subtotal: 5000, fee: 175, total: 5175 } },
    });
    const withFee = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000, fee: 175 }, { checkOutToken: token, topUp: true }));
    expect(withFee.statusCode).toBe(200);
    expect(withFee.json()).toMatchObject({ success: true, successCode: 10000 });
    expect((await collectionFigures(app, US(14))).soFarCollected).toBe(before.soFarCollected + 5000);

    // The same collection outside a top-up keeps its own option 1: no fee.
    const plain = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000, fee: 175 }, { checkOutToken: token }));
    expect(plain.statusCode).toBe(422);
    expect(plain.json().error.details.quote).toEqual({ subtotal: 5000, fee: 0, total: 5000 });
  });

  it('prices a top-up with fee option 1 when the collection has no new-fee flag, whatever its own option', async () => {
    const app = t.app();
    await setFees(false, 2);
    const before = await collectionFigures(app, US(14));
    const token = await tokenise(app);
    const withFee = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000, fee: 175 }, { checkOutToken: token, topUp: true }));
    expect(withFee.statusCode).toBe(422);
    expect(withFee.json().error).toMatchObject({
      code: 'amount_mismatch',
      details: { quote: { subtotal: 5000, fee: 0, total: 5000 } },
    });
    const noFee = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000 }, { checkOutToken: token, topUp: true }));
    expect(noFee.statusCode).toBe(200);
    expect(noFee.json()).toMatchObject({ success: true, successCode: 10000 });
    expect((await collectionFigures(app, US(14))).soFarCollected).toBe(before.soFarCollected + 5000);

    // Outside a top-up the collection's option 2 applies: the contributor pays the fee.
    const plain = await pay(app, PROCESS, paymentBody(before.collectionId, { net: 5000 }, { checkOutToken: token }));
    expect(plain.statusCode).toBe(422);
    expect(plain.json().error.details.quote).toEqual({ subtotal: 5000, fee: 175, total: 5175 });
  });
});
