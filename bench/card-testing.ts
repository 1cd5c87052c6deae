/**
 * The card-testing bot of issue 29, against the defences at their real figures (decision 132).
 *
 *   npx tsx bench/card-testing.ts          (BENCH_SECONDS=30 per run, BENCH_IN_FLIGHT=4)
 *
 * One anonymous client (one address), 4 requests in flight, for a bounded time: each request
 * tokenises a random Luhn-valid card at the sandbox, then calls ProcessCheckout with a payer of its
 * own. Most are declined (an amount ending in .13, which the sandbox declines for any card, so
 * every declined card is a different card, as with stolen numbers); the rest are $2.00 charges that
 * would succeed. First against one collection, then spread over 12. The bot never solves the
 * challenge, except in one run that plays a bot passing every challenge (a solving service), where the
 * hard limits alone hold it, and one from 1,000 addresses, where the collection's limits and its
 * breaker hold it. It starts with one $1.00 probe, the charge the issue saw 1,689 of.
 *
 * Each run is a fresh server (fresh counters) on one seeded embedded database; requests go through
 * Fastify's inject, so the bot's address and the contributor's can differ. With a Redis at
 * BENCH_REDIS_URL (default the local one) the one-collection run is repeated with the counters in
 * Redis. Printed: declined attempts that reached the provider per address (all within one 10-minute
 * window) and per collection (within the hour), successes, and how many were refused by a limit, the
 * breaker or the minimum, or asked for the challenge; then a person's first payment from another
 * address, which must not be challenged.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/plugins/config';
import { randomCardNumber } from '../apps/server/test/card-numbers';
import { withSeededPglite } from './support/databases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 4);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOT = '203.0.113.66';
const PERSON = '198.51.100.7';
/** The share of the bot's cards that are declined. */
const DECLINED_SHARE = 0.7;
// Open demo collections without fees or an exact amount: six per market for the bot, one for the person.
const GUIDS = [1, 2, 4, 5, 6, 7].flatMap((nn) => {
  const n = String(nn).padStart(12, '0');
  return [`10000000-0000-4000-8000-${n}`, `20000000-0000-4000-8000-${n}`];
});
const UNTOUCHED = '10000000-0000-4000-8000-000000000012';

type Tally = {
  sent: number;
  succeeded: number;
  declined: number;
  limited: number;
  challenged: number;
  paused: number;
  minimum: number;
  other: number;
  declinedBy: Map<number, number>;
};

async function tokenise(app: FastifyInstance, address: string, number: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-provider/tokens',
    remoteAddress: address,
    payload: { number, expiryMonth: 12, expiryYear: 2034, cvc: '123', name: 'Card Tester' },
  });
  return (res.json() as { token: string }).token;
}

async function attempt(app: FastifyInstance, address: string, collectionId: number, cents: number, solve = false) {
  const token = await tokenise(app, address, randomCardNumber());
  const challengeToken = solve
    ? ((await app.inject({ method: 'POST', url: '/api/checkout/sandbox-challenge', remoteAddress: address })).json() as { token: string }).token
    : undefined;
  return app.inject({
    method: 'POST',
    url: '/api/checkout/ProcessCheckout',
    remoteAddress: address,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      collectionId,
      netAmount: cents,
      contributionFee: 0,
      contributionAmount: cents,
      email: `t-${randomBytes(5).toString('hex')}@example.test`,
      fName: 'Card',
      lName: 'Tester',
      checkOutToken: token,
      ...(challengeToken ? { challengeToken } : {}),
    },
  });
}

function count(tally: Tally, collectionId: number, res: { statusCode: number; json: () => unknown }): void {
  tally.sent += 1;
  if (res.statusCode === 200) tally.succeeded += 1;
  else if (res.statusCode === 402) {
    tally.declined += 1;
    tally.declinedBy.set(collectionId, (tally.declinedBy.get(collectionId) ?? 0) + 1);
  } else {
    const code = (res.json() as { error?: { code?: string } }).error?.code;
    if (code === 'payment_attempts_limited') tally.limited += 1;
    else if (code === 'challenge_required') tally.challenged += 1;
    else if (code === 'card_payments_paused') tally.paused += 1;
    else if (res.statusCode === 422 && code === 'unprocessable') tally.minimum += 1;
    else tally.other += 1;
  }
}

async function runBot(app: FastifyInstance, collections: number[], solve: boolean, addresses: number): Promise<Tally> {
  const tally: Tally = { sent: 0, succeeded: 0, declined: 0, limited: 0, challenged: 0, paused: 0, minimum: 0, other: 0, declinedBy: new Map() };
  count(tally, collections[0]!, await attempt(app, BOT, collections[0]!, 100));
  const until = Date.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (Date.now() < until) {
        const collectionId = collections[next++ % collections.length]!;
        const cents = Math.random() < DECLINED_SHARE ? 1013 : 200;
        const address = addresses === 1 ? BOT : `203.0.${Math.floor(Math.random() * addresses / 250)}.${Math.floor(Math.random() * 250) + 1}`;
        count(tally, collectionId, await attempt(app, address, collectionId, cents, solve));
      }
    }),
  );
  return tally;
}

type Bot = { spread: number; redis?: boolean; solve?: boolean; addresses?: number };

async function benchRun(handle: DatabaseHandle, name: string, { spread, redis = false, solve = false, addresses = 1 }: Bot): Promise<string> {
  const env: Record<string, string> = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_DATA: 'false' };
  if (redis) Object.assign(env, { REDIS_URL, REDIS_KEY_PREFIX: `gg-bench-${randomBytes(4).toString('hex')}:` });
  const app = await buildApp({ config: { ...loadConfig(env), demoData: false }, database: handle, migrate: false, logger: false, payments: { jobs: false } });
  try {
    await app.ready();
    const idOf = async (guid: string) =>
      ((await app.inject({ url: `/api/contributions/contribution-details?collection=${guid}` })).json() as { collectionId: number }).collectionId;
    const targets: number[] = [];
    for (const guid of GUIDS.slice(0, spread)) targets.push(await idOf(guid));
    const started = Date.now();
    const tally = await runBot(app, targets, solve, addresses);
    const seconds = (Date.now() - started) / 1000;
    // A person paying for the first time, from their own address, on a collection the bot attacked
    // (where the breaker may have paused cards) and on one it did not touch.
    const attacked = await attempt(app, PERSON, targets[0]!, 2000);
    const untouched = await attempt(app, PERSON, await idOf(UNTOUCHED), 2000);
    const answer = (res: { statusCode: number; json: () => unknown }) =>
      res.statusCode === 200 ? 'paid, not challenged' : `${res.statusCode} ${(res.json() as { error?: { code?: string } }).error?.code ?? ''}`;
    const perCollection = Math.max(0, ...tally.declinedBy.values());
    return [
      `${name} (${seconds.toFixed(0)} s, ${tally.sent} requests, ${(tally.sent / seconds).toFixed(1)}/s)`,
      `  declined attempts that reached the provider: ${tally.declined} from ${addresses === 1 ? 'the one address (goal ≤ 5 per 10 min)' : `${addresses} addresses`}, ` +
        `at most ${perCollection} on one collection (goal ≤ 20 per hour)`,
      `  successes: ${tally.succeeded}; refused by a limit: ${tally.limited}; challenged: ${tally.challenged}; ` +
        `paused by the breaker: ${tally.paused}; under the card minimum: ${tally.minimum}; other: ${tally.other}`,
      `  a person's first payment from another address: on an attacked collection ${answer(attacked)}; on another ${answer(untouched)}`,
    ].join('\n');
  } finally {
    await app.close();
  }
}

function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const haveRedis = await redisAnswers();
const lines = await withSeededPglite(async (handle) => [
  await benchRun(handle, 'one collection, counters in process', { spread: 1 }),
  await benchRun(handle, '12 collections, counters in process', { spread: 12 }),
  // The worst cases: the challenge passed every time (a solving service), and a bot on many
  // addresses; the hard limits and the breaker still hold.
  await benchRun(handle, 'one collection, the bot passes every challenge', { spread: 1, solve: true }),
  await benchRun(handle, 'one collection, the bot on 1,000 addresses passing every challenge', { spread: 1, solve: true, addresses: 1000 }),
  ...(haveRedis ? [await benchRun(handle, 'one collection, counters in Redis', { spread: 1, redis: true })] : ['(no Redis: the Redis run is skipped)']),
]);
console.log(`\ncard testing: one address, ${IN_FLIGHT} in flight, ${SECONDS} s per run, ${Math.round(DECLINED_SHARE * 100)} % declined cards, Node ${process.version}`);
for (const line of lines) console.log(line);
