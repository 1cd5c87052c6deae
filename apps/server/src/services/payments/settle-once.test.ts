import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { readPaymentsConfig } from './payments-config';
import { US } from '../../../test/demo-guids';
import { collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { ledgerEntries } from '../../db/schema/money-out';
import { payments } from '../../db/schema/payments';
import { providerWebhookEvents } from '../../db/schema/provider-webhook-events';
import { signatureHeader } from '../../payment-providers/sandbox/webhook-signature';
import { settlePayment } from './settle-payment';
import { mailOnSettled } from './settled-mail';

const SECRET = 'whsec_settle_once';
// Webhooks are delivered by hand here, so each test decides whether they come after the request.
const t = usePaymentsApp(
  { sandboxWebhooks: false, service: { providerRetries: 0, retryDelayMs: 1 } },
  {
    payments: { ...readPaymentsConfig({ SANDBOX_WEBHOOK_SECRET: SECRET }), reconcileIntervalMs: 0 },
  },
);

async function paymentRow(email: string) {
  const [row] = await t.db().select().from(payments).where(eq(payments.email, email));
  if (!row) throw new Error(`no payment from ${email}`);
  return row;
}

const entriesOf = (paymentId: number) =>
  t.db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));

const receiptsOf = (guid: string) =>
  t.db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%:${guid}`));

async function deliver(type: string, providerPaymentId: string): Promise<string> {
  const id = `evt_${randomUUID()}`;
  const body = JSON.stringify({ id, type, created: Date.now(), data: { id: providerPaymentId } });
  const res = await t.app().inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(SECRET, body, new Date()) },
    payload: body,
  });
  expect(res.json()).toEqual({ received: true, duplicate: false });
  await t.app().webhooks.idle();
  return id;
}

describe('a payment settles once', () => {
  it('a webhook after the request finds it settled with one read: no provider call, no second settle', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(2));
    const body = paymentBody(before.collectionId, { net: 1500 }, { checkOutToken: await tokenise(app) });
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    expect(res.json()).toMatchObject({ success: true });
    const row = await paymentRow(body.email);
    expect(row.status).toBe('succeeded');
    const entries = await entriesOf(row.id);
    expect(entries.length).toBeGreaterThan(0);

    const refresh = vi.spyOn(app.payments, 'refresh');
    const getPayment = vi.spyOn(t.sandbox(), 'getPayment');
    try {
      const eventId = await deliver('payment.succeeded', row.providerReference!);
      expect(refresh).not.toHaveBeenCalled();
      expect(getPayment).not.toHaveBeenCalled();
      const [event] = await t
        .db()
        .select()
        .from(providerWebhookEvents)
        .where(eq(providerWebhookEvents.eventId, eventId));
      expect(event).toMatchObject({ processingError: null });
      expect(event?.processedAt).toBeInstanceOf(Date);
    } finally {
      refresh.mockRestore();
      getPayment.mockRestore();
    }
    const after = await collectionFigures(app, US(2));
    expect(after.soFarCollected).toBe(before.soFarCollected + 1500);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    expect(await entriesOf(row.id)).toEqual(entries);
    expect((await receiptsOf(row.guid)).map((m) => m.template).sort()).toEqual([
      'contribution-receipt',
      'organiser-payment-notice',
    ]);
    await t.expectLedgerBalanced();
  });

  it('settles of the same answer at once (request, return, webhook, other servers) change the ledger once', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(2));
    const body = paymentBody(before.collectionId, { net: 2100 }, { checkOutToken: await tokenise(app) });
    // The answer is lost: the row stays `created`, as when a server dies mid-call.
    t.sandbox().faults.failNext('lost_response');
    expect((await pay(app, '/api/checkout/ProcessCheckout', body)).statusCode).toBe(503);
    const row = await paymentRow(body.email);
    expect(row.status).toBe('created');

    const answer = { status: 'succeeded' as const, providerReference: `pay_${randomUUID()}` };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => settlePayment(t.db(), row.id, answer, mailOnSettled(null))),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    for (const { row: settled } of results) {
      expect(settled).toMatchObject({ status: 'succeeded', providerReference: answer.providerReference });
      expect(settled.invoiceNumber).toMatch(/^INV-\d{8,}$/);
    }
    const after = await collectionFigures(app, US(2));
    expect(after.soFarCollected).toBe(before.soFarCollected + 2100);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    expect((await entriesOf(row.id)).filter((e) => e.kind === 'contribution')).toHaveLength(1);
    expect(await receiptsOf(row.guid)).toHaveLength(2);
    await t.expectLedgerBalanced();
  });

  it('a late answer keeps the settled state and only learns a provider id it did not have', async () => {
    const app = t.app();
    const before = await collectionFigures(app, US(2));
    const body = paymentBody(before.collectionId, { net: 900 }, { checkOutToken: await tokenise(app) });
    t.sandbox().faults.failNext('lost_response');
    await pay(app, '/api/checkout/ProcessCheckout', body);
    const row = await paymentRow(body.email);
    const first = await settlePayment(t.db(), row.id, { status: 'succeeded' }, mailOnSettled(null));
    expect(first).toMatchObject({ changed: true, row: { status: 'succeeded', providerReference: null } });
    const late = await settlePayment(t.db(), row.id, { status: 'pending', providerReference: 'pay_late' });
    expect(late).toMatchObject({ changed: false, row: { status: 'succeeded', providerReference: 'pay_late' } });
    const again = await settlePayment(t.db(), row.id, { status: 'succeeded', providerReference: 'pay_other' });
    expect(again).toMatchObject({ changed: false, row: { providerReference: 'pay_late' } });
    expect((await collectionFigures(app, US(2))).soFarCollected).toBe(before.soFarCollected + 900);
    await t.expectLedgerBalanced();
  });
});
