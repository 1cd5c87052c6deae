import { describe, expect, it } from 'vitest';
import { AU, US } from '../../../test/demo-guids';
import { TEST_CARDS, collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';

// American Express as its own method in both markets (SPEC §9 method id 2, decision 105): the server
// recomputes its fee from the collection's fee table, whatever the page sent.
const PROCESS = '/api/checkout/ProcessCheckout';
const AMEX = 2;
const t = usePaymentsApp({ sandboxWebhooks: false });

describe('the American Express fee, recomputed by the server', () => {
  for (const [market, guid, fees] of [
    // Demo fee tables on $20.00: AU cards 30c + 1.75 % = 65c, Amex 30c + 2.9 % = 88c;
    // US cards (Stripe) 30c + 2.9 % = 88c, Amex 30c + 3.5 % = $1.00.
    ['AU', AU(3), { card: 65, amex: 88 }],
    ['US', US(3), { card: 88, amex: 100 }],
  ] as const) {
    it(`${market}: refuses the card fee for an American Express payment with its own quote, then takes the Amex fee`, async () => {
      const app = t.app();
      const { collectionId, soFarCollected } = await collectionFigures(app, guid);
      const token = await tokenise(app, TEST_CARDS.amex);
      const cardRate = await pay(
        app,
        PROCESS,
        paymentBody(collectionId, { net: 2000, fee: fees.card }, { checkOutToken: token, paymentMethod: AMEX }),
      );
      expect(cardRate.statusCode).toBe(422);
      expect(cardRate.json().error).toMatchObject({
        code: 'amount_mismatch',
        details: { quote: { subtotal: 2000, fee: fees.amex, total: 2000 + fees.amex } },
      });
      const amexRate = await pay(
        app,
        PROCESS,
        paymentBody(collectionId, { net: 2000, fee: fees.amex }, { checkOutToken: token, paymentMethod: AMEX }),
      );
      expect(amexRate.statusCode).toBe(200);
      expect(amexRate.json()).toMatchObject({ successCode: 10000, success: true });
      expect((await collectionFigures(app, guid)).soFarCollected).toBe(soFarCollected + 2000);
      await t.expectLedgerBalanced();
    });
  }

  it('charges no Amex fee when the organiser absorbs the fees, and refuses one sent anyway', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, AU(1));
    const token = await tokenise(app, TEST_CARDS.amex);
    const res = await pay(app, PROCESS, paymentBody(collectionId, { net: 1000, fee: 59 }, { checkOutToken: token, paymentMethod: AMEX }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.quote).toEqual({ subtotal: 1000, fee: 0, total: 1000 });
  });
});
