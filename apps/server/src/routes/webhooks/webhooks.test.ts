import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { readPaymentsConfig } from '../../services/payments/payments-config';
import { US } from '../../../test/demo-guids';
import { providerWebhookEvents } from '../../db/schema/provider-webhook-events';
import { signatureHeader } from '../../payment-providers/sandbox/webhook-signature';
import {
  collectionFigures,
  pay,
  paymentBody,
  tokenise,
  usePaymentsApp,
  TEST_CARDS,
} from '../../../test/payments-app';

const SECRET = 'whsec_webhook_test';
const t = usePaymentsApp(
  { service: { providerRetries: 0, retryDelayMs: 1 } },
  {
    payments: { ...readPaymentsConfig({ SANDBOX_WEBHOOK_SECRET: SECRET }), reconcileIntervalMs: 0 },
  },
);

const signed = (body: string) => ({
  'content-type': 'application/json',
  'sandbox-signature': signatureHeader(SECRET, body, new Date()),
});

describe('POST /api/webhooks/sandbox', () => {
  it('refuses a bad signature with 400 and stores nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.succeeded',
      created: Date.now(),
      data: { id: 'pay_x' },
    });
    const res = await t.app().inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signatureHeader('wrong-secret', body, new Date()),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    const stored = await t
      .db()
      .select()
      .from(providerWebhookEvents)
      .where(eq(providerWebhookEvents.eventId, 'evt_forged'));
    expect(stored).toHaveLength(0);
  });

  it('checks the signature over the bytes received, not re-serialised JSON', async () => {
    const body = `{"id":"evt_spaced",  "type":"other.thing","created":${Date.now()},"data":{"id":"pay_none"}}`;
    const res = await t
      .app()
      .inject({ method: 'POST', url: '/api/webhooks/sandbox', headers: signed(body), payload: body });
    expect(res.statusCode).toBe(200);
  });

  it('stores an event once and answers a redelivery as a duplicate', async () => {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Date.now(),
      data: { id: 'pay_unknown' },
    });
    const first = await t
      .app()
      .inject({ method: 'POST', url: '/api/webhooks/sandbox', headers: signed(body), payload: body });
    const second = await t
      .app()
      .inject({ method: 'POST', url: '/api/webhooks/sandbox', headers: signed(body), payload: body });
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(second.json()).toEqual({ received: true, duplicate: true });
  });

  it('404s a provider that is not configured', async () => {
    const res = await t.app().inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('settles a payment whose answer was lost, once, with events delivered twice and out of order', async () => {
    const app = t.app();
    const sandbox = t.sandbox();
    sandbox.webhooks.configure({ duplicateRate: 1, reorderJitterMs: 30, backoffMs: 5 });
    const before = await collectionFigures(app, US(1));
    const body = paymentBody(before.collectionId, { net: 1800 }, { checkOutToken: await tokenise(app) });
    sandbox.faults.failNext('lost_response');
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    expect(res.statusCode).toBe(503);
    await t.settleWebhooks();
    const after = await collectionFigures(app, US(1));
    expect(after.soFarCollected).toBe(before.soFarCollected + 1800);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    await t.expectLedgerBalanced();
  });

  it('never lets a late requires_action event undo a 3-D Secure success', async () => {
    const app = t.app();
    const sandbox = t.sandbox();
    sandbox.webhooks.configure({ duplicateRate: 1, reorderJitterMs: 40, backoffMs: 5 });
    const before = await collectionFigures(app, US(1));
    const body = paymentBody(
      before.collectionId,
      { net: 2200 },
      { checkOutToken: await tokenise(app, TEST_CARDS.threeDs) },
    );
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    const page = res.json().threeDsredirectUrl as string;
    await app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    await t.settleWebhooks();
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 2200);
    // Every sandbox event for it, replayed now in reverse order, changes nothing.
    const events = (await sandbox.store.listEvents()).reverse();
    for (const event of events) {
      const replay = JSON.stringify({ ...JSON.parse(event.body), id: `${event.id}_replay` });
      await app.inject({
        method: 'POST',
        url: '/api/webhooks/sandbox',
        headers: signed(replay),
        payload: replay,
      });
    }
    await t.settleWebhooks();
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 2200);
    await t.expectLedgerBalanced();
  });

  it('takes a refunded payment back out of the figures, once', async () => {
    const app = t.app();
    const sandbox = t.sandbox();
    sandbox.webhooks.configure({ duplicateRate: 1, reorderJitterMs: 10, backoffMs: 5 });
    const before = await collectionFigures(app, US(1));
    const res = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(before.collectionId, { net: 2600 }, { checkOutToken: await tokenise(app) }),
    );
    await t.settleWebhooks();
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 2600);
    const charge = (await sandbox.store.listPayments()).find((p) => p.reference === res.json().message);
    await sandbox.refund({ providerPaymentId: charge?.id ?? '', idempotencyKey: randomUUID() });
    await t.settleWebhooks();
    expect(await collectionFigures(app, US(1))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('answers 200 before the event is processed, and processes it afterwards', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(1));
    const paid = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(before.collectionId, { net: 1300 }, { checkOutToken: await tokenise(app) }),
    );
    expect(paid.statusCode).toBe(200);
    await t.settleWebhooks();
    const charge = (await t.sandbox().store.listPayments()).find((p) => p.reference === paid.json().message);
    expect(charge).toBeDefined();

    // Processing reads the payment back from the provider through refresh: hold it there until
    // the test lets it go, so "answered" and "processed" can be told apart without timing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const processingStarted = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const service = app.payments;
    const refresh = service.refresh.bind(service);
    const spy = vi.spyOn(service, 'refresh').mockImplementation(async (row) => {
      entered();
      await held;
      return refresh(row);
    });
    const eventId = `evt_${randomUUID()}`;
    const stored = async () =>
      (await t.db().select().from(providerWebhookEvents).where(eq(providerWebhookEvents.eventId, eventId)))[0];
    try {
      // An event that reports another state than the row's is read back from the provider (one that
      // reports the same state is not: the payment is already settled, see settle-once.test.ts).
      const body = JSON.stringify({ id: eventId, type: 'payment.refunded', created: Date.now(), data: { id: charge!.id } });
      const res = await app.inject({ method: 'POST', url: '/api/webhooks/sandbox', headers: signed(body), payload: body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });

      await processingStarted;
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ providerReference: charge!.id }));
      expect(await stored()).toMatchObject({ processedAt: null });
    } finally {
      release();
      spy.mockRestore();
    }
    await app.webhooks.idle();
    const done = await stored();
    expect(done?.processedAt).toBeInstanceOf(Date);
    expect(done?.processingError).toBeNull();
    // Processing the event again did not count the payment a second time.
    expect((await collectionFigures(app, US(1))).soFarCollected).toBe(before.soFarCollected + 1300);
  });
});
