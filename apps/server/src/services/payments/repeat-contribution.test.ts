import { randomUUID } from 'node:crypto';
import { API_PATHS, REPEAT_CONTRIBUTION_WINDOW_MINUTES } from '@groupgift/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { US } from '../../../test/demo-guids';
import { TEST_CARDS, collectionFigures, pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { listCollectionMessages } from '../../db/repositories/organiser-activity-repository';
import { payments } from '../../db/schema/payments';

// Decision 102: one contribution per intent. The same email paying the same collection again
// within 30 minutes is asked first, and a message signed on the way to a payment shows only once
// that payment succeeds.

const t = usePaymentsApp();
const CHECKOUT = '/api/checkout/ProcessCheckout';
const SIGN_AND_CHIP_IN = US(3);

async function cardBody(email: string, extra: Record<string, unknown> = {}, number: string = TEST_CARDS.success) {
  const { collectionId } = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);
  return paymentBody(collectionId, { net: 1000, fee: 59 }, { email, checkOutToken: await tokenise(t.app(), number), ...extra });
}

function newEmail(): string {
  return `repeat-${randomUUID().slice(0, 8)}@example.test`;
}

/** Moves every payment of this email back in time, as if it had been made `ms` ago. */
async function madeAgo(email: string, ms: number): Promise<void> {
  await t
    .db()
    .update(payments)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(sql`lower(${payments.email})`, email.toLowerCase()));
}

async function sign(awaitsPayment: boolean, comment = `Good luck ${randomUUID().slice(0, 6)}`) {
  const res = await t.app().inject({
    method: 'POST',
    url: API_PATHS.storeGroupCard,
    payload: { collection: SIGN_AND_CHIP_IN, from: 'Sam', comment, awaitsPayment },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { message: { id: number; awaitingPayment: boolean }; editToken: string };
  return { messageId: body.message.id, editToken: body.editToken, comment, awaitingPayment: body.message.awaitingPayment };
}

/** The comments on the public card, as contribution-details and GetGroupCard give them, and the organiser's list. */
async function cardComments() {
  const details = await t.app().inject({ method: 'GET', url: `${API_PATHS.contributionDetails}?collection=${SIGN_AND_CHIP_IN}` });
  const card = await t.app().inject({ method: 'GET', url: `${API_PATHS.groupCard}?collection=${SIGN_AND_CHIP_IN}` });
  const { collectionId } = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);
  const organiser = await listCollectionMessages(t.db(), collectionId);
  return {
    details: (details.json() as { groupCard: { messages: { comment: string }[] } }).groupCard.messages.map((m) => m.comment),
    card: (card.json() as { messages: { comment: string }[] }).messages.map((m) => m.comment),
    organiser: organiser.map((m) => m.comment),
  };
}

describe('a second contribution from the same email within 30 minutes', () => {
  it('is refused with the question, carrying the earlier amount and time, and charges nothing', async () => {
    const email = newEmail();
    const first = await pay(t.app(), CHECKOUT, await cardBody(email));
    expect(first.json()).toMatchObject({ success: true });
    const before = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);

    // Another letter case is the same person.
    const again = await pay(t.app(), CHECKOUT, await cardBody(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    const envelope = again.json() as { error: { code: string; message: string; details: Record<string, unknown> } };
    expect(envelope.error.code).toBe('repeat_contribution');
    expect(envelope.error.message).toBe('You chipped in $10.59 to this collection a few minutes ago. Chip in again?');
    expect(envelope.error.details).toMatchObject({ earlierAmountCents: 1059, windowMinutes: REPEAT_CONTRIBUTION_WINDOW_MINUTES });
    const at = Date.parse(String(envelope.error.details.earlierAt));
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
    expect(await collectionFigures(t.app(), SIGN_AND_CHIP_IN)).toEqual(before);
  });

  it('goes ahead when the payer confirms, as a second contribution', async () => {
    const email = newEmail();
    await pay(t.app(), CHECKOUT, await cardBody(email));
    const before = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);
    const again = await pay(t.app(), CHECKOUT, await cardBody(email, { confirmRepeat: true }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true });
    const after = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);
    expect(after.joinedSofar).toBe(before.joinedSofar + 1);
    expect(after.soFarCollected).toBe(before.soFarCollected + 1000);
  });

  it('answers a retry of the same attempt with its first outcome, never the question', async () => {
    const email = newEmail();
    const body = await cardBody(email);
    const key = randomUUID();
    const first = await pay(t.app(), CHECKOUT, body, key);
    const before = await collectionFigures(t.app(), SIGN_AND_CHIP_IN);
    const retry = await pay(t.app(), CHECKOUT, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await collectionFigures(t.app(), SIGN_AND_CHIP_IN)).toEqual(before);
  });

  it('asks at 29:59 and no longer at 30:01 (the earlier payment moved back in time: the service reads the clock)', async () => {
    const email = newEmail();
    await pay(t.app(), CHECKOUT, await cardBody(email));
    await madeAgo(email, 29 * 60_000 + 59_000);
    expect((await pay(t.app(), CHECKOUT, await cardBody(email))).statusCode).toBe(409);
    await madeAgo(email, 30 * 60_000 + 1_000);
    const later = await pay(t.app(), CHECKOUT, await cardBody(email));
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ success: true });
  });

  it('counts an attempt still in 3-D Secure, but not a declined one or another email', async () => {
    const declined = newEmail();
    expect((await pay(t.app(), CHECKOUT, await cardBody(declined, {}, TEST_CARDS.decline))).json()).toMatchObject({ error: { code: 'payment_declined' } });
    expect((await pay(t.app(), CHECKOUT, await cardBody(declined))).statusCode).toBe(200);

    const challenged = newEmail();
    const started = await pay(t.app(), CHECKOUT, await cardBody(challenged, {}, TEST_CARDS.threeDs));
    expect(started.json()).toMatchObject({ threeDsRequired: true });
    const asked = await pay(t.app(), CHECKOUT, await cardBody(challenged));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: { code: 'repeat_contribution', details: { earlierAmountCents: 1059 } } });

    expect((await pay(t.app(), CHECKOUT, await cardBody(newEmail()))).statusCode).toBe(200);
  });

  it('refuses a confirmRepeat that is not true or false', async () => {
    const res = await pay(t.app(), CHECKOUT, await cardBody(newEmail(), { confirmRepeat: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('a message signed on the way to a payment', () => {
  it('is kept off the card, the details and the organiser list until its payment succeeds', async () => {
    const message = await sign(true);
    expect(message.awaitingPayment).toBe(true);
    let seen = await cardComments();
    expect(seen.details).not.toContain(message.comment);
    expect(seen.card).not.toContain(message.comment);
    expect(seen.organiser).not.toContain(message.comment);

    // A declined payment leaves it waiting.
    await pay(t.app(), CHECKOUT, await cardBody(newEmail(), { groupCardId: message.messageId, editToken: message.editToken }, TEST_CARDS.decline));
    expect((await cardComments()).details).not.toContain(message.comment);

    const paid = await pay(t.app(), CHECKOUT, await cardBody(newEmail(), { groupCardId: message.messageId, editToken: message.editToken }));
    expect(paid.json()).toMatchObject({ success: true });
    seen = await cardComments();
    expect(seen.details.filter((c) => c === message.comment)).toHaveLength(1);
    expect(seen.card).toContain(message.comment);
    expect(seen.organiser).toContain(message.comment);
  });

  it('is edited, not copied, by a retry, and goes on the card at once when signed alone', async () => {
    const message = await sign(true);
    const edit = (payload: Record<string, unknown>) =>
      t.app().inject({
        method: 'POST',
        url: API_PATHS.editGroupCard,
        payload: { collection: SIGN_AND_CHIP_IN, from: 'Sam', messageId: message.messageId, editToken: message.editToken, ...payload },
      });
    const retried = await edit({ comment: `${message.comment}!`, awaitsPayment: true });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: { id: message.messageId, awaitingPayment: true } });
    expect((await cardComments()).details).not.toContain(`${message.comment}!`);

    const alone = await edit({ comment: `${message.comment}!`, awaitsPayment: false });
    expect(alone.json()).toMatchObject({ message: { id: message.messageId, awaitingPayment: false } });
    expect((await cardComments()).details.filter((c) => c === `${message.comment}!`)).toHaveLength(1);

    // Once on the card, an edit that says it awaits a payment does not take it off.
    await edit({ comment: `${message.comment}!`, awaitsPayment: true });
    expect((await cardComments()).details).toContain(`${message.comment}!`);
  });

  it('shows at once on a sign-only pathway, as the seeded messages do', async () => {
    const message = await sign(false);
    expect(message.awaitingPayment).toBe(false);
    const seen = await cardComments();
    expect(seen.details).toContain(message.comment);
    expect(seen.details.length).toBeGreaterThanOrEqual(4);
  });
});
