import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../provider';
import { startHttpDouble, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { PayPalProvider } from './paypal-provider';

let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

// PayPal's token and verify-webhook-signature answers, as its reference shows them.
function payPalApi(request: RecordedRequest) {
  if (request.url === '/v1/oauth2/token') {
    return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: 'A21AAtestaccess', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: 'n' } };
  }
  if (request.url === '/v1/notifications/verify-webhook-signature') {
    const body = JSON.parse(request.body) as { transmission_sig: string; webhook_id: string };
    const ok = body.transmission_sig === 'good-signature' && body.webhook_id === 'WH-ID-1';
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'x', details: [] } };
}

async function provider() {
  double = await startHttpDouble(payPalApi);
  return new PayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'WH-ID-1', environment: 'sandbox', apiBaseUrl: double.baseUrl });
}

const headers = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
  'paypal-transmission-sig': 'good-signature',
  'paypal-transmission-time': '2026-11-27T08:00:01Z',
};

const PAYMENT_GUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A CUSTOMER.DISPUTE.* webhook as PayPal's Customer Disputes reference shows it. */
function disputeEvent(eventType: string, status: string, outcome?: string) {
  return JSON.stringify({
    id: `WH-4M0448861G563140B-9EX36365822141321-${eventType}`,
    create_time: '2026-11-27T08:00:00.000Z',
    resource_type: 'dispute',
    event_type: eventType,
    summary: 'A new dispute opened with Case # PP-D-27803',
    resource: {
      dispute_id: 'PP-D-27803',
      create_time: '2026-11-27T07:59:00.000Z',
      update_time: '2026-11-27T07:59:30.000Z',
      disputed_transactions: [
        {
          seller_transaction_id: '3BC38643YC807283D',
          create_time: '2026-11-20T10:00:00.000Z',
          transaction_status: 'COMPLETED',
          gross_amount: { currency_code: 'USD', value: '25.00' },
          invoice_number: PAYMENT_GUID,
          custom: 'attempt-pp-1',
          buyer: { name: 'Ada Lovelace' },
          seller: { merchant_id: 'RD465XN5VS364', name: 'GroupGift' },
        },
      ],
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status,
      dispute_amount: { currency_code: 'USD', value: '25.00' },
      ...(outcome ? { dispute_outcome: { outcome_code: outcome, amount_refunded: { currency_code: 'USD', value: '25.00' } } } : {}),
      dispute_life_cycle_stage: 'CHARGEBACK',
      dispute_channel: 'EXTERNAL',
      links: [{ href: 'https://api-m.sandbox.paypal.com/v1/customer/disputes/PP-D-27803', rel: 'self', method: 'GET' }],
    },
    links: [],
    event_version: '1.0',
  });
}

describe('PayPal dispute webhooks', () => {
  it('CUSTOMER.DISPUTE.CREATED, verified through PayPal: the invoice id we sent finds our payment', async () => {
    const paypal = await provider();
    const event = await paypal.verifyWebhook(disputeEvent('CUSTOMER.DISPUTE.CREATED', 'OPEN'), headers);
    expect(event).toMatchObject({ type: 'other', providerType: 'CUSTOMER.DISPUTE.CREATED' });
    expect(event.dispute).toEqual({
      providerDisputeId: 'PP-D-27803',
      ourReferences: [PAYMENT_GUID, 'attempt-pp-1'],
      amountCents: 2500,
      currency: 'USD',
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'open',
      feeCents: 0,
    });
  });

  it('UPDATED stays open; RESOLVED is won in the seller’s favour and lost otherwise', async () => {
    const paypal = await provider();
    const status = async (raw: string) => (await paypal.verifyWebhook(raw, headers)).dispute?.status;
    expect(await status(disputeEvent('CUSTOMER.DISPUTE.UPDATED', 'UNDER_REVIEW'))).toBe('open');
    expect(await status(disputeEvent('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'RESOLVED_SELLER_FAVOUR'))).toBe('won');
    expect(await status(disputeEvent('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'CANCELED_BY_BUYER'))).toBe('won');
    expect(await status(disputeEvent('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'RESOLVED_BUYER_FAVOUR'))).toBe('lost');
    expect(await status(disputeEvent('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'ACCEPTED'))).toBe('lost');
  });

  it('refuses a dispute event PayPal does not verify', async () => {
    const paypal = await provider();
    await expect(paypal.verifyWebhook(disputeEvent('CUSTOMER.DISPUTE.RESOLVED', 'RESOLVED', 'RESOLVED_SELLER_FAVOUR'), { ...headers, 'paypal-transmission-sig': 'forged' })).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
