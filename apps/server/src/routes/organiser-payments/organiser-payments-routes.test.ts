import { randomUUID } from 'node:crypto';
import { ORGANISER_PAYMENT_PATHS, PAYMENT_METHOD, PAYMENT_SUCCESS_CODE } from '@groupgift/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { bulkUploads } from '../../db/schema/bulk-uploads';
import { packs } from '../../db/schema/packs';
import { payments } from '../../db/schema/payments';
import { promoCodes } from '../../db/schema/promo-codes';
import { sandboxRefunds } from '../../db/schema/sandbox-provider';
import { TEST_CARDS, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';

const PROMOS = [
  { code: 'HALF50', discountPercentage: 50, maxUses: null, validUntil: null },
  { code: 'FREECARD', discountPercentage: 100, maxUses: null, validUntil: null },
  { code: 'ONCEONLY', discountPercentage: 20, maxUses: 1, validUntil: null },
  { code: 'OLDCODE', discountPercentage: 20, maxUses: null, validUntil: new Date('2020-01-01T00:00:00Z') },
];
const { app, db, expectLedgerBalanced } = usePaymentsApp({}, { promoCodes: PROMOS });

type Org = SignedUpOrganiser;
const US_CARD_PRICE = 499;
const AU_CARD_PRICE = 699;

async function newPgc(
  org: Org,
  market: 'US' | 'AU' = 'US',
  setupType = 'Paid Group Card',
): Promise<{ guid: string; id: number }> {
  const guid = randomUUID();
  const [row] = await db()
    .insert(collections)
    .values({
      guid,
      market,
      setupType,
      organiserId: org.organiser.id,
      title: 'Farewell Sam',
      closeDate: new Date('2035-01-01T00:00:00Z'),
    })
    .returning({ id: collections.id });
  return { guid, id: row!.id };
}

function call(
  a: FastifyInstance,
  org: Org | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) {
  return a.inject({
    method,
    url,
    headers: { ...(org ? org.headers : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const details = (org: Org, guid: string) =>
  call(app(), org, 'GET', `/api/Details/getuserdetails?collectionGuid=${guid}`);

async function payPgcByCard(org: Org, guid: string, amount: number, key = randomUUID()) {
  const token = await tokenise(app(), TEST_CARDS.success);
  return call(
    app(),
    org,
    'POST',
    ORGANISER_PAYMENT_PATHS.processCheckout,
    {
      purchase: { kind: 'paid_group_card', collectionGuid: guid },
      amount,
      paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
      checkOutToken: token,
    },
    key,
  );
}

describe('organiser payments: paid group card', () => {
  it('prices the card for the market and pays it by card once, marking the collection paid', async () => {
    const org = await signUpOrganiser(app(), { market: 'AU' });
    const pgc = await newPgc(org, 'AU');
    const before = await details(org, pgc.guid);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      market: 'AU',
      cardPrice: AU_CARD_PRICE,
      totalPgcAmount: AU_CARD_PRICE,
      isPaid: false,
    });

    const key = randomUUID();
    const res = await payPgcByCard(org, pgc.guid, AU_CARD_PRICE, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, successCode: PAYMENT_SUCCESS_CODE });
    // The same key again: the first outcome, no second charge.
    const again = await payPgcByCard(org, pgc.guid, AU_CARD_PRICE, key);
    expect(again.json().message).toBe(res.json().message);
    const rows = await db().select().from(payments).where(eq(payments.collectionId, pgc.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'paid_group_card',
      currency: 'AUD',
      amountCents: AU_CARD_PRICE,
      organiserId: org.organiser.id,
    });

    expect((await details(org, pgc.guid)).json().isPaid).toBe(true);
    const twice = await payPgcByCard(org, pgc.guid, AU_CARD_PRICE);
    expect(twice.statusCode).toBe(409);
  });

  it('pays for a PGC + Gift card the same way, marking the collection paid', async () => {
    const org = await signUpOrganiser(app());
    const pgcGift = await newPgc(org, 'US', 'PGC + Gift');
    expect((await details(org, pgcGift.guid)).json()).toMatchObject({ totalPgcAmount: US_CARD_PRICE, isPaid: false });

    const res = await payPgcByCard(org, pgcGift.guid, US_CARD_PRICE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, successCode: PAYMENT_SUCCESS_CODE });
    const rows = await db().select().from(payments).where(eq(payments.collectionId, pgcGift.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'paid_group_card', amountCents: US_CARD_PRICE });
    expect((await details(org, pgcGift.guid)).json().isPaid).toBe(true);

    // Only the two paid-card types are sold this way.
    const plain = await newPgc(org, 'US', 'Collection');
    const refused = await payPgcByCard(org, plain.guid, US_CARD_PRICE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This collection is not a paid group card.');
  });

  it('refuses another total with the server quote', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const res = await payPgcByCard(org, pgc.guid, 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'amount_mismatch',
      details: { quote: { total: US_CARD_PRICE } },
    });
  });

  it('adds an any card in multiples of 5 with its fee, and refuses other amounts', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const bad = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.updateAnyCardDetails, {
      collectionGuid: pgc.guid,
      anyCardAmount: 1250,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('Please enter amount multiple of 5');
    const ok = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.updateAnyCardDetails, {
      collectionGuid: pgc.guid,
      anyCardAmount: 2500,
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.anyCardAmount).toBe(2500);
    expect(body.totalPgcAmount).toBe(US_CARD_PRICE + 2500 + body.anyCardFee);
    const paid = await payPgcByCard(org, pgc.guid, body.totalPgcAmount);
    expect(paid.json().success).toBe(true);
    const [row] = await db().select().from(payments).where(eq(payments.collectionId, pgc.id));
    expect(row).toMatchObject({ anyCardCents: 2500, feeCents: body.anyCardFee });
  });

  it('applies a percentage promo, counts its use once on success, and refuses bad codes', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const applied = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: pgc.guid,
      promoCode: 'half50',
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      promoWasApplied: true,
      promoCode: 'HALF50',
      discountPercentage: 50,
      discount: 250,
      totalPgcAmount: 249,
    });
    const res = await payPgcByCard(org, pgc.guid, 249);
    expect(res.json().success).toBe(true);
    const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'HALF50'));
    expect(promo!.usedCount).toBe(1);

    const other = await newPgc(org);
    const expired = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: other.guid,
      promoCode: 'OLDCODE',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.message).toBe('This promo code has expired.');
    const unknown = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: other.guid,
      promoCode: 'NOPE',
    });
    expect(unknown.json().error.message).toBe('This promo code is not valid.');
    await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: other.guid,
      promoCode: 'ONCEONLY',
    });
    expect((await payPgcByCard(org, other.guid, 399)).json().success).toBe(true);
    const third = await newPgc(org);
    const usedUp = await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: third.guid,
      promoCode: 'ONCEONLY',
    });
    expect(usedUp.json().error.message).toBe(
      'This promo code has already been used the maximum number of times.',
    );
  });

  it('completes a full discount without a charge, only when the total is 0', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const early = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processFullPgcDiscount,
      { collectionGuid: pgc.guid },
      randomUUID(),
    );
    expect(early.statusCode).toBe(422);
    await call(app(), org, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: pgc.guid,
      promoCode: 'FREECARD',
    });
    const res = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processFullPgcDiscount,
      { collectionGuid: pgc.guid },
      randomUUID(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await details(org, pgc.guid)).json().isPaid).toBe(true);
  });
});

describe('organiser payments: 3-D Secure', () => {
  it('returns the organiser to the payment-received page after the challenge, paid once', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const token = await tokenise(app(), TEST_CARDS.threeDs);
    const res = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processCheckout,
      {
        purchase: { kind: 'paid_group_card', collectionGuid: pgc.guid },
        amount: US_CARD_PRICE,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: token,
      },
      randomUUID(),
    );
    expect(res.json()).toMatchObject({ threeDsRequired: true });
    const page = res.json().threeDsredirectUrl as string;
    const answered = await app().inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'complete' }).toString(),
    });
    const back = new URL(String(answered.headers.location));
    const returned = await app().inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`/payment/${pgc.guid}/payment-received`);
    expect((await details(org, pgc.guid)).json().isPaid).toBe(true);
  });
});

describe('organiser payments: paid twice', () => {
  async function startThreeDs(org: Org, guid: string) {
    const token = await tokenise(app(), TEST_CARDS.threeDs);
    const res = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processCheckout,
      {
        purchase: { kind: 'paid_group_card', collectionGuid: guid },
        amount: US_CARD_PRICE,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: token,
      },
      randomUUID(),
    );
    expect(res.json()).toMatchObject({ threeDsRequired: true });
    return res.json().threeDsredirectUrl as string;
  }

  it('refunds a 3-D Secure payment completed after another tab paid the card', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const challenge = await startThreeDs(org, pgc.guid);
    // Meanwhile the card is paid in another tab.
    expect((await payPgcByCard(org, pgc.guid, US_CARD_PRICE)).statusCode).toBe(200);

    const answered = await app().inject({
      method: 'POST',
      url: challenge,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'complete' }).toString(),
    });
    const back = new URL(String(answered.headers.location));
    const returned = await app().inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`/payment/${pgc.guid}?payment=refunded`);

    const rows = await db().select().from(payments).where(eq(payments.collectionId, pgc.id));
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(byStatus.refunded).toMatchObject({ refundDue: true });
    const [card] = await db().select().from(collections).where(eq(collections.id, pgc.id));
    expect(card!.pgcPaymentId).toBe(byStatus.succeeded!.id);
    const refunds = await db()
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, byStatus.refunded!.providerReference!));
    expect(refunds).toHaveLength(1);
  });

  it('charges two tabs paying at once for one card, then gives one back', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const answers = await Promise.all([
      payPgcByCard(org, pgc.guid, US_CARD_PRICE),
      payPgcByCard(org, pgc.guid, US_CARD_PRICE),
      payPgcByCard(org, pgc.guid, US_CARD_PRICE),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.statusCode).toBe(409);
    const rows = await db().select().from(payments).where(eq(payments.collectionId, pgc.id));
    // However the requests interleaved, exactly one payment keeps its money.
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.every((r) => r.status === 'succeeded' || (r.status === 'refunded' && r.refundDue))).toBe(
      true,
    );
  });

  it('retries a refund the provider could not confirm at reconciliation', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    const challenge = await startThreeDs(org, pgc.guid);
    expect((await payPgcByCard(org, pgc.guid, US_CARD_PRICE)).statusCode).toBe(200);
    // The payer passes the challenge at the provider but never comes back to us.
    await app().inject({
      method: 'POST',
      url: challenge,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'complete' }).toString(),
    });
    const [pending] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.collectionId, pgc.id), eq(payments.kind, 'paid_group_card')))
      .orderBy(payments.id)
      .limit(1);
    // As if the server stopped between recording the late success and refunding it.
    await db()
      .update(payments)
      .set({ status: 'succeeded', refundDue: true })
      .where(and(eq(payments.id, pending!.id), eq(payments.status, 'requires_action')));
    await app().payments.reconcile({ graceMs: 0 });
    const [after] = await db().select().from(payments).where(eq(payments.id, pending!.id));
    expect(after!.status).toBe('refunded');
  });
});

describe('organiser payments: packs', () => {
  it('buys a pack (planid else first plan), then pays cards from it until none are left', async () => {
    const org = await signUpOrganiser(app());
    const me = await call(app(), org, 'GET', `/api/Details/getuserdetails?userid=${org.organiser.guid}`);
    expect(me.statusCode).toBe(200);
    const plans = me.json().plans as { id: number; price: number; cardCount: number }[];
    expect(plans.map((p) => p.cardCount)).toEqual([5, 10]);
    expect(me.json().isPackAvailable).toBe(false);
    const plan = plans[0]!;
    const token = await tokenise(app());
    const bought = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processCheckout,
      {
        purchase: { kind: 'pack', planId: plan.id },
        amount: plan.price,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: token,
      },
      randomUUID(),
    );
    expect(bought.json().success).toBe(true);
    const after = (
      await call(app(), org, 'GET', `/api/Details/getuserdetails?userid=${org.organiser.guid}`)
    ).json();
    expect(after).toMatchObject({ isPackAvailable: true, pack: { cardsRemaining: 5 } });

    // Draw all five cards (one with a repeated key), then the sixth is refused.
    const key = randomUUID();
    for (let i = 0; i < 5; i += 1) {
      const pgc = await newPgc(org);
      const res = await call(
        app(),
        org,
        'POST',
        ORGANISER_PAYMENT_PATHS.payFromPack,
        { collectionGuid: pgc.guid },
        i === 0 ? key : randomUUID(),
      );
      expect(res.json().success).toBe(true);
      if (i === 0) {
        const retry = await call(
          app(),
          org,
          'POST',
          ORGANISER_PAYMENT_PATHS.payFromPack,
          { collectionGuid: pgc.guid },
          key,
        );
        expect(retry.json().message).toBe(res.json().message);
      }
    }
    const [pack] = await db().select().from(packs).where(eq(packs.organiserId, org.organiser.id));
    expect(pack!.remainingCards).toBe(0);
    const last = await newPgc(org);
    const none = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.payFromPack,
      { collectionGuid: last.guid },
      randomUUID(),
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('There are no cards left in your pack.');
  });
});

describe('organiser payments: bulk upload', () => {
  it('pays the upload total plus its fee and marks the upload paid', async () => {
    const org = await signUpOrganiser(app());
    const pgc = await newPgc(org);
    await db().insert(bulkUploads).values({
      guid: randomUUID(),
      organiserId: org.organiser.id,
      collectionId: pgc.id,
      status: 'awaiting_payment',
      subtotalCents: 10000,
      feeCents: 500,
    });
    const quote = await call(
      app(),
      org,
      'GET',
      ORGANISER_PAYMENT_PATHS.bulkUploadQuote.replace(':collectionGuid', pgc.guid),
    );
    expect(quote.json().quote).toEqual({ subtotal: 10000, discount: 0, fee: 500, total: 10500 });
    const token = await tokenise(app());
    const res = await call(
      app(),
      org,
      'POST',
      ORGANISER_PAYMENT_PATHS.processCheckout,
      {
        purchase: { kind: 'bulk_upload', collectionGuid: pgc.guid },
        amount: 10500,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: token,
      },
      randomUUID(),
    );
    expect(res.json().success).toBe(true);
    const [upload] = await db().select().from(bulkUploads).where(eq(bulkUploads.collectionId, pgc.id));
    expect(upload!.status).toBe('paid');
  });
});

describe('organiser payments: access', () => {
  it('answers 401 signed out and 404 for another organiser', async () => {
    const owner = await signUpOrganiser(app());
    const other = await signUpOrganiser(app());
    const pgc = await newPgc(owner);
    expect(
      (await call(app(), null, 'GET', `/api/Details/getuserdetails?collectionGuid=${pgc.guid}`)).statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          app(),
          null,
          'POST',
          ORGANISER_PAYMENT_PATHS.payFromPack,
          { collectionGuid: pgc.guid },
          randomUUID(),
        )
      ).statusCode,
    ).toBe(401);
    expect((await details(other, pgc.guid)).statusCode).toBe(404);
    expect(
      (await call(app(), other, 'GET', `/api/Details/getuserdetails?userid=${owner.organiser.guid}`))
        .statusCode,
    ).toBe(404);
    expect((await payPgcByCard(other, pgc.guid, US_CARD_PRICE)).statusCode).toBe(404);
    const promo = await call(app(), other, 'POST', ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: pgc.guid,
      promoCode: 'HALF50',
    });
    expect(promo.statusCode).toBe(404);
  });

  it('leaves the contribution ledger balanced', async () => {
    await expectLedgerBalanced();
  });
});
