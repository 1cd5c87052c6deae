import { API_PATHS } from '@groupgift/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { emailOutbox } from '../../db/schema/email-outbox';
import { TEST_CARDS, collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';

const t = usePaymentsApp();

async function signCard(collection: string) {
  const res = await t.app().inject({ method: 'POST', url: API_PATHS.storeGroupCard, payload: { collection, from: 'Sam', comment: 'Congratulations!' } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { message: { id: number }; editToken: string };
  return { messageId: body.message.id, editToken: body.editToken };
}

async function receiptEditUrl(paymentGuid: string): Promise<string> {
  const [row] = await t.db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `receipt:${paymentGuid}`));
  return (row?.payload as { editUrl: string }).editUrl;
}

async function storedTokenCopies(token: string): Promise<number> {
  const result = (await t.db().execute(sql`select count(*)::int as n from payment_edit_tokens where sealed like ${`%${token}%`}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('the receipt of a sign-and-chip-in payment', () => {
  it('links to the message with its edit token, kept sealed only until the receipt is queued', async () => {
    const app = t.app();
    const { messageId, editToken } = await signCard(US(3));
    const { collectionId } = await collectionFigures(app, US(3));
    const body = paymentBody(collectionId, { net: 1000, fee: 59 }, { checkOutToken: await tokenise(app), groupCardId: messageId, editToken });
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    expect(res.json()).toMatchObject({ success: true });
    expect(await receiptEditUrl(res.json().message)).toMatch(
      new RegExp(
        `/contribute/${US(3)}/sign\\?messageId=${messageId}&token=${encodeURIComponent(editToken)}&utm_medium=collection-and-card&utm_campaign=receipt-rest-of-world$`,
      ),
    );
    const left = (await t.db().execute(sql`select count(*)::int as n from payment_edit_tokens`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('keeps the token sealed across a 3-D Secure challenge and never stores it plain', async () => {
    const app = t.app();
    const { messageId, editToken } = await signCard(US(3));
    const { collectionId } = await collectionFigures(app, US(3));
    const body = paymentBody(collectionId, { net: 1000, fee: 59 }, { checkOutToken: await tokenise(app, TEST_CARDS.threeDs), groupCardId: messageId, editToken });
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    const answer = res.json() as { threeDsredirectUrl: string };
    expect(answer.threeDsredirectUrl).toBeTruthy();
    expect(await storedTokenCopies(editToken)).toBe(0);
    const sealed = (await t.db().execute(sql`select count(*)::int as n from payment_edit_tokens where message_id = ${messageId}`)) as unknown as { rows: { n: number }[] };
    expect(sealed.rows[0]!.n).toBe(1);
    const done = await app.inject({ method: 'POST', url: answer.threeDsredirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=complete' });
    const back = new URL(String(done.headers.location));
    const returned = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toContain('payment-successful');
    const guid = back.searchParams.get('payment')!;
    expect(await receiptEditUrl(guid)).toContain(`&token=${encodeURIComponent(editToken)}`);
  });

  it('ignores a token that is not the message\'s own', async () => {
    const app = t.app();
    const { messageId } = await signCard(US(3));
    const { collectionId } = await collectionFigures(app, US(3));
    const body = paymentBody(collectionId, { net: 1000, fee: 59 }, { checkOutToken: await tokenise(app), groupCardId: messageId, editToken: 'someone-elses-guess' });
    const res = await pay(app, '/api/checkout/ProcessCheckout', body);
    expect(await receiptEditUrl(res.json().message)).toMatch(new RegExp(`messageId=${messageId}&utm_medium=collection-and-card&utm_campaign=receipt-rest-of-world$`));
  });
});
