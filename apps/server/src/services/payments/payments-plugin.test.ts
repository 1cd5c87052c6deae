import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { AU, US } from '../../../test/demo-guids';
import { readPaymentsConfig } from './payments-config';
import { collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';

const controlsOn = usePaymentsApp(
  {},
  { payments: { ...readPaymentsConfig({ SANDBOX_CONTROLS: 'true' }), reconcileIntervalMs: 0 } },
);
const smtpOnly = usePaymentsApp(
  {},
  {
    mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@b.test', captureDir: undefined, workerIntervalMs: 0 },
  },
);

const stripeOn = usePaymentsApp(
  {},
  {
    payments: {
      ...readPaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
      }),
      reconcileIntervalMs: 0,
    },
  },
);

describe('payments configuration', () => {
  it('gives US collections Stripe and AU collections the sandbox when only Stripe keys are set', async () => {
    const us = await stripeOn
      .app()
      .inject({ method: 'GET', url: `/api/checkout/client-config?collection=${US(1)}` });
    expect(us.json()).toMatchObject({ market: 'US', provider: 'stripe', publishableKey: 'pk_test_123' });
    expect(us.json().hostedFieldsUrl).toBeUndefined();
    const au = await stripeOn
      .app()
      .inject({ method: 'GET', url: `/api/checkout/client-config?collection=${AU(1)}` });
    expect(au.json()).toMatchObject({
      market: 'AU',
      provider: 'sandbox',
      hostedFieldsUrl: '/sandbox-provider/hosted-fields',
    });
    // Stripe's webhook endpoint exists now and refuses an unsigned body.
    const hook = await stripeOn.app().inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_1"}',
    });
    expect(hook.statusCode).toBe(400);
  });

  it('chooses the sandbox without keys, and a provider only when all its keys are set', () => {
    expect(readPaymentsConfig({}).providers).toEqual({});
    expect(
      readPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).providers
        .stripe,
    ).toBeUndefined();
    const all = readPaymentsConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'wh',
    }).providers;
    expect(all.stripe?.publishableKey).toBe('pk_test_x');
    expect(all.paypal?.environment).toBe('sandbox');
    expect(all.checkout).toBeUndefined();
  });

  it('serves the sandbox test controls only when SANDBOX_CONTROLS is on', async () => {
    const res = await controlsOn
      .app()
      .inject({ method: 'POST', url: '/sandbox-provider/control/wallets', payload: { applePay: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ applePay: false, googlePay: true });
  });

  it('has a ledger knob that names a collection whose figure moved without a payment', async () => {
    const app = controlsOn.app();
    const { collectionId } = await collectionFigures(app, US(1));
    const paid = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net: 2000 }, { checkOutToken: await tokenise(app) }));
    expect(paid.statusCode).toBe(200);
    const ledger = async () => (await app.inject({ method: 'GET', url: '/sandbox-provider/control/ledger' })).json();
    expect(await ledger()).toEqual({ mismatches: [], giftCards: [] });

    const nudge = (cents: number) =>
      controlsOn.db().update(collections).set({ soFarCollectedCents: sql`${collections.soFarCollectedCents} + ${cents}` }).where(eq(collections.id, collectionId));
    await nudge(100);
    try {
      expect((await ledger()).mismatches).toEqual([
        expect.objectContaining({ id: collectionId, moved: expect.objectContaining({ collected: 2100 }), explained: expect.objectContaining({ collected: 2000 }) }),
      ]);
    } finally {
      await nudge(-100);
    }
    // Without SANDBOX_CONTROLS the knob is not there.
    expect((await smtpOnly.app().inject({ method: 'GET', url: '/sandbox-provider/control/ledger' })).body).not.toContain('mismatches');
  });

  it('has no /dev/mail page when mail is delivered by SMTP without a capture', async () => {
    // The path falls through to the web app's fallback; the capture page is not there.
    const res = await smtpOnly.app().inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.body).not.toContain('mails');
    expect((await smtpOnly.app().inject({ method: 'GET', url: '/dev/mail' })).body).not.toContain(
      'Captured mail',
    );
  });
});
