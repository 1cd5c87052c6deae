import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { tokenizedCardSchema } from '@groupgift/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { cardRulesScript } from './page-html';
import { sandboxPages } from './pages';
import { SandboxProvider } from './sandbox-provider';

const APP_ORIGIN = 'https://app.test';
const returnUrls = { success: 'https://app.test/contribute/x/payment-successful', failure: 'https://app.test/contribute/x/payment-failed' };

let app: FastifyInstance | undefined;

async function build(options: { allowedOrigins?: string[]; controls?: boolean; provider?: SandboxProvider; acceptOwnOrigin?: boolean } = {}) {
  const provider = options.provider ?? new SandboxProvider({ pagesBaseUrl: '/sandbox-provider' });
  app = Fastify();
  await app.register(sandboxPages, {
    prefix: '/sandbox-provider',
    provider,
    allowedOrigins: options.allowedOrigins ?? [APP_ORIGIN],
    controls: options.controls,
    acceptOwnOrigin: options.acceptOwnOrigin,
  });
  await app.ready();
  return { app, provider };
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function tokenise(server: FastifyInstance, number = '4242 4242 4242 4242', name = 'Ada Lovelace') {
  return server.inject({ method: 'POST', url: '/sandbox-provider/tokens', payload: { number, expiryMonth: 12, expiryYear: 2099, cvc: number.startsWith('37') ? '1234' : '123', name } });
}

describe('tokenise endpoint', () => {
  it('returns the SPEC §3 tokenizedCard fields and never echoes the card number', async () => {
    const { app: server } = await build();
    const res = await tokenise(server);
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(Object.keys(card).sort()).toEqual(
      ['bin', 'card_category', 'card_type', 'expires_on', 'expiry_month', 'expiry_year', 'issuer_country', 'last4', 'preferred_scheme', 'product_id', 'product_type', 'scheme', 'token', 'type'].sort(),
    );
    expect(card).toMatchObject({ bin: '424242', last4: '4242', scheme: 'VISA', expiry_month: 12, expiry_year: 2099, type: 'card', preferred_scheme: 'visa' });
    expect(tokenizedCardSchema.safeParse(card).success).toBe(true);
    expect(res.body).not.toContain('4242424242424242');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('recognises American Express and asks it for a 4-digit code', async () => {
    const { app: server } = await build();
    const ok = await tokenise(server, '3782 822463 10005');
    expect(ok.json()).toMatchObject({ scheme: 'AMEX', last4: '0005', bin: '378282' });
    const badCvc = await server.inject({
      method: 'POST',
      url: '/sandbox-provider/tokens',
      payload: { number: '378282246310005', expiryMonth: 12, expiryYear: 2099, cvc: '123', name: 'Ada' },
    });
    expect(badCvc.statusCode).toBe(422);
    expect(badCvc.json().error.details.fieldErrors.cvc).toEqual(['Enter the 4-digit security code']);
  });

  it('refuses a number failing the Luhn check, a past expiry and a missing name, in the error envelope', async () => {
    const { app: server } = await build();
    const res = await server.inject({
      method: 'POST',
      url: '/sandbox-provider/tokens',
      payload: { number: '4242 4242 4242 4241', expiryMonth: 1, expiryYear: 2001, cvc: '123', name: ' ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'The card details are not valid',
        details: {
          fieldErrors: {
            number: ['Enter a valid card number'],
            expiryMonth: ['Enter an expiry date in the future'],
            name: ['Enter the name on the card'],
          },
        },
      },
    });
  });

  it('refuses a malformed body', async () => {
    const { app: server } = await build();
    const res = await server.inject({ method: 'POST', url: '/sandbox-provider/tokens', payload: { number: 4242 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors).toHaveProperty('number');
  });
});

describe('hosted fields page', () => {
  it('is an accessible form that posts only to the allowed parent origin', async () => {
    const { app: server } = await build();
    const res = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent(APP_ORIGIN)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    for (const id of ['number', 'expiry', 'cvc', 'name']) expect(html).toMatch(new RegExp(`<label for="${id}">`));
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain(`var PARENT_ORIGIN = "${APP_ORIGIN}";`);
    expect(html).toContain('window.parent.postMessage(message, PARENT_ORIGIN)');
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect(html).toContain('event.origin !== PARENT_ORIGIN');
    // Only the app may frame it, and only our nonce'd script runs.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN}`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('leaves out the name on the card when the app sends it (name=0), and keeps the card fields', async () => {
    const { app: server } = await build();
    const res = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent(APP_ORIGIN)}&button=0&name=0` });
    expect(res.statusCode).toBe(200);
    for (const id of ['number', 'expiry', 'cvc']) expect(res.body).toMatch(new RegExp(`<label for="${id}">`));
    expect(res.body).not.toContain('<label for="name">');
  });

  it('refuses an origin that is not allowed with a short friendly page, never JSON, so a token can never be posted to another site', async () => {
    const { app: server } = await build();
    const res = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('https://evil.test')}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain("This payment form can't open here");
    expect(res.body).not.toContain('validation_failed');
    expect(res.body).not.toContain('evil.test');
    expect(res.body).not.toContain('<script');
  });

  it('in demo mode accepts the address it was opened at (127.0.0.1 beside localhost), for the frame check only', async () => {
    const { app: server } = await build({ allowedOrigins: ['http://localhost:3212'], acceptOwnOrigin: true });
    const own = 'http://127.0.0.1:3212';
    const res = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent(own)}`, headers: { host: '127.0.0.1:3212' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`var PARENT_ORIGIN = "${own}";`);
    expect(String(res.headers['content-security-policy'])).toContain(`frame-ancestors ${own}`);
    const wallet = await server.inject({ url: `/sandbox-provider/wallet/google-pay?origin=${encodeURIComponent(own)}`, headers: { host: '127.0.0.1:3212' } });
    expect(wallet.statusCode).toBe(200);
    // Another site is still refused: only the page's own address joins the configured one.
    const foreign = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('http://192.168.1.9:3212')}`, headers: { host: '127.0.0.1:3212' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain("This payment form can't open here");
  });

  it('in production keeps exactly the configured origin, whatever address it was opened at', async () => {
    const { app: server } = await build({ allowedOrigins: ['https://gifts.example'] });
    const res = await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('http://127.0.0.1:3212')}`, headers: { host: '127.0.0.1:3212' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain("This payment form can't open here");
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('refuses a malicious Host or origin value and never reflects it into the page', async () => {
    const { app: server } = await build({ allowedOrigins: ['http://localhost:3212'], acceptOwnOrigin: true });
    const evil = 'x";alert(1)//<script>';
    for (const res of [
      await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent(evil)}`, headers: { host: '127.0.0.1:3212' } }),
      await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('http://a.test/"><script>')}`, headers: { host: 'a.test/"><script>' } }),
      await server.inject({ url: `/sandbox-provider/hosted-fields?origin=${encodeURIComponent('http://u:p@127.0.0.1:3212')}`, headers: { host: 'u:p@127.0.0.1:3212' } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('alert(1)');
      expect(res.body).not.toMatch(/<script/);
      expect(String(res.headers['content-security-policy'])).not.toContain('script>');
    }
  });

  it('answers a bad 3-D Secure or PayPal form post with the friendly page, and an unknown payment with the not-found page', async () => {
    const { app: server } = await build();
    const bad = await server.inject({ method: 'POST', url: '/sandbox-provider/3ds/nope', payload: { outcome: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("This payment form can't open here");
    const paypal = await server.inject({ method: 'POST', url: '/sandbox-provider/paypal/approve/nope', payload: { decision: 'maybe' } });
    expect(paypal.statusCode).toBe(400);
    expect(paypal.headers['content-type']).toContain('text/html');
    const unknown = await server.inject({ method: 'POST', url: '/sandbox-provider/3ds/nope', payload: { outcome: 'complete' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');
  });

  it('defaults to its own origin when no origins are configured', async () => {
    const provider = new SandboxProvider();
    app = Fastify();
    await app.register(sandboxPages, { prefix: '/sandbox-provider', provider });
    const res = await app.inject({ url: '/sandbox-provider/hosted-fields', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('var PARENT_ORIGIN = "http://localhost:3000";');
  });

  it('runs the same card rules in the browser script as on the server', () => {
    const context: Record<string, unknown> = {};
    runInNewContext(`${cardRulesScript()}\nresult = [luhnValid('4242 4242 4242 4242'), luhnValid('4242424242424241'), detectBrand('3782 822463 10005'), detectBrand('5555555555554444'), cvcLength('amex'), expiryValid(1, 2001, new Date())];`, context);
    expect(context.result).toEqual([true, false, 'amex', 'mastercard', 4, false]);
  });
});

describe('3-D Secure challenge page', () => {
  async function threeDsPayment(provider: SandboxProvider, server: FastifyInstance) {
    const token = (await tokenise(server, '4000 0000 0000 3220')).json().token as string;
    return provider.createPayment({ idempotencyKey: 'k', amountCents: 2500, currency: 'AUD', source: { method: 'card', token }, customer: {}, returnUrls });
  }

  it('offers Complete and Fail; Complete redirects to the success URL and the payment succeeds', async () => {
    const { app: server, provider } = await build();
    const payment = await threeDsPayment(provider, server);
    const page = await server.inject({ url: payment.action!.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$25.00 AUD');
    expect(page.body).toContain('value="complete">Complete</button>');
    expect(page.body).toContain('value="fail">Fail</button>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://app.test");

    const res = await server.inject({
      method: 'POST',
      url: payment.action!.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${returnUrls.success}?payment_id=${payment.providerPaymentId}`);
    expect((await provider.getPayment(payment.providerPaymentId)).status).toBe('succeeded');

    const again = await server.inject({ url: payment.action!.redirectUrl });
    expect(again.body).toContain('Payment already confirmed');
    expect(again.body).not.toContain('value="fail"');
  });

  it('Fail redirects to the failure URL and fails the payment', async () => {
    const { app: server, provider } = await build();
    const payment = await threeDsPayment(provider, server);
    const res = await server.inject({
      method: 'POST',
      url: payment.action!.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(res.headers.location).toBe(`${returnUrls.failure}?payment_id=${payment.providerPaymentId}`);
    expect((await provider.getPayment(payment.providerPaymentId)).failure?.code).toBe('authentication_failed');
  });

  it('answers 404 for an unknown payment', async () => {
    const { app: server } = await build();
    expect((await server.inject({ url: '/sandbox-provider/3ds/pay_sbx_nope' })).statusCode).toBe(404);
    const post = await server.inject({ method: 'POST', url: '/sandbox-provider/3ds/pay_sbx_nope', payload: { outcome: 'complete' } });
    expect(post.statusCode).toBe(404);
  });
});

describe('PayPal approval page', () => {
  async function payPalPayment(provider: SandboxProvider) {
    return provider.createPayment({
      idempotencyKey: 'pp',
      amountCents: 1200,
      currency: 'USD',
      source: { method: 'paypal' },
      customer: {},
      returnUrls: { ...returnUrls, cancel: 'https://app.test/contribute/x/payment-details' },
    });
  }

  it('Approve returns to the success URL; the capture then succeeds', async () => {
    const { app: server, provider } = await build();
    const payment = await payPalPayment(provider);
    const page = await server.inject({ url: payment.action!.redirectUrl });
    expect(page.body).toContain('$12.00 USD');
    expect(page.body).toContain('value="approve">Approve</button>');
    expect(page.body).toContain('value="cancel">Cancel</button>');
    const res = await server.inject({
      method: 'POST',
      url: payment.action!.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${returnUrls.success}?payment_id=${payment.providerPaymentId}`);
    const captured = await provider.completeAction({ providerPaymentId: payment.providerPaymentId, idempotencyKey: 'pp:capture' });
    expect(captured.status).toBe('succeeded');
  });

  it('Cancel returns to the cancel URL and the payment fails', async () => {
    const { app: server, provider } = await build();
    const payment = await payPalPayment(provider);
    const res = await server.inject({
      method: 'POST',
      url: payment.action!.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=cancel',
    });
    expect(res.headers.location).toBe(`https://app.test/contribute/x/payment-details?payment_id=${payment.providerPaymentId}`);
    expect((await provider.completeAction({ providerPaymentId: payment.providerPaymentId, idempotencyKey: 'c' })).status).toBe('failed');
  });
});

describe('wallet sheets', () => {
  it('shows the Apple Pay sheet and hands back a wallet token the provider accepts', async () => {
    const { app: server, provider } = await build();
    const sheet = await server.inject({ url: `/sandbox-provider/wallet/apple-pay?origin=${encodeURIComponent(APP_ORIGIN)}&amount=2500&currency=AUD` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('Pay with Apple Pay');
    expect(sheet.body).toContain('$25.00 AUD');
    expect(sheet.body).toContain('target.postMessage(message, PARENT_ORIGIN)');

    const res = await server.inject({ method: 'POST', url: '/sandbox-provider/wallet-tokens', payload: { wallet: 'apple_pay', card: 0 } });
    expect(res.statusCode).toBe(201);
    const { walletToken } = res.json() as { walletToken: string };
    const paid = await provider.createPayment({ idempotencyKey: 'w', amountCents: 2500, currency: 'AUD', source: { method: 'apple_pay', walletToken }, customer: {}, returnUrls });
    expect(paid.status).toBe('succeeded');
  });

  it('says the wallet is unavailable when switched off, through the control endpoint', async () => {
    const { app: server } = await build({ controls: true });
    const off = await server.inject({ method: 'POST', url: '/sandbox-provider/control/wallets', payload: { googlePay: false } });
    expect(off.json()).toEqual({ applePay: true, googlePay: false });
    expect((await server.inject({ url: '/sandbox-provider/wallets' })).json()).toEqual({ applePay: true, googlePay: false });
    const sheet = await server.inject({ url: `/sandbox-provider/wallet/google-pay?origin=${encodeURIComponent(APP_ORIGIN)}` });
    expect(sheet.body).toContain('Google Pay is not available on this device.');
    expect(sheet.body).toContain("type: 'sandbox:wallet-unavailable'");
    const token = await server.inject({ method: 'POST', url: '/sandbox-provider/wallet-tokens', payload: { wallet: 'google_pay', card: 0 } });
    expect(token.statusCode).toBe(409);
  });

  it('serves no control endpoints unless asked to', async () => {
    const { app: server } = await build();
    expect((await server.inject({ method: 'POST', url: '/sandbox-provider/control/wallets', payload: {} })).statusCode).toBe(404);
  });

  it('sets fault knobs through the control endpoints', async () => {
    const { app: server, provider } = await build({ controls: true });
    await server.inject({ method: 'POST', url: '/sandbox-provider/control/faults', payload: { latencyMs: 5 } });
    expect(provider.faults.current().latencyMs).toBe(5);
    const next = await server.inject({ method: 'POST', url: '/sandbox-provider/control/fail-next', payload: { kind: 'server_error' } });
    expect(next.statusCode).toBe(204);
    await expect(provider.getPayment('x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
