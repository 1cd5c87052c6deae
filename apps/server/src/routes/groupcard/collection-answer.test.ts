import { API_PATHS, COLLECTION_ANSWER_MAX_LENGTH, formatMessage } from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOrganiser } from '../../../test/organiser-session';
import { messages } from '../../db/schema/messages';
import { payments } from '../../db/schema/payments';
import { pay, paymentBody, tokenise, usePaymentsApp } from '../../../test/payments-app';
import { createOwnedCollection } from '../../../test/owned-collection';

/*
 * SPEC §3/§4: the contribution question's answer (collectionAnswer) is asked on sign-only pathways,
 * which end with the message, and is part of the payment request body. Either way it is kept,
 * trimmed, and a too long one is refused with the catalogue's "Max {n} characters".
 */
const t = usePaymentsApp({ sandboxWebhooks: false });
const TOO_LONG = 'x'.repeat(COLLECTION_ANSWER_MAX_LENGTH + 1);
const REFUSAL = formatMessage('validation.maxLength', { n: COLLECTION_ANSWER_MAX_LENGTH });

async function collectionAsking(question: string | null) {
  const owner = await signUpOrganiser(t.app());
  return createOwnedCollection(t.db(), owner.organiser.id, {
    contributionQuestion: question,
    zeroContributionAllowed: true,
  });
}

function sign(collection: string, extra: Record<string, unknown>) {
  return t
    .app()
    .inject({
      method: 'POST',
      url: API_PATHS.storeGroupCard,
      payload: { collection, from: 'Ann', comment: 'Well done', ...extra },
    });
}

async function storedAnswer(messageId: number) {
  const [row] = await t
    .db()
    .select({ answer: messages.collectionAnswer })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row?.answer;
}

describe('the contribution question on a sign-only message', () => {
  it('keeps the trimmed answer with the message, and an edit can change it', async () => {
    const { guid } = await collectionAsking('Which restaurant?');
    const res = await sign(guid, { collectionAnswer: '  The harbour one  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { message, editToken } = res.json();
    expect(await storedAnswer(message.id)).toBe('The harbour one');

    const edited = await t.app().inject({
      method: 'POST',
      url: API_PATHS.editGroupCard,
      payload: {
        collection: guid,
        from: 'Ann',
        comment: 'Well done',
        messageId: message.id,
        editToken,
        collectionAnswer: 'The pizza place',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedAnswer(message.id)).toBe('The pizza place');
  });

  it('refuses a too long answer with the field error and puts nothing on the card', async () => {
    const { guid, id } = await collectionAsking('Which restaurant?');
    const res = await sign(guid, { collectionAnswer: TOO_LONG, comment: 'Never stored' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.collectionAnswer).toEqual([REFUSAL]);
    const rows = await t.db().select().from(messages).where(eq(messages.collectionId, id));
    expect(rows.map((m) => m.comment)).not.toContain('Never stored');
  });

  it('keeps no answer when the collection asks no question', async () => {
    const { guid } = await collectionAsking(null);
    const res = await sign(guid, { collectionAnswer: 'Unasked' });
    expect(res.statusCode).toBe(200);
    expect(await storedAnswer(res.json().message.id)).toBeNull();
  });
});

describe('the contribution question on a payment', () => {
  it('stores the trimmed answer on the payment, for a zero contribution too', async () => {
    const { id } = await collectionAsking('Which restaurant?');
    const app = t.app();
    const card = await pay(
      app,
      API_PATHS.processCheckout,
      paymentBody(id, { net: 1500 }, { checkOutToken: await tokenise(app), collectionAnswer: '  Sushi  ' }),
    );
    expect(card.statusCode, card.body).toBe(200);
    const zero = await pay(
      app,
      API_PATHS.processCheckout,
      paymentBody(id, { net: 0 }, { checkOutToken: await tokenise(app), collectionAnswer: 'Tapas' }),
    );
    expect(zero.statusCode, zero.body).toBe(200);
    const rows = await t.db().select().from(payments).where(eq(payments.collectionId, id));
    expect(rows.map((p) => [p.netCents, p.collectionAnswer]).sort()).toEqual([
      [0, 'Tapas'],
      [1500, 'Sushi'],
    ]);
  });

  it('refuses a too long answer before anything is charged', async () => {
    const { id } = await collectionAsking('Which restaurant?');
    const app = t.app();
    const res = await pay(
      app,
      API_PATHS.processCheckout,
      paymentBody(id, { net: 1500 }, { checkOutToken: await tokenise(app), collectionAnswer: TOO_LONG }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.collectionAnswer).toEqual([REFUSAL]);
    expect(await t.db().select().from(payments).where(eq(payments.collectionId, id))).toEqual([]);
  });
});
