import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { US } from '../../test/demo-guids';
import { sampleSum, samples } from '../../test/metrics-text';
import { closedCollectionWithBalance, giftCardRequest, organiserRedeem } from '../../test/money-out-fixtures';
import { TEST_CARDS, collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../test/payments-app';
import { enqueueEmails } from '../db/repositories/email-outbox-repository';
import { emailOutbox } from '../db/schema/email-outbox';
import { payments } from '../db/schema/payments';
import { metricsGuard } from './metrics-guard';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const PROCESS = '/api/checkout/ProcessCheckout';
const STRANGER = '203.0.113.9';

describe('/metrics', () => {
  const t = usePaymentsApp({ service: { providerRetries: 0, retryDelayMs: 1 } }, { metricsToken: TOKEN });
  const scrape = async () => {
    const res = await t.app().inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const succeededInLedger = async () =>
    (await t.db().select({ n: count() }).from(payments).where(eq(payments.status, 'succeeded')))[0]!.n;

  it('answers this machine and a caller with the token, and refuses anyone else without a figure', async () => {
    const app = t.app();
    const local = await app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    expect(local.body).toContain('groupgift_http_request_duration_seconds');

    const withToken = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('groupgift_payments_total');

    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }, { 'x-forwarded-for': '127.0.0.1' }]) {
      const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('groupgift_');
      expect(refused.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('counts a payment once however often its attempt is retried, in step with the ledger', async () => {
    const app = t.app();
    const before = await scrape();
    const ledgerBefore = await succeededInLedger();
    const { collectionId } = await collectionFigures(app, US(1));
    const body = paymentBody(collectionId, { net: 2000 }, { checkOutToken: await tokenise(app) });
    const key = randomUUID();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await pay(app, PROCESS, body, key)).statusCode).toBe(200);
    const declined = await pay(app, PROCESS, paymentBody(collectionId, { net: 2000 }, { checkOutToken: await tokenise(app, TEST_CARDS.decline) }));
    expect(declined.statusCode).toBe(402);
    await t.settleWebhooks();

    const after = await scrape();
    const labels = { method: 'card', market: 'US', provider: 'sandbox', kind: 'contribution' };
    const moved = (outcome: string) =>
      sampleSum(after, 'groupgift_payments_total', { ...labels, outcome }) - sampleSum(before, 'groupgift_payments_total', { ...labels, outcome });
    expect(moved('succeeded')).toBe(1);
    expect(moved('failed')).toBe(1);
    expect(moved('succeeded')).toBe((await succeededInLedger()) - ledgerBefore);
    const calls = (text: string) =>
      sampleSum(text, 'groupgift_provider_call_duration_seconds_count', { provider: 'sandbox', kind: 'payment', operation: 'createPayment' });
    // The first attempt and the declined one: the retries were answered from the ledger's row.
    expect(calls(after) - calls(before)).toBe(2);
  });

  it('counts a redemption once, however often it is asked for with its key', async () => {
    const app = t.app();
    const before = await scrape();
    const { owner, collection } = await closedCollectionWithBalance(app, t.db(), 5_000);
    const key = randomUUID();
    expect((await organiserRedeem(app, owner, collection.guid, giftCardRequest(5_000), key)).statusCode).toBe(201);
    expect((await organiserRedeem(app, owner, collection.guid, giftCardRequest(5_000), key)).statusCode).toBe(200);
    const labels = { outcome: 'paid', method: 'gift_card', market: 'US', provider: 'sandbox' };
    expect(sampleSum(await scrape(), 'groupgift_redemptions_total', labels) - sampleSum(before, 'groupgift_redemptions_total', labels)).toBe(1);
  });

  it('labels requests by their route pattern, never by the address asked for', async () => {
    const app = t.app();
    const stray = `/api/no-such-route-${randomUUID()}`;
    await app.inject({ method: 'GET', url: stray });
    await collectionFigures(app, US(1));
    const text = await scrape();
    const routes = samples(text).filter((s) => s.name === 'groupgift_http_request_duration_seconds_count').map((s) => s.labels.route!);
    expect(routes).toContain('/api/contributions/contribution-details');
    expect(routes.some((route) => route.includes('?') || route.includes('no-such-route'))).toBe(false);
  });
});

describe('/metrics gauges', () => {
  const t = usePaymentsApp({}, {});

  it('reports the outbox backlog and how long its oldest unsent mail has waited', async () => {
    const db = t.db();
    await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.status, 'pending'));
    const mail = (tag: string) => ({ dedupeKey: `metrics-${tag}-${randomUUID()}`, toAddress: 'ops@example.test', template: 'receipt', subject: 'Receipt', payload: {} });
    await enqueueEmails(db, [mail('old'), mail('new')]);
    await db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '600 seconds'` })
      .where(sql`${emailOutbox.dedupeKey} like 'metrics-old-%'`);

    const res = await t.app().inject({ method: 'GET', url: '/metrics' });
    expect(sampleSum(res.body, 'groupgift_outbox_pending')).toBe(2);
    const oldest = sampleSum(res.body, 'groupgift_outbox_oldest_pending_age_seconds');
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(3600);
    expect(sampleSum(res.body, 'groupgift_metrics_source_up', { source: 'queues' })).toBe(1);
    expect(sampleSum(res.body, 'groupgift_ledger_mismatched_collections')).toBe(0);
    expect(sampleSum(res.body, 'groupgift_servers_seen')).toBe(1);
  });
});

describe('the metrics guard without a token', () => {
  it('tells anyone but this machine that the route does not exist', async () => {
    const app = Fastify();
    app.addHook('onRequest', metricsGuard(undefined));
    app.get('/metrics', async () => 'groupgift_payments_total 1');
    const stranger = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('groupgift_');
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    await app.close();
  });
});
