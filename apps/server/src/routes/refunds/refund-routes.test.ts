import { randomUUID } from 'node:crypto';
import { ORGANISER_ACTIVITY_PATHS, organiserActivityPath } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AU, UNKNOWN_GUID, US } from '../../../test/demo-guids';
import { signUpOrganiser } from '../../../test/organiser-session';
import {
  TEST_CARDS,
  collectionFigures,
  pay,
  paymentBody,
  tokenise,
  usePaymentsApp,
} from '../../../test/payments-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { renderTemplate } from '../../../test/render-mail-for-test';
import type { RefundNoticePayload } from '../../mail/templates';
import { giveCollectionTo, refund } from '../../../test/refund-fixtures';

const t = usePaymentsApp();

/** A card contribution of `net` cents on the collection; answers the payment's guid. */
async function contribute(guid: string, net: number, card: string = TEST_CARDS.success) {
  const app = t.app();
  const { collectionId } = await collectionFigures(app, guid);
  const token = await tokenise(app, card);
  const first = await pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net }, { checkOutToken: token }));
  if (first.statusCode !== 422) return first;
  // The collection charges its fee on top: pay the server's own quote.
  const { quote } = (first.json() as { error: { details: { quote: { fee: number } } } }).error.details;
  return pay(app, '/api/checkout/ProcessCheckout', paymentBody(collectionId, { net, fee: quote.fee }, { checkOutToken: token }));
}

async function paidContribution(guid: string, net: number): Promise<string> {
  const res = await contribute(guid, net);
  expect(res.json()).toMatchObject({ success: true });
  return (res.json() as { message: string }).message;
}

describe('POST /api/organiser/contributions/:paymentGuid/refund', () => {
  it('refunds the payment and takes it out of the collection figures exactly once', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(2), owner.organiser.id);
    const before = await collectionFigures(app, US(2));
    const payment = await paidContribution(US(2), 2000);
    expect((await collectionFigures(app, US(2))).soFarCollected).toBe(before.soFarCollected + 2000);

    const res = await refund(app, payment, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentGuid: payment, status: 'refunded', amount: 2000, collection: { guid: US(2), soFarCollected: before.soFarCollected, joinedSofar: before.joinedSofar } });
    expect(await collectionFigures(app, US(2))).toEqual(before);

    // Asked again (a double click, a retry): the same answer, nothing moves twice.
    const again = await refund(app, payment, owner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'refunded' });
    await t.settleWebhooks();
    expect(await collectionFigures(app, US(2))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('refunds raced requests once', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(3), owner.organiser.id);
    const before = await collectionFigures(app, US(3));
    const payment = await paidContribution(US(3), 1500);
    const answers = await Promise.all([1, 2, 3, 4].map(() => refund(app, payment, owner.headers)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => (r.json() as { status: string }).status)).toEqual(['refunded', 'refunded', 'refunded', 'refunded']);
    await t.settleWebhooks();
    expect(await collectionFigures(app, US(3))).toEqual(before);
    await t.expectLedgerBalanced();
  });

  it('keeps the other contributions counted and the charity share balanced', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app, { market: 'AU' });
    await giveCollectionTo(t.db(), AU(2), owner.organiser.id);
    const before = await collectionFigures(app, AU(2));
    const kept = await paidContribution(AU(2), 3000);
    const refunded = await paidContribution(AU(2), 4500);
    expect((await refund(app, refunded, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    const after = await collectionFigures(app, AU(2));
    expect(after.soFarCollected).toBe(before.soFarCollected + 3000);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    expect(kept).not.toBe(refunded);
    await t.settleWebhooks();
    await t.expectLedgerBalanced();
  });

  it('moves the charity share shown in contribution-details with the payment and its refund', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(12), owner.organiser.id);
    const share = async () => ((await app.inject({ method: 'GET', url: `/api/contributions/contribution-details?collection=${US(12)}` })).json() as { charityShare: number; charityPercentage: number }).charityShare;
    const before = await share();
    const payment = await paidContribution(US(12), 3000);
    // Red Cross gets 10 % of the contribution (fee excluded).
    expect(await share()).toBe(before + 300);
    expect((await refund(app, payment, owner.headers)).json()).toMatchObject({ collection: { charityShare: before } });
    expect(await share()).toBe(before);
    await t.expectLedgerBalanced();
  });

  it('answers 404 for another organiser\'s payment and an unknown one, and 409 for a failed one', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    const stranger = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(4), owner.organiser.id);
    const payment = await paidContribution(US(4), 1000);
    const theirs = await refund(app, payment, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await refund(app, UNKNOWN_GUID, owner.headers)).statusCode).toBe(404);
    expect((await refund(app, randomUUID(), owner.headers)).statusCode).toBe(404);

    const declined = await contribute(US(4), 1000, TEST_CARDS.decline);
    expect(declined.statusCode).toBe(402);
    await t.settleWebhooks();
    const failedGuid = await failedPaymentGuid(US(4));
    const failed = await refund(app, failedGuid, owner.headers);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ error: { code: 'conflict', message: 'Only a completed payment can be refunded.' } });
    await t.expectLedgerBalanced();
  });

  it('queues one refund notice to the contributor in the refund\'s transaction, even when retried', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(6), owner.organiser.id);
    const payment = await paidContribution(US(6), 2500);
    expect(await refundMails(payment)).toEqual([]);

    expect((await refund(app, payment, owner.headers)).json()).toMatchObject({ status: 'refunded' });
    await Promise.all([refund(app, payment, owner.headers), refund(app, payment, owner.headers)]);
    await t.settleWebhooks();
    const mails = await refundMails(payment);
    expect(mails).toHaveLength(1);
    const [receipt] = await t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `receipt:${payment}`));
    expect(mails[0]).toMatchObject({ template: 'contribution-refund', toAddress: receipt?.toAddress });
    const payload = mails[0]?.payload as RefundNoticePayload;
    expect(payload).toMatchObject({ total: 2500, invoiceNumber: (receipt?.payload as { invoiceNumber: string }).invoiceNumber });
    const { text } = await renderTemplate('contribution-refund', payload);
    expect(text).toContain('refunded your contribution');
    expect(text).toContain('$25.00');
    expect(text).toContain(payload.invoiceNumber);
    expect(text).toContain(payload.collectionTitle);
  });

  it('sends the same single notice when the provider\'s webhook settles the refund (duplicated events)', async () => {
    const sandbox = t.sandbox();
    sandbox.webhooks.configure({ duplicateRate: 1, reorderJitterMs: 10, backoffMs: 5 });
    const payment = await paidContribution(US(1), 1800);
    await t.settleWebhooks();
    // Refunded at the provider (its dashboard, or an asynchronous refund confirmed later).
    const charge = (await sandbox.store.listPayments()).find((p) => p.reference === payment);
    await sandbox.refund({ providerPaymentId: charge?.id ?? '', idempotencyKey: randomUUID() });
    await t.settleWebhooks();
    const mails = await refundMails(payment);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ total: 1800 });
    await t.expectLedgerBalanced();
  });

  it('keeps a refunded contribution in the organiser\'s contributions list with its status', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(7), owner.organiser.id);
    const payment = await paidContribution(US(7), 1200);
    await refund(app, payment, owner.headers);
    const res = await app.inject({
      method: 'GET',
      url: organiserActivityPath(ORGANISER_ACTIVITY_PATHS.contributions, { guid: US(7) }),
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { contributions: { guid: string; status: string; amount: number }[] }).contributions;
    expect(listed.find((c) => c.guid === payment)).toMatchObject({ status: 'refunded', amount: 1200 });
  });

  it('needs a session and the CSRF header', async () => {
    const app = t.app();
    const owner = await signUpOrganiser(app);
    await giveCollectionTo(t.db(), US(5), owner.organiser.id);
    const payment = await paidContribution(US(5), 1000);
    const signedOut = await refund(app, payment);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'unauthorized', message: 'Your session has expired. Please log in again.' } });
    const noCsrf = await refund(app, payment, { cookie: owner.headers.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(await (await refund(app, payment, owner.headers)).json()).toMatchObject({ status: 'refunded' });
  });
});

function refundMails(paymentGuid: string) {
  return t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `refund:${paymentGuid}`));
}

async function failedPaymentGuid(collectionGuid: string): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const rows = (await t.db().execute(
    sql`select p.guid from payments p join collections c on c.id = p.collection_id where c.guid = ${collectionGuid} and p.status = 'failed' order by p.id desc limit 1`,
  )) as unknown as { rows: { guid: string }[] };
  const guid = rows.rows[0]?.guid;
  if (!guid) throw new Error('no failed payment');
  return guid;
}
