import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD } from '@groupgift/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../test/organiser-session';
import { tokenise, usePaymentsApp, walletToken } from '../../test/payments-app';
import { listOrganiserRoutes } from './auth';
import { BULK_CSV, buildOwnedWorld, snapshotRows, type OwnedIds } from '../../test/auth-matrix-fixtures';

/*
 * Authorisation sweep: every route tagged 'organiser' (whoever added it) must refuse an anonymous
 * caller with 401, and a cookie-authenticated write without the CSRF header with 403. The list is
 * collected by the auth plugin as routes register, so new routes are swept without editing this file.
 */
// The payments app (no background jobs), so the cross-organiser sweep can pay and compare rows.
const { app, db } = usePaymentsApp({ sandboxWebhooks: false });
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Path parameters get plausible values; the check happens before any validation or lookup.
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x'));
}

describe('organiser route authorisation', () => {
  it('finds the organiser routes', () => {
    const routes = listOrganiserRoutes(app());
    // Fails loudly if the collection broke: a sweep over nothing would pass silently.
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 to an anonymous caller on every organiser route', async () => {
    const failures: string[] = [];
    for (const route of listOrganiserRoutes(app())) {
      const response = await app().inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(UNSAFE.has(route.method) ? { payload: {} } : {}),
      });
      if (response.statusCode !== 401 || response.json().error?.code !== 'unauthorized') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in write without the CSRF header on every organiser route', async () => {
    const { headers } = await signUpOrganiser(app());
    const failures: string[] = [];
    const writes = listOrganiserRoutes(app()).filter((r) => UNSAFE.has(r.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await app().inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: headers.cookie },
        payload: {},
      });
      if (response.statusCode !== 403 || response.json().error?.code !== 'forbidden') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/*
 * Cross-organiser sweep: signed in as organiser B, every organiser route aimed at organiser A's
 * collection, message, payment or file must answer 404 not_found (never revealing that the id
 * exists; decisions 066, 069, 071, 075, 078) and write nothing. Routes that act only on the caller's
 * own account take no one else's id and are listed apart; a new route must join one of the two lists.
 */
const OWN_ACCOUNT_ROUTES = new Set([
  'GET /api/account/me',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  'POST /api/account/profile/picture',
  'DELETE /api/account/profile/picture',
  'GET /api/organiser/collections',
  'POST /api/organiser/collections',
  'POST /api/organiser/collections/images',
  'GET /api/organiser-payments/client-config',
]);

type Probe = Pick<InjectOptions, 'query' | 'payload' | 'headers'>;
type Tokens = { card: string; apple: string; google: string };

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** A valid collection form, so the update reaches the ownership check instead of a 400. */
const collectionForm = () => ({
  setupType: 'Collection',
  market: 'US',
  recipientName: 'Sam Lee',
  recipientEmail: 'sam@example.test',
  occasion: 'Retirement',
  title: 'Taken over',
  subtitle: '',
  description: 'Changed by someone else',
  imageUrl: null,
  closeDate: inAMonth(),
  targetCents: 100,
  hasExactAmount: false,
  exactAmountCents: 0,
  minimumContributionCents: 100,
  maxIndividualLimitCents: 0,
  zeroContributionAllowed: true,
  charityName: '',
  charityPercentage: 0,
  whoPaysFeeOption: 1,
  paymentGateways: [],
  contributionQuestion: '',
  cover: null,
});

/** Valid requests (bodies and queries) aimed at A's ids; path parameters are filled in by `pathFor`. */
function probesFor(a: OwnedIds, tokens: Tokens): Record<string, Probe[]> {
  const pgc = { kind: 'paid_group_card', collectionGuid: a.paidCardGuid };
  const bulk = { kind: 'bulk_upload', collectionGuid: a.bulkGuid };
  const checkout = (paymentMethod: number, checkOutToken?: string): Probe[] =>
    [pgc, bulk].map((purchase) => ({ payload: { purchase, amount: 499, paymentMethod, ...(checkOutToken ? { checkOutToken } : {}) } }));
  return {
    'GET /api/Details/getuserdetails': [{ query: { collectionGuid: a.paidCardGuid } }, { query: { userid: a.organiserGuid } }],
    'GET /api/organiser/collections/:id': [{}],
    'PUT /api/organiser/collections/:id': [{ payload: collectionForm() }],
    'GET /api/organiser/collections/:id/activity': [{}],
    'GET /api/organiser/collections/:id/contributions': [{}],
    'POST /api/organiser/collections/:id/close': [{ payload: {} }],
    'POST /api/organiser/collections/:id/suspend': [{ payload: {} }],
    'POST /api/organiser/collections/:id/unsuspend': [{ payload: {} }],
    'POST /api/organiser/collections/:id/reopen': [{ payload: { closeDate: inAMonth() } }],
    'GET /api/organiser/collections/:id/messages': [{}],
    'PUT /api/organiser/collections/:id/messages/:messageGuid/visibility': [{ payload: { hidden: true } }],
    'DELETE /api/organiser/collections/:id/messages/:messageGuid': [{}],
    'GET /api/organiser/collections/:id/invitees': [{}],
    'POST /api/organiser/collections/:id/invitees': [{ payload: { emails: ['planted@example.test'] } }],
    'POST /api/organiser/collections/:id/invitees/reminders': [{ payload: {} }],
    'GET /api/organiser/collections/:id/invitees/reminder-schedule': [{}],
    'PUT /api/organiser/collections/:id/invitees/reminder-schedule': [{ payload: { daysBefore: [7] } }],
    'POST /api/organiser/collections/:id/preview-token': [{ payload: {} }],
    'POST /api/organiser-checkout/ProcessCheckout': checkout(PAYMENT_METHOD.CREDIT_CARD, tokens.card),
    'POST /api/organiser-checkout/ApplePayCheckout': checkout(PAYMENT_METHOD.APPLE_PAY, tokens.apple),
    'POST /api/organiser-checkout/GooglePayCheckout': checkout(PAYMENT_METHOD.GOOGLE_PAY, tokens.google),
    'POST /api/organiser-checkout/ProcessPayPal': checkout(PAYMENT_METHOD.PAYPAL),
    'POST /api/Details/PayFromPack': [{ payload: { collectionGuid: a.paidCardGuid } }],
    'POST /api/Details/ProcessFullPgcDiscount': [{ payload: { collectionGuid: a.paidCardGuid } }],
    'POST /api/Details/updateanycarddetails': [{ payload: { collectionGuid: a.paidCardGuid, anyCardAmount: 500 } }],
    'POST /api/organiser-payments/promo-code': [{ payload: { collectionGuid: a.paidCardGuid, promoCode: 'HALF50' } }],
    'POST /api/organiser-payments/promo-code/remove': [{ payload: { collectionGuid: a.paidCardGuid } }],
    'GET /api/organiser-payments/bulk-upload/:collectionGuid': [{}],
    'GET /api/bulk-upload/:collectionGuid': [{}],
    'POST /api/bulk-upload/:collectionGuid/file': [{ headers: { 'content-type': 'text/csv', 'x-file-name': 'mine.csv' }, payload: BULK_CSV }],
    'POST /api/bulk-upload/:collectionGuid/proceed': [{ payload: {} }],
    'GET /api/bulk-upload/:collectionGuid/documents': [{}],
    'GET /api/bulk-upload/documents/:documentGuid': [{}],
    'POST /api/organiser/contributions/:paymentGuid/refund': [{ payload: {} }],
    'GET /api/organiser/collections/:id/delivery': [{}],
    'PUT /api/organiser/collections/:id/delivery': [
      { payload: { recipientName: 'Taken', recipientEmail: 'planted@example.test', byEmail: true, byLink: true, when: { kind: 'now' } } },
    ],
    'DELETE /api/organiser/collections/:id/delivery': [{}],
    'POST /api/organiser/collections/:id/delivery/link': [{ payload: {} }],
    'DELETE /api/organiser/collections/:id/delivery/link': [{}],
    'POST /api/organiser/collections/:id/delivery/resend': [{ payload: { recipientEmail: 'planted@example.test' } }],
    'GET /api/organiser/collections/:id/delivery/preview': [{}],
    'GET /api/organiser/collections/:id/delivery/preview/messages': [{}],
    'GET /api/organiser/collections/:id/statement': [{}],
    'GET /api/organiser/collections/:id/statement.csv': [{}],
    'GET /api/organiser/collections/:id/balance': [{}],
    'PUT /api/organiser/collections/:id/redeemer': [{ payload: { redeemer: 'recipient' } }],
    'POST /api/organiser/collections/:id/redemptions': [
      {
        headers: { 'idempotency-key': '5b6f3c1e-8d2a-4e7b-9c0d-1a2b3c4d5e6f' },
        payload: { method: 'gift_card', amount: 100, fee: 0, email: 'planted@example.test', brandId: 'sbx-anywhere-prepaid' },
      },
    ],
    'GET /api/organiser/collections/:id/redemptions': [{}],
    'GET /api/organiser/collections/:id/redemptions/:redemptionId': [{}],
    'GET /api/organiser/collections/:id/payout-account': [{}],
    'POST /api/organiser/collections/:id/payout-account/onboarding': [{}],
  };
}

function pathFor(url: string, a: OwnedIds): string {
  const ids: Record<string, string> = {
    id: a.collectionGuid,
    messageGuid: a.messageGuid,
    collectionGuid: a.bulkGuid,
    documentGuid: a.documentGuid,
    paymentGuid: a.paymentGuid,
    // Any UUID: the collection's owner is checked before the redemption is looked up.
    redemptionId: a.paymentGuid,
  };
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`no id of organiser A for :${name} in ${url}`);
    return value;
  });
}

describe('organiser route authorisation across organisers', () => {
  it("answers 404 to organiser B on every organiser route aimed at organiser A's ids, and changes nothing", async () => {
    const owner = await signUpOrganiser(app());
    const a = await buildOwnedWorld(app(), db(), owner);
    const other = await signUpOrganiser(app());
    const tokens = { card: await tokenise(app()), apple: await walletToken(app(), 'apple_pay'), google: await walletToken(app(), 'google_pay') };
    const probes = probesFor(a, tokens);
    const before = await snapshotRows(db());

    const failures: string[] = [];
    let probed = 0;
    for (const route of listOrganiserRoutes(app())) {
      const key = `${route.method} ${route.url}`;
      if (OWN_ACCOUNT_ROUTES.has(key)) continue;
      const list = probes[key];
      if (!list) {
        failures.push(`${key}: no cross-organiser probe (add one, or list it as an own-account route)`);
        continue;
      }
      for (const probe of list) {
        probed += 1;
        const response = await app().inject({
          method: route.method as 'GET',
          url: pathFor(route.url, a),
          query: probe.query,
          payload: probe.payload,
          headers: { ...other.headers, 'idempotency-key': randomUUID(), ...probe.headers },
        } as InjectOptions);
        if (response.statusCode !== 404 || response.json().error?.code !== 'not_found') {
          failures.push(`${key} ${JSON.stringify(probe.query ?? probe.payload ?? '')}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThanOrEqual(Object.keys(probes).length);
    expect(await snapshotRows(db())).toEqual(before);
  });

  it("leaves organiser A's collections out of organiser B's list", async () => {
    const owner = await signUpOrganiser(app());
    const a = await buildOwnedWorld(app(), db(), owner);
    const other = await signUpOrganiser(app());
    const list = await app().inject({ method: 'GET', url: '/api/organiser/collections', headers: other.headers });
    expect(list.statusCode).toBe(200);
    for (const guid of [a.collectionGuid, a.paidCardGuid, a.bulkGuid]) expect(list.body).not.toContain(guid);
  });
});
