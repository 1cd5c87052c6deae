import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpDouble, type DoubleAnswer, type HttpDouble, type RecordedRequest } from '../../../test/http-double';
import { ProviderError, WebhookSignatureError } from '../provider';
import { StripeConnectedAccounts, statusOfStripeAccount } from './stripe-connected-accounts';
import { StripePayoutProvider } from './stripe-payouts';

const WEBHOOK_SECRET = 'whsec_connect_double';
let double: HttpDouble | undefined;

afterEach(async () => {
  await double?.close();
  double = undefined;
});

/** An Express account as Stripe's API reference shows it (the fields read). */
function account(id: string, country: string, state: 'new' | 'submitted' | 'verified' | 'restricted') {
  const due = state === 'new' ? ['individual.dob', country === 'US' ? 'individual.ssn_last_4' : 'individual.verification.document', 'external_account'] : [];
  return {
    id,
    object: 'account',
    type: 'express',
    country,
    details_submitted: state !== 'new',
    payouts_enabled: state === 'verified',
    charges_enabled: false,
    capabilities: { transfers: state === 'verified' ? 'active' : 'inactive' },
    requirements: {
      currently_due: state === 'restricted' ? ['individual.verification.document'] : due,
      past_due: state === 'restricted' ? ['individual.verification.document'] : [],
      disabled_reason: state === 'submitted' ? 'requirements.pending_verification' : state === 'restricted' ? 'requirements.past_due' : state === 'new' ? 'requirements.past_due' : null,
    },
  };
}

/**
 * Stripe's Connect endpoints for Express onboarding and payouts from the organiser's account: accounts,
 * account links, transfers, payouts (with Stripe-Account). Like Stripe, a repeated Idempotency-Key
 * gets the first answer; `loseFirstPayout` drops the first payout's answer after doing it.
 */
function connectApi(options: { loseFirstPayout?: boolean } = {}) {
  const seen = new Map<string, DoubleAnswer>();
  const counts = { accounts: 0, transfers: 0, payouts: 0 };
  let lost = false;
  const handler = (request: RecordedRequest): DoubleAnswer => {
    const form = new URLSearchParams(request.body);
    const key = request.headers['idempotency-key'] as string | undefined;
    const answer = (): DoubleAnswer => {
      if (request.method === 'POST' && request.url === '/v1/accounts') {
        counts.accounts += 1;
        return { status: 200, body: account(`acct_${counts.accounts}Org`, form.get('country') ?? 'US', 'new') };
      }
      if (request.method === 'POST' && request.url === '/v1/account_links') {
        return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.com/setup/e/${form.get('account')}/abc`, expires_at: 1 } };
      }
      const external = /^\/v1\/accounts\/(acct_\w+)\/external_accounts$/.exec(request.url);
      if (request.method === 'POST' && external) {
        return { status: 200, body: { id: 'ba_1Org', object: 'bank_account', account: external[1], last4: (form.get('external_account[account_number]') ?? '').slice(-4) } };
      }
      const get = /^\/v1\/accounts\/(acct_\w+)$/.exec(request.url);
      if (request.method === 'GET' && get) return { status: 200, body: account(get[1] ?? '', 'AU', 'verified') };
      if (request.method === 'POST' && request.url === '/v1/transfers') {
        counts.transfers += 1;
        return { status: 200, body: { id: `tr_${counts.transfers}`, object: 'transfer', amount: Number(form.get('amount')), destination: form.get('destination') } };
      }
      if (request.method === 'POST' && request.url === '/v1/payouts') {
        counts.payouts += 1;
        return { status: 200, body: { id: `po_${counts.payouts}`, object: 'payout', amount: Number(form.get('amount')), currency: form.get('currency'), status: 'pending' } };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    };
    const first = key ? (seen.get(key) ?? answer()) : answer();
    if (key) seen.set(key, first);
    if (options.loseFirstPayout && request.url === '/v1/payouts' && !lost) {
      lost = true;
      return { status: 200, destroy: true };
    }
    return first;
  };
  return { handler, counts };
}

const config = () => ({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: double!.baseUrl, maxNetworkRetries: 0 });

describe('Stripe Connect Express onboarding against an HTTP double', () => {
  it("creates the organiser's Express account in their country with a derived key, and a hosted onboarding link", async () => {
    const api = connectApi();
    double = await startHttpDouble(api.handler);
    const accounts = new StripeConnectedAccounts(config());
    const made = await accounts.createAccount({ idempotencyKey: 'payout-account:7:AU', country: 'AU', email: 'olive@example.test' });
    expect(made).toMatchObject({ accountId: 'acct_1Org', status: 'pending' });
    expect(made.requirementsDue).toContain('external_account');
    // A retry with the same key is the same account.
    expect((await accounts.createAccount({ idempotencyKey: 'payout-account:7:AU', country: 'AU', email: 'olive@example.test' })).accountId).toBe('acct_1Org');
    expect(api.counts.accounts).toBe(1);
    const sent = Object.fromEntries(new URLSearchParams(double.requests[0]!.body));
    expect(sent).toMatchObject({ type: 'express', country: 'AU', email: 'olive@example.test', 'capabilities[transfers][requested]': 'true', 'settings[payouts][schedule][interval]': 'manual' });
    expect(double.requests[0]!.headers['idempotency-key']).toBe('payout-account:7:AU');

    const url = await accounts.onboardingLink({ accountId: 'acct_1Org', returnUrl: 'https://gift.example/dashboard/collections/x?payouts=return', refreshUrl: 'https://gift.example/dashboard/collections/x?payouts=refresh' });
    expect(url).toBe('https://connect.stripe.com/setup/e/acct_1Org/abc');
    expect(Object.fromEntries(new URLSearchParams(double.requests.at(-1)!.body))).toMatchObject({
      account: 'acct_1Org',
      type: 'account_onboarding',
      return_url: 'https://gift.example/dashboard/collections/x?payouts=return',
      refresh_url: 'https://gift.example/dashboard/collections/x?payouts=refresh',
    });
    expect((await accounts.getAccount('acct_1Org')).status).toBe('verified');
  });

  it('reads pending, verified and restricted from the account as Stripe describes it', () => {
    const as = (a: ReturnType<typeof account>) => statusOfStripeAccount(a as unknown as Stripe.Account);
    expect(as(account('a', 'US', 'new'))).toBe('pending');
    expect(as(account('a', 'US', 'submitted'))).toBe('pending');
    expect(as(account('a', 'US', 'verified'))).toBe('verified');
    expect(as(account('a', 'US', 'restricted'))).toBe('restricted');
  });

  it('verifies account.updated by its signature and reads the account from it', async () => {
    double = await startHttpDouble(connectApi().handler);
    const accounts = new StripeConnectedAccounts(config());
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', created: 1_800_000_000, data: { object: account('acct_9', 'US', 'restricted') } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await accounts.verifyAccountWebhook(payload, { 'stripe-signature': header });
    expect(event).toMatchObject({ id: 'evt_1', providerType: 'account.updated', account: { accountId: 'acct_9', status: 'restricted', disabledReason: 'requirements.past_due' } });
    expect(event.createdAt.toISOString()).toBe(new Date(1_800_000_000_000).toISOString());
    await expect(accounts.verifyAccountWebhook(payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }) })).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe("payouts from the organiser's own account", () => {
  for (const [market, bank, currency] of [
    ['AU', { country: 'AU' as const, bsb: '110000', accountNumber: '000123456' }, 'AUD' as const],
    ['US', { country: 'US' as const, routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' as const }, 'USD' as const],
  ] as const) {
    it(`${market}: the bank account on their account, a transfer to it and a payout from it, once under a lost answer`, async () => {
      const api = connectApi({ loseFirstPayout: true });
      double = await startHttpDouble(api.handler);
      // Organisers onboarded: no platform-wide account, both markets.
      const stripe = new StripePayoutProvider({ ...config(), onboarding: true, timeoutMs: 2_000 });
      const destination = await stripe.createBankDestination({ idempotencyKey: 'k:destination', accountHolderName: 'Olive', bank, currency, connectedAccountId: 'acct_7Org' });
      expect(double.requests[0]!.url).toBe('/v1/accounts/acct_7Org/external_accounts');
      const input = { idempotencyKey: 'k:payout', amountCents: 4200, currency, destination: { kind: 'bank' as const, destinationId: destination.destinationId }, reference: 'red-1', connectedAccountId: 'acct_7Org' };
      // The first payout's answer is lost; the SDK (or reconciliation) asks again with the same key.
      const first = await stripe.createPayout(input).catch((error: unknown) => error);
      if (!(first instanceof ProviderError)) expect(first).toMatchObject({ providerPayoutId: 'po_1' });
      const again = await stripe.createPayout(input);
      expect(again).toMatchObject({ providerPayoutId: 'po_1', status: 'pending' });
      const payoutCalls = double.requests.filter((r) => r.url === '/v1/payouts');
      expect(payoutCalls.length).toBeGreaterThanOrEqual(2);
      expect(new Set(payoutCalls.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['k:payout:payout']));
      expect(api.counts).toMatchObject({ transfers: 1, payouts: 1 });
      const transfer = double.requests.find((r) => r.url === '/v1/transfers')!;
      expect(new URLSearchParams(transfer.body).get('destination')).toBe('acct_7Org');
      expect(double.requests.filter((r) => r.url === '/v1/payouts').every((r) => r.headers['stripe-account'] === 'acct_7Org')).toBe(true);
    });
  }

  it('refuses a payout with no account to leave from', async () => {
    double = await startHttpDouble(connectApi().handler);
    const stripe = new StripePayoutProvider({ ...config(), onboarding: true });
    const input = { idempotencyKey: 'k', amountCents: 100, currency: 'USD' as const, destination: { kind: 'bank' as const, destinationId: 'ba_1' }, reference: 'r' };
    await expect(stripe.createPayout(input)).rejects.toMatchObject({ kind: 'unsupported' });
    expect(double.requests).toHaveLength(0);
  });
});
