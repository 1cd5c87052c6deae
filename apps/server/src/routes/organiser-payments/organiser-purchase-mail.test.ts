import { randomUUID } from 'node:crypto';
import { ORGANISER_PAYMENT_PATHS } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bulkUploadPayees, bulkUploads } from '../../db/schema/bulk-uploads';
import { payments } from '../../db/schema/payments';
import type { OutgoingMail } from '../../mail/transport';
import { TEST_CARDS, usePaymentsApp } from '../../../test/payments-app';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import {
  US_CARD_PRICE,
  answerChallenge,
  applyPromo,
  newAwaitingUpload,
  newPaidGroupCard,
  organiserCall,
  outboxForPayment,
  payPurchase,
} from '../../../test/purchase-fixtures';

const PROMOS = [{ code: 'HALF50', discountPercentage: 50, maxUses: null, validUntil: null }];
// Webhooks off: each test decides who settles a payment, so "not yet" can be asserted.
const t = usePaymentsApp({ sandboxWebhooks: false }, { promoCodes: PROMOS });
// Webhooks on: the return, a webhook and reconciliation all race to settle one payment.
const live = usePaymentsApp({}, { promoCodes: PROMOS });

const pgcPurchase = (guid: string) => ({ kind: 'paid_group_card', collectionGuid: guid });

async function paymentGuidsOf(collectionId: number) {
  return t.db().select().from(payments).where(eq(payments.collectionId, collectionId)).orderBy(payments.id);
}

/** A card payment left at 3-D Secure; answers its guid and the challenge page. */
async function startThreeDs(org: SignedUpOrganiser, purchase: object, amount: number, on = t) {
  const key = randomUUID();
  const res = await payPurchase(on.app(), org, purchase, amount, { card: TEST_CARDS.threeDs, key });
  expect(res.json()).toMatchObject({ threeDsRequired: true });
  // The challenge answer carries no payment id; the ledger row is found by the attempt's key.
  const [row] = await on.db().select().from(payments).where(eq(payments.idempotencyKey, key));
  return { guid: row!.guid, challenge: res.json().threeDsredirectUrl as string };
}

describe('organiser purchase receipt', () => {
  it('queues one itemised receipt for a paid group card, however often the attempt is retried', async () => {
    const org = await signUpOrganiser(t.app(), { firstName: 'Olive' });
    // The sign-up link (decision 097) goes out first, so the count below is the receipt's alone.
    await t.app().mail.worker.runOnce();
    const pgc = await newPaidGroupCard(t.db(), org);
    const anyCard = await organiserCall(t.app(), org, ORGANISER_PAYMENT_PATHS.updateAnyCardDetails, {
      collectionGuid: pgc.guid,
      anyCardAmount: 2500,
    });
    const anyCardFee = anyCard.json().anyCardFee as number;
    const { totalPgcAmount: total } = await applyPromo(t.app(), org, pgc.guid, 'HALF50');
    const key = randomUUID();
    const res = await payPurchase(t.app(), org, pgcPurchase(pgc.guid), total, { key });
    expect(res.json().success).toBe(true);
    await payPurchase(t.app(), org, pgcPurchase(pgc.guid), total, { key });

    const guid = res.json().message as string;
    const queued = await outboxForPayment(t.db(), guid);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      template: 'organiser-purchase-receipt',
      toAddress: org.organiser.email,
      dedupeKey: `organiser-receipt:${guid}`,
      payload: {
        firstName: 'Olive',
        item: { kind: 'paid_group_card', title: 'Farewell Sam', fromPack: false },
        market: 'US',
        subtotal: US_CARD_PRICE + 2500,
        anyCard: 2500,
        discount: 250,
        promoCode: 'HALF50',
        fee: anyCardFee,
        total,
        invoiceNumber: res.json().invoiceNumber,
        packCardsLeft: null,
      },
    });

    expect(await t.app().mail.worker.runOnce()).toMatchObject({ sent: 1 });
    const { mails } = (await t.app().inject({ method: 'GET', url: '/dev/mail.json' })).json() as {
      mails: OutgoingMail[];
    };
    const mail = mails.find((m) => m.to === org.organiser.email && m.text.includes('this is your receipt.'));
    expect(mail?.text).toMatch(/Discount \(promo code HALF50\)\s+−\$2\.50/);
    expect(mail?.text).toMatch(new RegExp(`Invoice number\\s+${res.json().invoiceNumber}`));
  });

  it('sends a receipt for a pack, and one for each card drawn from it with the cards left', async () => {
    const org = await signUpOrganiser(t.app());
    const me = await organiserCall(t.app(), org, `/api/Details/getuserdetails?userid=${org.organiser.guid}`);
    const plan = (me.json().plans as { id: number; price: number; cardCount: number }[])[0]!;
    const bought = await payPurchase(t.app(), org, { kind: 'pack', planId: plan.id }, plan.price);
    const [packReceipt] = await outboxForPayment(t.db(), bought.json().message);
    expect(packReceipt?.payload).toMatchObject({
      item: { kind: 'pack', count: plan.cardCount, fromPack: false },
      subtotal: plan.price,
      discount: 0,
      fee: 0,
      total: plan.price,
      packCardsLeft: null,
    });

    const pgc = await newPaidGroupCard(t.db(), org, 'US', 'Card from the pack');
    const drawn = await organiserCall(
      t.app(),
      org,
      ORGANISER_PAYMENT_PATHS.payFromPack,
      { collectionGuid: pgc.guid },
      randomUUID(),
    );
    expect(drawn.json().success).toBe(true);
    const [drawReceipt] = await outboxForPayment(t.db(), drawn.json().message);
    expect(drawReceipt?.payload).toMatchObject({
      item: { kind: 'paid_group_card', title: 'Card from the pack', fromPack: true },
      subtotal: 0,
      total: 0,
      packCardsLeft: plan.cardCount - 1,
    });
  });

  it('sends a bulk upload receipt in the collection market, with the payees and the bulk fee', async () => {
    const org = await signUpOrganiser(t.app(), { market: 'AU' });
    const pgc = await newPaidGroupCard(t.db(), org, 'AU', 'Team gifts');
    const upload = await newAwaitingUpload(t.db(), org, pgc.id, 10000, 500);
    await t
      .db()
      .insert(bulkUploadPayees)
      .values(
        ['Ann', 'Bob'].map((firstName) => ({
          bulkUploadId: upload.id,
          firstName,
          email: `${firstName.toLowerCase()}@example.test`,
          amountCents: 5000,
        })),
      );
    const res = await payPurchase(t.app(), org, { kind: 'bulk_upload', collectionGuid: pgc.guid }, 10500);
    expect(res.json().success).toBe(true);
    const [receipt] = await outboxForPayment(t.db(), res.json().message);
    expect(receipt?.payload).toMatchObject({
      item: { kind: 'bulk_upload', title: 'Team gifts', count: 2 },
      market: 'AU',
      subtotal: 10000,
      fee: 500,
      total: 10500,
    });
  });
});

describe('duplicate purchase refund notice', () => {
  it('tells the organiser once why a second payment for a paid card was refunded, with no receipt for it', async () => {
    const org = await signUpOrganiser(t.app());
    const pgc = await newPaidGroupCard(t.db(), org);
    const late = await startThreeDs(org, pgcPurchase(pgc.guid), US_CARD_PRICE);
    const first = await payPurchase(t.app(), org, pgcPurchase(pgc.guid), US_CARD_PRICE);
    expect(first.statusCode).toBe(200);

    const back = await answerChallenge(t.app(), late.challenge);
    expect((await t.app().inject({ method: 'GET', url: back })).headers.location).toBe(
      `/payment/${pgc.guid}?payment=refunded`,
    );
    // Settling it again (a repeated return, reconciliation) queues nothing more.
    await t.app().inject({ method: 'GET', url: back });
    await t.app().payments.reconcile({ graceMs: 0 });

    const notices = await outboxForPayment(t.db(), late.guid);
    expect(notices).toHaveLength(1);
    const [refunded] = (await paymentGuidsOf(pgc.id)).filter((p) => p.guid === late.guid);
    expect(notices[0]).toMatchObject({
      template: 'organiser-duplicate-refund',
      toAddress: org.organiser.email,
      payload: {
        item: { kind: 'paid_group_card', title: 'Farewell Sam' },
        total: US_CARD_PRICE,
        invoiceNumber: refunded!.invoiceNumber,
        reason: 'already_paid',
      },
    });
    expect((await outboxForPayment(t.db(), first.json().message)).map((m) => m.template)).toEqual([
      'organiser-purchase-receipt',
    ]);
  });

  it('waits for the provider to confirm the refund before telling the organiser', async () => {
    const org = await signUpOrganiser(t.app());
    const pgc = await newPaidGroupCard(t.db(), org);
    const late = await startThreeDs(org, pgcPurchase(pgc.guid), US_CARD_PRICE);
    expect((await payPurchase(t.app(), org, pgcPurchase(pgc.guid), US_CARD_PRICE)).statusCode).toBe(200);

    // The provider accepts the refund but confirms it later, as an asynchronous one does.
    const refund = vi
      .spyOn(t.sandbox(), 'refund')
      .mockResolvedValueOnce({ providerRefundId: 're_later', status: 'pending', amountCents: US_CARD_PRICE });
    try {
      await t.app().inject({ method: 'GET', url: await answerChallenge(t.app(), late.challenge) });
      expect(refund).toHaveBeenCalledTimes(1);
      expect(await outboxForPayment(t.db(), late.guid)).toEqual([]);

      await t.app().payments.reconcile({ graceMs: 0 });
      const [after] = (await paymentGuidsOf(pgc.id)).filter((p) => p.guid === late.guid);
      expect(after!.status).toBe('refunded');
      expect((await outboxForPayment(t.db(), late.guid)).map((m) => m.template)).toEqual([
        'organiser-duplicate-refund',
      ]);
    } finally {
      refund.mockRestore();
    }
  });

  it('says the upload changed when a bulk upload payment no longer matched it', async () => {
    const org = await signUpOrganiser(t.app());
    const pgc = await newPaidGroupCard(t.db(), org);
    const upload = await newAwaitingUpload(t.db(), org, pgc.id, 4000, 200);
    const late = await startThreeDs(org, { kind: 'bulk_upload', collectionGuid: pgc.guid }, 4200);
    // A corrected file is uploaded while the payer is at the bank's challenge.
    await t.db().update(bulkUploads).set({ subtotalCents: 6000 }).where(eq(bulkUploads.id, upload.id));
    await t.app().inject({ method: 'GET', url: await answerChallenge(t.app(), late.challenge) });

    const [notice] = await outboxForPayment(t.db(), late.guid);
    expect(notice).toMatchObject({
      template: 'organiser-duplicate-refund',
      payload: { item: { kind: 'bulk_upload' }, total: 4200, reason: 'changed' },
    });
  });
});

describe('receipt under racing settles', () => {
  it('queues one receipt when the return, a webhook and reconciliation settle the same payment', async () => {
    const org = await signUpOrganiser(live.app());
    const pgc = await newPaidGroupCard(live.db(), org);
    const { guid, challenge } = await startThreeDs(org, pgcPurchase(pgc.guid), US_CARD_PRICE, live);
    // Completing the challenge also sends the provider's webhook.
    const back = await answerChallenge(live.app(), challenge);
    await Promise.all([
      live.app().inject({ method: 'GET', url: back }),
      live.app().payments.reconcile({ graceMs: 0 }),
      live.app().inject({ method: 'GET', url: back }),
    ]);
    await live.settleWebhooks();

    const queued = await outboxForPayment(live.db(), guid);
    expect(queued.map((m) => m.template)).toEqual(['organiser-purchase-receipt']);
  });
});
