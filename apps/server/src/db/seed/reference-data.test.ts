import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORGANISER_PAYMENT_PATHS, PAYMENT_METHOD } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signUpOrganiser } from '../../../test/organiser-session';
import { testConfig } from '../../../test/test-app';
import { TEST_CARDS, tokenise } from '../../../test/payments-app';
import { openPglite, type DatabaseHandle } from '../client';
import { collections } from '../schema/collections';
import { promoCodes } from '../schema/promo-codes';

// A new install started with no demo data (decision 086): the organiser purchases must work from an
// empty database, so this one starts from nothing rather than the seeded test template.
let dir: string;
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gg-no-demo-'));
  handle = await openPglite(dir);
  app = await buildApp({
    config: testConfig({
      demoData: false,
      promoCodes: [{ code: 'LAUNCH20', discountPercentage: 20, maxUses: null, validUntil: null }],
    }),
    database: handle,
    logger: false,
    payments: { jobs: false, sandboxWebhooks: false },
    mail: { jobs: false },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('an install without demo data', () => {
  it('has no demo collections or demo promo codes, only the configured ones', async () => {
    expect(await handle.db.select().from(collections)).toEqual([]);
    const codes = (await handle.db.select({ code: promoCodes.code }).from(promoCodes)).map((r) => r.code);
    expect(codes).toEqual(['LAUNCH20']);
  });

  it('prices a paid group card and sells packs to a brand-new organiser, who can buy one', async () => {
    const { organiser, headers } = await signUpOrganiser(app, { market: 'US' });
    const details = await app.inject({
      method: 'GET',
      url: `/api/Details/getuserdetails?userid=${organiser.guid}`,
      headers,
    });
    expect(details.statusCode, details.body).toBe(200);
    const body = details.json() as {
      cardPrice: number;
      plans: { id: number; price: number; cardCount: number }[];
    };
    expect(body.cardPrice).toBe(499);
    expect(body.plans.map((p) => [p.price, p.cardCount])).toEqual([
      [1999, 5],
      [3499, 10],
    ]);

    const plan = body.plans[0]!;
    const paid = await app.inject({
      method: 'POST',
      url: ORGANISER_PAYMENT_PATHS.processCheckout,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        purchase: { kind: 'pack', planId: plan.id },
        amount: plan.price,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        checkOutToken: await tokenise(app, TEST_CARDS.success),
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/Details/getuserdetails?userid=${organiser.guid}`,
      headers,
    });
    expect(after.json()).toMatchObject({ isPackAvailable: true, pack: { cardsRemaining: 5 } });
  });
});
