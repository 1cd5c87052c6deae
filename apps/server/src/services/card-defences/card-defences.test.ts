import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AU, US } from '../../../test/demo-guids';
import {
  cardDefenceDefaults,
  collectionIdOf,
  solveSandboxChallenge,
  tryCard,
} from '../../../test/card-defences-fixtures';
import { pay, paymentBody, usePaymentsApp } from '../../../test/payments-app';
import { redisAnswers, testRedisPrefix, testRedisUrl } from '../../../test/test-redis';
import { emailOutbox } from '../../db/schema/email-outbox';
import { renderTemplate } from '../../../test/render-mail-for-test';
import type { Config } from '../../plugins/config';

const haveRedis = await redisAnswers();

/*
 * The card-testing defences through ProcessCheckout (issue 29, decision 132), at the goal's figures.
 * Each test pays from addresses of its own (inject's remoteAddress), so the counters of one test
 * never meet another's. The limits run the same on the process's own counters and on Redis.
 */
function defenceTests(label: string, extra: () => Partial<Config>) {
  describe(`card-testing defences (${label})`, () => {
    const t = usePaymentsApp(
      { service: { providerRetries: 0, retryDelayMs: 1 }, sandboxWebhooks: false },
      {
        // The collection-wide limits are tested on their own below; here the breaker waits for more.
        cardDefences: cardDefenceDefaults((c) => {
          c.breaker.minDeclines = 1_000;
        }),
        ...extra(),
      },
    );

    it('refuses the 6th declined attempt from one address in 10 minutes, challenge or not', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, US(1));
      const address = '10.1.0.1';
      for (let i = 0; i < 2; i += 1) {
        expect((await tryCard(app, collection, { address, decline: true })).statusCode).toBe(402);
      }
      // Two declines are a suspicious signal: the third attempt needs the challenge.
      const asked = await tryCard(app, collection, { address, decline: true });
      expect(asked.statusCode).toBe(429);
      expect(asked.json().error).toMatchObject({
        code: 'challenge_required',
        message: 'Please confirm you are a person to finish paying.',
        details: { challenge: { provider: 'sandbox', siteKey: 'sandbox' } },
      });
      for (let i = 0; i < 3; i += 1) {
        const challengeToken = await solveSandboxChallenge(app);
        expect((await tryCard(app, collection, { address, decline: true, challengeToken })).statusCode).toBe(402);
      }
      const sixth = await tryCard(app, collection, { address, decline: true, challengeToken: await solveSandboxChallenge(app) });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('payment_attempts_limited');
      expect(sixth.headers['retry-after']).toBe('600');
      expect(sixth.json().error.message).toMatch(/^Card payments from here are paused for a few minutes/);
      // Even a good card from that address waits; another address pays as ever.
      const good = await tryCard(app, collection, { address, challengeToken: await solveSandboxChallenge(app) });
      expect(good.statusCode).toBe(429);
      expect((await tryCard(app, collection, { address: '10.1.0.2' })).statusCode).toBe(200);
      await t.expectLedgerBalanced();
    });

    it('refuses the 21st decline on one collection in an hour, even from 21 addresses', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, US(2));
      for (let i = 1; i <= 20; i += 1) {
        const r = await tryCard(app, collection, { address: `10.2.0.${i}`, decline: true });
        expect(r.statusCode, `${i} ${r.body}`).toBe(402);
      }
      const refused = await tryCard(app, collection, { address: '10.2.0.21', decline: true });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('payment_attempts_limited');
      // Other collections are not held back by it.
      expect((await tryCard(app, await collectionIdOf(app, US(4)), { address: '10.2.0.22', decline: true })).statusCode).toBe(402);
    });

    it('never challenges a first, successful payment, nor the same person paying a few times', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, US(5));
      for (let i = 0; i < 3; i += 1) {
        const res = await tryCard(app, collection, { address: '10.3.0.1' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, successCode: 10000 });
      }
      expect((await tryCard(app, collection, { address: '10.3.0.2' })).statusCode).toBe(200);
    });

    it('asks for the challenge when one address pays a 4th collection within the hour', async () => {
      const app = t.app();
      const address = '10.4.0.1';
      for (const guid of [US(6), US(7), US(12)]) {
        expect((await tryCard(app, await collectionIdOf(app, guid), { address })).statusCode).toBe(200);
      }
      const fourth = await collectionIdOf(app, AU(1));
      const asked = await tryCard(app, fourth, { address });
      expect(asked.statusCode).toBe(429);
      expect(asked.json().error.code).toBe('challenge_required');
      expect((await tryCard(app, fourth, { address, challengeToken: await solveSandboxChallenge(app) })).statusCode).toBe(200);
    });

    it('takes a challenge token once: refused without, accepted with a valid one, refused when reused or forged', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, AU(2));
      const address = '10.5.0.1';
      const email = 'ren-5@example.test';
      for (let i = 0; i < 2; i += 1) {
        expect((await tryCard(app, collection, { address, email, decline: true })).statusCode).toBe(402);
      }
      expect((await tryCard(app, collection, { address, email })).json().error.code).toBe('challenge_required');
      const challengeToken = await solveSandboxChallenge(app);
      const paid = await tryCard(app, collection, { address, email, challengeToken });
      expect(paid.statusCode).toBe(200);
      const reused = await tryCard(app, collection, { address, email, challengeToken });
      expect(reused.statusCode).toBe(429);
      expect(reused.json().error).toMatchObject({
        code: 'challenge_required',
        message: 'That check did not go through. Please try it once more.',
      });
      const [head, nonce, expiry] = (await solveSandboxChallenge(app)).split('.');
      const forged = await tryCard(app, collection, { address, email, challengeToken: `${head}.${nonce}.${expiry}.AAAA` });
      expect(forged.json().error.code).toBe('challenge_required');
    });

    it('asks for the challenge after two declines of one card, from any address', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, AU(4));
      const number = '4000000000000002';
      expect((await tryCard(app, collection, { address: '10.6.0.1', number })).statusCode).toBe(402);
      expect((await tryCard(app, collection, { address: '10.6.0.2', number })).statusCode).toBe(402);
      expect((await tryCard(app, collection, { address: '10.6.0.3', number })).json().error.code).toBe('challenge_required');
    });

    it('keeps an address within its 5 declines while four attempts are in flight at once', async () => {
      const app = t.app();
      const collection = await collectionIdOf(app, AU(5));
      const address = '10.7.0.1';
      const answers = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const challengeToken = await solveSandboxChallenge(app);
          return (await tryCard(app, collection, { address, decline: true, challengeToken })).statusCode;
        }),
      );
      expect(answers.filter((s) => s === 402).length).toBeLessThanOrEqual(5);
      expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    });
  });
}

defenceTests('counters in this process', () => ({}));
describe.skipIf(!haveRedis)('with Redis', () => {
  defenceTests('counters in Redis', () => ({ redisUrl: testRedisUrl, redisKeyPrefix: testRedisPrefix() }));
});

describe('the breaker', () => {
  const t = usePaymentsApp(
    { service: { providerRetries: 0, retryDelayMs: 1 }, sandboxWebhooks: false },
    { cardDefences: cardDefenceDefaults() },
  );

  it('pauses card payments on a collection after 10 declines at 50 % in 15 minutes, tells its organiser once, and leaves PayPal open', async () => {
    const app = t.app();
    const collection = await collectionIdOf(app, US(6));
    // Two good payments, then declines from addresses of their own: 10 of 12 declined trips it.
    for (let i = 0; i < 2; i += 1) expect((await tryCard(app, collection, { address: `10.8.1.${i}` })).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await tryCard(app, collection, { address: `10.8.0.${i}`, decline: true })).statusCode).toBe(402);
    }
    const paused = await tryCard(app, collection, { address: '10.8.2.1' });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error).toMatchObject({
      code: 'card_payments_paused',
      message: 'Card payments to this collection are paused for a short while. Please try again later or choose another way to pay.',
    });
    expect((await tryCard(app, collection, { address: '10.8.2.2', decline: true })).json().error.code).toBe('card_payments_paused');
    const paypal = await pay(app, '/api/paypal/ProcessPayPal', paymentBody(collection, { net: 2000 }, { paymentMethod: 3 }));
    expect(paypal.statusCode).toBe(200);
    // Another collection takes cards as ever.
    expect((await tryCard(app, await collectionIdOf(app, US(7)), { address: '10.8.2.3' })).statusCode).toBe(200);

    const mails = await t
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'organiser-card-payments-paused')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: expect.stringContaining('@'), subject: expect.stringContaining('are paused for a while') });
    expect(mails[0]!.payload).toMatchObject({ pausedMinutes: 30 });
    const { text } = await renderTemplate(mails[0]!.template, mails[0]!.payload);
    expect(text).toContain('we have paused card payments to it for 30 minutes. Other ways to pay keep working');
  });
});

describe('the card minimum per market', () => {
  const t = usePaymentsApp({ sandboxWebhooks: false }, { cardDefences: cardDefenceDefaults() });

  it('refuses a card total under $2.00 with its message, in the schema and in the market rule; PayPal keeps the collection minimum', async () => {
    const app = t.app();
    const collection = await collectionIdOf(app, AU(6));
    const message = 'Card payments must be at least $2.00. Please enter a larger amount or choose another way to pay.';
    const bySchema = await tryCard(app, collection, { address: '10.9.0.1', cents: 150 });
    expect(bySchema.statusCode).toBe(422);
    expect(bySchema.json().error.details.fieldErrors.contributionAmount).toEqual([message]);
    const withMethod = await pay(
      app,
      '/api/checkout/ProcessCheckout',
      paymentBody(collection, { net: 199 }, { checkOutToken: 'tok', paymentMethod: 1 }),
    );
    expect(withMethod.statusCode).toBe(400);
    expect(withMethod.json().error.details.fieldErrors.contributionAmount).toEqual([message]);
    expect((await tryCard(app, collection, { address: '10.9.0.1', cents: 200 })).statusCode).toBe(200);
    const paypal = await pay(app, '/api/paypal/ProcessPayPal', paymentBody(collection, { net: 150 }, { paymentMethod: 3 }));
    expect(paypal.statusCode).toBe(200);
  });
});
