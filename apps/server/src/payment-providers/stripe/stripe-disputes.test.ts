import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../provider';
import { startHttpDouble, type HttpDouble } from '../../../test/http-double';
import { StripeProvider } from './stripe-provider';
import { stripeDisputeStatus } from './stripe-disputes';

const WEBHOOK_SECRET = 'whsec_test_double';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

async function provider() {
  double = await startHttpDouble(() => ({ status: 404, body: { error: { type: 'invalid_request_error', message: 'not used' } } }));
  return new StripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: double.baseUrl, maxNetworkRetries: 0 });
}

const PAYMENT_GUID = '0b8f2a8e-3a52-4f6c-9d0b-5b7c9a1e2f30';

/** A Dispute object as Stripe's API reference shows it (trimmed to the documented fields). */
function dispute(status: Stripe.Dispute.Status, balanceTransactions: { amount: number; fee: number }[]) {
  return {
    id: 'dp_1QkWcd2eZvKYlo2C0mNbLs5t',
    object: 'dispute',
    amount: 5000,
    balance_transactions: balanceTransactions.map((t, i) => ({
      id: `txn_${i}`,
      object: 'balance_transaction',
      amount: t.amount,
      currency: 'usd',
      fee: t.fee,
      net: t.amount - t.fee,
      reporting_category: 'dispute',
      type: 'adjustment',
    })),
    charge: 'ch_3QkWcd2eZvKYlo2C1xYzAbCd',
    created: 1_764_236_000,
    currency: 'usd',
    evidence_details: { due_by: 1_765_036_799, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: 'pi_3QkWcd2eZvKYlo2C1aBcDeFg',
    reason: 'fraudulent',
    status,
  };
}

function signed(type: string, object: unknown, id = 'evt_1QkWce2eZvKYlo2C') {
  const payload = JSON.stringify({ id, object: 'event', api_version: '2025-10-29.clover', created: 1_764_236_100, livemode: false, type, data: { object } });
  return { payload, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } };
}

describe('Stripe dispute webhooks', () => {
  it('charge.dispute.created: the disputed payment intent, amount, reason and the fee withdrawn with it', async () => {
    const stripe = await provider();
    const { payload, headers } = signed('charge.dispute.created', { ...dispute('needs_response', [{ amount: -5000, fee: 1500 }]), metadata: { reference: PAYMENT_GUID } });
    const event = await stripe.verifyWebhook(payload, headers);
    expect(event).toMatchObject({ type: 'other', providerType: 'charge.dispute.created', providerPaymentId: 'pi_3QkWcd2eZvKYlo2C1aBcDeFg' });
    expect(event.dispute).toEqual({
      providerDisputeId: 'dp_1QkWcd2eZvKYlo2C0mNbLs5t',
      providerPaymentId: 'pi_3QkWcd2eZvKYlo2C1aBcDeFg',
      ourReferences: [PAYMENT_GUID],
      amountCents: 5000,
      currency: 'USD',
      reason: 'fraudulent',
      status: 'open',
      feeCents: 1500,
    });
  });

  it('charge.dispute.closed says won or lost from the dispute, and funds_reinstated is not a second fee', async () => {
    const stripe = await provider();
    const lost = signed('charge.dispute.closed', dispute('lost', [{ amount: -5000, fee: 1500 }]));
    expect((await stripe.verifyWebhook(lost.payload, lost.headers)).dispute).toMatchObject({ status: 'lost', feeCents: 1500 });
    const reinstated = signed('charge.dispute.funds_reinstated', dispute('won', [{ amount: -5000, fee: 1500 }, { amount: 5000, fee: -1500 }]), 'evt_2');
    expect((await stripe.verifyWebhook(reinstated.payload, reinstated.headers)).dispute).toMatchObject({ status: 'won', feeCents: 1500 });
    const withdrawn = signed('charge.dispute.funds_withdrawn', dispute('under_review', [{ amount: -5000, fee: 1500 }]), 'evt_3');
    expect((await stripe.verifyWebhook(withdrawn.payload, withdrawn.headers)).dispute).toMatchObject({ status: 'open' });
    const updated = signed('charge.dispute.updated', dispute('warning_under_review', []), 'evt_4');
    expect((await stripe.verifyWebhook(updated.payload, updated.headers)).dispute).toMatchObject({ status: 'open', feeCents: 0 });
  });

  it('maps every documented dispute status', () => {
    const statuses: Stripe.Dispute.Status[] = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review', 'appeal_needs_response', 'appeal_under_review'];
    expect(statuses.map(stripeDisputeStatus)).toEqual(statuses.map(() => 'open'));
    expect((['won', 'warning_closed', 'prevented'] as const).map(stripeDisputeStatus)).toEqual(['won', 'won', 'won']);
    expect(stripeDisputeStatus('lost')).toBe('lost');
  });

  it('refuses a dispute event with a wrong signature, and other events carry no dispute', async () => {
    const stripe = await provider();
    const { payload } = signed('charge.dispute.closed', dispute('lost', []));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(stripe.verifyWebhook(payload, { 'stripe-signature': forged })).rejects.toBeInstanceOf(WebhookSignatureError);
    const refund = signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_ok' });
    expect((await stripe.verifyWebhook(refund.payload, refund.headers)).dispute).toBeUndefined();
  });
});
