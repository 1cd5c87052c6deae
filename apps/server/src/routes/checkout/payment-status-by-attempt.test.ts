import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';

const STATUS = '/api/checkout/payment-status';
const t = usePaymentsApp({ service: { providerRetries: 0, retryDelayMs: 1 }, sandboxWebhooks: false });

describe('GET /api/checkout/payment-status?attempt=<key>', () => {
  it('tells a reloaded payment page what its attempt did, by the idempotency key it kept', async () => {
    const app = t.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const key = randomUUID();
    const paid = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(collectionId, { net: 1500 }, { checkOutToken: await tokenise(app) }),
      key,
    );
    expect(paid.statusCode).toBe(200);

    const res = await app.inject({ method: 'GET', url: `${STATUS}?attempt=${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentId: paid.json().message,
      collectionGuid: US(1),
      paymentSuccessful: true,
      status: 'succeeded',
      invoiceNumber: paid.json().invoiceNumber,
    });
  });

  it('answers 404 for an attempt that never reached the server, and 400 without exactly one of payment or attempt', async () => {
    const app = t.app();
    expect((await app.inject({ method: 'GET', url: `${STATUS}?attempt=${randomUUID()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: STATUS })).statusCode).toBe(400);
    const both = await app.inject({ method: 'GET', url: `${STATUS}?attempt=${randomUUID()}&payment=${randomUUID()}` });
    expect(both.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${STATUS}?attempt=not-a-key` })).statusCode).toBe(400);
  });
});
