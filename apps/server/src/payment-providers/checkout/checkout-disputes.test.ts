import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../provider';
import { startHttpDouble, type HttpDouble } from '../../../test/http-double';
import { CheckoutProvider } from './checkout-provider';

const WEBHOOK_SECRET = 'cko-webhook-signature-key';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

async function provider() {
  double = await startHttpDouble(() => ({ status: 404, body: {} }));
  return new CheckoutProvider({
    secretKey: 'sk_sbox_m73dzbpy7cf3gfd46xr4yj5xo4e',
    publicKey: 'pk_sbox_xg66bnn6tpspd6pt3psc7otrqa=',
    webhookSecret: WEBHOOK_SECRET,
    apiBaseUrl: double.baseUrl,
  });
}

const PAYMENT_GUID = '5d3c1e0a-7b9f-4c2d-8e6a-1f0b2c3d4e5f';

/** A dispute webhook as Checkout.com's Disputes guide shows it. */
function disputeEvent(type: string, id = 'evt_tu5fh5ekmuouzdkpfacdzm6wqa') {
  const raw = JSON.stringify({
    id,
    type,
    version: '1.0.0',
    created_on: '2026-11-27T08:17:55.618Z',
    data: {
      id: 'dsp_rbhwd2qrg13uhrp2newf',
      reason_code: '10.4',
      category: 'fraudulent',
      status: 'evidence_required',
      amount: 2500,
      currency: 'AUD',
      payment_id: 'pay_88cb4e671m1da22e9bbbyx',
      payment_reference: PAYMENT_GUID,
      payment_arn: '74548998294293967954146',
      payment_method: 'Visa',
      evidence_required_by: '2026-12-15T00:00:00Z',
    },
    _links: { self: { href: 'https://api.sandbox.checkout.com/disputes/dsp_rbhwd2qrg13uhrp2newf' } },
  });
  return { raw, headers: { 'cko-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex') } };
}

describe('Checkout.com dispute webhooks', () => {
  it('dispute_received: the disputed payment, our reference, the amount and the category', async () => {
    const cko = await provider();
    const { raw, headers } = disputeEvent('dispute_received');
    const event = await cko.verifyWebhook(raw, headers);
    expect(event).toMatchObject({ id: 'evt_tu5fh5ekmuouzdkpfacdzm6wqa', type: 'other', providerType: 'dispute_received' });
    expect(event.dispute).toEqual({
      providerDisputeId: 'dsp_rbhwd2qrg13uhrp2newf',
      providerPaymentId: 'pay_88cb4e671m1da22e9bbbyx',
      ourReferences: [PAYMENT_GUID],
      amountCents: 2500,
      currency: 'AUD',
      reason: 'fraudulent',
      status: 'open',
      feeCents: 0,
    });
  });

  it('says where each documented dispute event leaves the dispute', async () => {
    const cko = await provider();
    const expected: Record<string, string> = {
      dispute_evidence_required: 'open',
      dispute_evidence_submitted: 'open',
      dispute_evidence_acknowledged_by_scheme: 'open',
      dispute_arbitration_sent_to_scheme: 'open',
      dispute_won: 'won',
      dispute_canceled: 'won',
      dispute_resolved: 'won',
      dispute_arbitration_won: 'won',
      dispute_lost: 'lost',
      dispute_accepted: 'lost',
      dispute_expired: 'lost',
      dispute_arbitration_lost: 'lost',
    };
    for (const [type, status] of Object.entries(expected)) {
      const { raw, headers } = disputeEvent(type, `evt_${type}`);
      expect([type, (await cko.verifyWebhook(raw, headers)).dispute?.status]).toEqual([type, status]);
    }
  });

  it('refuses a dispute event whose signature does not match, and payment events carry no dispute', async () => {
    const cko = await provider();
    const { raw, headers } = disputeEvent('dispute_lost');
    await expect(cko.verifyWebhook(raw.replace('"dispute_lost"', '"dispute_won"'), headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    const payment = JSON.stringify({ id: 'evt_1', type: 'payment_captured', created_on: '2030-01-01T00:00:00Z', data: { id: 'pay_ok', amount: 2500 } });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(payment).digest('hex');
    expect((await cko.verifyWebhook(payment, { 'cko-signature': signature })).dispute).toBeUndefined();
  });
});
