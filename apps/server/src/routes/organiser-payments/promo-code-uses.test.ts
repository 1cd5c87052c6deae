import { randomUUID } from 'node:crypto';
import { ORGANISER_PAYMENT_PATHS } from '@groupgift/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { promoCodes } from '../../db/schema/promo-codes';
import { TEST_CARDS, usePaymentsApp } from '../../../test/payments-app';
import { signUpOrganiser } from '../../../test/organiser-session';
import {
  answerChallenge,
  applyPromo,
  newPaidGroupCard,
  organiserCall,
  outboxForPayment,
  payPurchase,
} from '../../../test/purchase-fixtures';

// Decision 087: a code's use count stops at its maximum, and a payer quoted the discount keeps it.
const PROMOS = [
  { code: 'TWICE20', discountPercentage: 20, maxUses: 2, validUntil: null },
  { code: 'ANYONE20', discountPercentage: 20, maxUses: null, validUntil: null },
  { code: 'FREEONCE', discountPercentage: 100, maxUses: 1, validUntil: null },
  { code: 'LASTONE', discountPercentage: 100, maxUses: 1, validUntil: null },
];
const t = usePaymentsApp({}, { promoCodes: PROMOS });
// The US card (499) less 20 % (99.8, half-up 100).
const DISCOUNTED = 399;

async function usedCount(code: string): Promise<number> {
  const [row] = await t.db().select().from(promoCodes).where(eq(promoCodes.code, code));
  return row!.usedCount;
}

/** Cards of one organiser, each with the code applied before any of them is paid. */
async function cardsQuotedWith(code: string, count: number) {
  const org = await signUpOrganiser(t.app());
  const cards = [];
  for (let i = 0; i < count; i += 1) {
    const card = await newPaidGroupCard(t.db(), org);
    await applyPromo(t.app(), org, card.guid, code);
    cards.push(card);
  }
  return { org, cards };
}

describe('promo code uses at settle', () => {
  it('stops counting at the maximum under concurrent settles, and honours the price every payer was quoted', async () => {
    const { org, cards } = await cardsQuotedWith('TWICE20', 3);
    // Three attempts priced while the code still had uses, each waiting at 3-D Secure.
    const challenges: string[] = [];
    for (const card of cards) {
      const started = await payPurchase(
        t.app(),
        org,
        { kind: 'paid_group_card', collectionGuid: card.guid },
        DISCOUNTED,
        { card: TEST_CARDS.threeDs },
      );
      expect(started.json()).toMatchObject({ threeDsRequired: true });
      challenges.push(started.json().threeDsredirectUrl);
    }
    // All three pass the challenge and come back at once, their webhooks racing them: three
    // settles for two uses left.
    const landed = await Promise.all(
      challenges.map(async (challenge) =>
        t.app().inject({ method: 'GET', url: await answerChallenge(t.app(), challenge) }),
      ),
    );
    await t.settleWebhooks();
    expect(landed.map((r) => r.headers.location)).toEqual(
      cards.map((c) => `/payment/${c.guid}/payment-received`),
    );
    expect(await usedCount('TWICE20')).toBe(2);

    const rows = await t
      .db()
      .select()
      .from(payments)
      .where(
        inArray(
          payments.collectionId,
          cards.map((c) => c.id),
        ),
      );
    expect(rows.map((r) => [r.status, r.amountCents, r.refundDue])).toEqual(
      Array.from({ length: 3 }, () => ['succeeded', DISCOUNTED, false]),
    );
    // Each payer's receipt shows the discount they were charged.
    for (const row of rows) {
      const [receipt] = await outboxForPayment(t.db(), row.guid);
      expect(receipt?.payload).toMatchObject({ discount: 100, promoCode: 'TWICE20', total: DISCOUNTED });
    }

    const late = await newPaidGroupCard(t.db(), org);
    const refused = await organiserCall(t.app(), org, ORGANISER_PAYMENT_PATHS.applyPromoCode, {
      collectionGuid: late.guid,
      promoCode: 'TWICE20',
    });
    expect(refused.json().error.message).toBe(
      'This promo code has already been used the maximum number of times.',
    );
  });

  it('counts every use of a code without a maximum', async () => {
    const { org, cards } = await cardsQuotedWith('ANYONE20', 3);
    await Promise.all(
      cards.map((card) =>
        payPurchase(t.app(), org, { kind: 'paid_group_card', collectionGuid: card.guid }, DISCOUNTED),
      ),
    );
    expect(await usedCount('ANYONE20')).toBe(3);
  });

  it('never counts a single-use code twice when full discounts complete at once', async () => {
    const { org, cards } = await cardsQuotedWith('FREEONCE', 3);
    const answers = await Promise.all(
      cards.map((card) =>
        organiserCall(
          t.app(),
          org,
          ORGANISER_PAYMENT_PATHS.processFullPgcDiscount,
          { collectionGuid: card.guid },
          randomUUID(),
        ),
      ),
    );
    // However they interleave: one that was priced with the code completes at no charge; one priced
    // after the code ran out is told the total is no longer 0.
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(answer.statusCode).toBe(422);
    }
    expect(answers.filter((a) => a.json().success === true).length).toBeGreaterThanOrEqual(1);
    expect(await usedCount('FREEONCE')).toBe(1);
  });

  it('charges the full price once the code ran out before the attempt was priced', async () => {
    const { org, cards } = await cardsQuotedWith('LASTONE', 1);
    const card = cards[0]!;
    // Another organiser's payment took the last use after this card showed the code as applied.
    await t.db().update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.code, 'LASTONE'));
    // Only an attempt priced while the code was usable keeps its discount; this one is quoted in full.
    const res = await payPurchase(t.app(), org, { kind: 'paid_group_card', collectionGuid: card.guid }, 0);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'amount_mismatch', details: { quote: { total: 499 } } });
  });
});
