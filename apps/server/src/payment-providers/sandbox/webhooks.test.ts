import { describe, expect, it } from 'vitest';
import { applyStatus, type LedgerStatus } from '../../services/payments/payment-state';
import { WebhookSignatureError, type WebhookEvent } from '../provider';
import { SandboxProvider } from './sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { startHttpDouble } from '../../../test/http-double';
import { httpWebhookSender, type WebhookDelivery } from './webhooks';

const returnUrls = { success: 'https://app.test/done', failure: 'https://app.test/failed' };

/** A consumer as the route layer will write it: verify, store the event id once, never go backwards. */
function consumer(provider: SandboxProvider) {
  const seen = new Set<string>();
  const arrivals: WebhookEvent[] = [];
  const processed: WebhookEvent[] = [];
  const status = new Map<string, LedgerStatus>();
  const receive = async (delivery: WebhookDelivery) => {
    const event = await provider.verifyWebhook(delivery.body, delivery.headers);
    arrivals.push(event);
    if (seen.has(event.id)) return { status: 200 };
    seen.add(event.id);
    processed.push(event);
    const id = event.providerPaymentId ?? '';
    const incoming = event.type.replace('payment.', '') as LedgerStatus;
    status.set(id, applyStatus(status.get(id) ?? 'created', incoming));
    return { status: 200 };
  };
  return { receive, arrivals, processed, status };
}

async function threeDsCardToken(provider: SandboxProvider): Promise<string> {
  const result = await provider.tokenise({ number: '4000000000003220', expiryMonth: 1, expiryYear: 2099, cvc: '123', name: 'Ada' });
  if (!result.ok) throw new Error('tokenise failed');
  return result.tokenizedCard.token;
}

describe('sandbox webhooks', () => {
  it('delivers signed events twice and out of order; the consumer processes each once and ends on the newest state', async () => {
    // Scripted randomness: [duplicate?, jitter copy 1, jitter copy 2] per event.
    const script = [0, 0.9, 0.95, 0, 0.0, 0.1];
    const random = () => script.shift() ?? 0;
    const provider = new SandboxProvider({ random, webhooks: { secret: 'whsec_test', duplicateRate: 1, reorderJitterMs: 100 } });
    const app = consumer(provider);
    provider.webhooks.configure({ sender: app.receive });

    const created = await provider.createPayment({
      idempotencyKey: 'k',
      amountCents: 500,
      currency: 'AUD',
      source: { method: 'card', token: await threeDsCardToken(provider) },
      customer: {},
      returnUrls,
    });
    await provider.answerThreeDs(created.providerPaymentId, 'complete');
    await provider.webhooks.idle();

    expect(app.arrivals.map((e) => e.type)).toEqual(['payment.succeeded', 'payment.succeeded', 'payment.requires_action', 'payment.requires_action']);
    expect(app.processed.map((e) => e.type)).toEqual(['payment.succeeded', 'payment.requires_action']);
    expect(app.status.get(created.providerPaymentId)).toBe('succeeded');
    // The event times tell the true order even though arrival did not.
    const [succeeded, requiresAction] = app.processed;
    expect(requiresAction!.createdAt.getTime()).toBeLessThanOrEqual(succeeded!.createdAt.getTime());
  });

  it('retries failed deliveries with exponential backoff until the receiver answers 2xx', async () => {
    const slept: number[] = [];
    const answers = [500, 503, 200];
    const provider = new SandboxProvider({
      sleep: async (ms) => void slept.push(ms),
      webhooks: { secret: 'whsec_test', backoffMs: 100, sender: async () => ({ status: answers.shift() ?? 200 }) },
    });
    const token = await provider.tokenise({ number: '4242424242424242', expiryMonth: 1, expiryYear: 2099, cvc: '123', name: 'Ada' });
    if (!token.ok) throw new Error('tokenise failed');
    await provider.createPayment({
      idempotencyKey: 'k',
      amountCents: 500,
      currency: 'USD',
      source: { method: 'card', token: token.tokenizedCard.token },
      customer: {},
      returnUrls,
    });
    await provider.webhooks.idle();
    expect(provider.webhooks.deliveries().map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(slept).toEqual([100, 200]);
  });

  it('gives up after the configured attempts when the receiver keeps failing', async () => {
    const provider = new SandboxProvider({
      sleep: async () => undefined,
      webhooks: { secret: 's', maxAttempts: 3, sender: async () => Promise.reject(new Error('connection refused')) },
    });
    const paid = await provider.createPayment({
      idempotencyKey: 'k',
      amountCents: 500,
      currency: 'USD',
      source: { method: 'paypal' },
      customer: {},
      returnUrls,
    });
    await provider.webhooks.idle();
    expect(provider.webhooks.deliveries()).toHaveLength(3);
    expect(provider.webhooks.deliveries().every((d) => d.status === 'error')).toBe(true);
    expect((await provider.store.listEvents())[0]?.paymentId).toBe(paid.providerPaymentId);
  });

  it('refuses a tampered body, a wrong secret, a missing header and an old timestamp', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const provider = new SandboxProvider({ now: () => now, webhooks: { secret: 'whsec_right' } });
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', created: now.getTime(), data: { id: 'pay_1' } });
    const good = { [SANDBOX_SIGNATURE_HEADER]: signatureHeader('whsec_right', body, now) };

    await expect(provider.verifyWebhook(body, good)).resolves.toMatchObject({ id: 'evt_1', type: 'payment.succeeded', providerPaymentId: 'pay_1' });
    await expect(provider.verifyWebhook(body.replace('pay_1', 'pay_2'), good)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: signatureHeader('whsec_wrong', body, now) })).rejects.toThrow(
      'Signature does not match the body',
    );
    await expect(provider.verifyWebhook(body, {})).rejects.toThrow('Missing signature header');
    const old = new Date(now.getTime() - 10 * 60 * 1000);
    await expect(provider.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: signatureHeader('whsec_right', body, old) })).rejects.toThrow(
      'outside the tolerance',
    );
  });

  it('posts signed deliveries over HTTP with the exact signed body', async () => {
    const answers = [500, 200];
    const double = await startHttpDouble(() => ({ status: answers.shift() ?? 200 }));
    try {
      const provider = new SandboxProvider({ sleep: async () => undefined, webhooks: { secret: 'whsec_http', sender: httpWebhookSender(`${double.baseUrl}/api/webhooks/sandbox`) } });
      await provider.createPayment({ idempotencyKey: 'k', amountCents: 700, currency: 'USD', source: { method: 'paypal' }, customer: {}, returnUrls });
      await provider.webhooks.idle();
      expect(double.requests.map((r) => [r.method, r.url])).toEqual([
        ['POST', '/api/webhooks/sandbox'],
        ['POST', '/api/webhooks/sandbox'],
      ]);
      const last = double.requests[1]!;
      const event = await provider.verifyWebhook(last.body, { [SANDBOX_SIGNATURE_HEADER]: String(last.headers[SANDBOX_SIGNATURE_HEADER]) });
      expect(event.type).toBe('payment.requires_action');
      expect(provider.webhooks.deliveries().map((d) => d.status)).toEqual([500, 200]);
    } finally {
      await double.close();
    }
  });
});
