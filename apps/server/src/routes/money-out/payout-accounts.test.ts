import { randomUUID } from 'node:crypto';
import {
  PAYOUT_ACCOUNT_PATHS,
  PAYOUT_ACCOUNT_REFUSAL,
  payoutAccountPath,
  payoutAccountSchema,
  onboardingLinkSchema,
  redeemResponseSchema,
  type RedeemRequest,
} from '@groupgift/domain';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { redemptions } from '../../db/schema/money-out';
import { payoutAccounts } from '../../db/schema/payout-accounts';
import { SANDBOX_SIGNATURE_HEADER, signatureHeader } from '../../payment-providers/sandbox/webhook-signature';
import { usePaymentsApp } from '../../../test/payments-app';
import { testConfig } from '../../../test/test-app';
import { createOwnedCollection } from '../../../test/owned-collection';
import { signUpOrganiser, type SignedUpOrganiser } from '../../../test/organiser-session';
import { balanceOf, organiserRedeem, seedBalance, usBankRequest } from '../../../test/money-out-fixtures';

const PUBLIC_URL = 'https://gift.example';
const t = usePaymentsApp({ sandboxWebhooks: false }, { publicUrl: PUBLIC_URL });

const auBankRequest = (amount: number, accountNumber = '000123456'): RedeemRequest => ({
  method: 'bank',
  amount,
  fee: 0,
  accountHolderName: 'Olive Organiser',
  bank: { country: 'AU', bsb: '000-000', accountNumber },
});

/** A closed collection with a balance, its organiser not yet onboarded. */
async function freshCollection(app: FastifyInstance, market: 'AU' | 'US', balance: number) {
  const owner = await signUpOrganiser(app, { market });
  const collection = await createOwnedCollection(t.db(), owner.organiser.id, { isClosed: true, market });
  await seedBalance(t.db(), collection.id, balance);
  return { owner, collection };
}

const accountOf = async (app: FastifyInstance, owner: SignedUpOrganiser, guid: string) =>
  payoutAccountSchema.parse(
    (await app.inject({ method: 'GET', url: payoutAccountPath(PAYOUT_ACCOUNT_PATHS.account, guid), headers: owner.headers })).json(),
  );

async function onboardingUrl(app: FastifyInstance, owner: SignedUpOrganiser, guid: string): Promise<URL> {
  const res = await app.inject({ method: 'POST', url: payoutAccountPath(PAYOUT_ACCOUNT_PATHS.onboarding, guid), headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(onboardingLinkSchema.parse(res.json()).url);
}

/** The tester's choice on the sandbox's hosted onboarding page, as the browser posts it. */
const choose = (app: FastifyInstance, url: URL, choice: string) =>
  app.inject({
    method: 'POST',
    url: `${url.pathname}?return=${encodeURIComponent(url.searchParams.get('return') ?? '')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}&name=Olive`,
  });

function signedAccountEvent(app: FastifyInstance, body: object, secret = testConfig().payments.sandboxWebhookSecret) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox/accounts',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(secret, raw, new Date()) },
    payload: raw,
  });
}

describe("the organiser's payout account", () => {
  it('onboards in the sandbox: pending → restricted → verified by signed account events, a replay and an older event harmless', async () => {
    const app = t.app();
    const { owner, collection } = await freshCollection(app, 'US', 5_000);
    expect(await accountOf(app, owner, collection.guid)).toEqual({ status: 'none', market: 'US', required: true, requirementsDue: [] });

    const url = await onboardingUrl(app, owner, collection.guid);
    // The link is built from PUBLIC_URL, and so is the way back.
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toMatch(/^\/sandbox-provider\/connect\/acct_sbx_[0-9a-f]{24}$/);
    expect(url.searchParams.get('return')).toBe(`${PUBLIC_URL}/dashboard/collections/${collection.guid}?payouts=return`);
    const pending = await accountOf(app, owner, collection.guid);
    expect(pending.status).toBe('pending');
    expect(pending.requirementsDue).toEqual(expect.arrayContaining(['The last 4 digits of your SSN', 'The bank account to pay out to']));
    // A second "Set up payouts" continues the same account.
    expect((await onboardingUrl(app, owner, collection.guid)).pathname).toBe(url.pathname);
    expect(await t.db().select().from(payoutAccounts).where(eq(payoutAccounts.organiserId, owner.organiser.id))).toHaveLength(1);

    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SSN (last 4) or EIN');
    expect(page.body).toContain('Routing number');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const left = await choose(app, url, 'leave_due');
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe(url.searchParams.get('return'));
    expect((await accountOf(app, owner, collection.guid)).status).toBe('pending');
    expect((await choose(app, url, 'restrict')).statusCode).toBe(303);
    expect(await accountOf(app, owner, collection.guid)).toMatchObject({ status: 'restricted', requirementsDue: ['A photo of your ID'] });
    expect((await choose(app, url, 'complete')).statusCode).toBe(303);
    expect(await accountOf(app, owner, collection.guid)).toMatchObject({ status: 'verified', requirementsDue: [] });

    // A forged event is refused; the same event twice applies once; an older one never moves it back.
    const accountId = url.pathname.split('/').pop()!;
    const older = {
      id: `evt_${randomUUID()}`,
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000) - 3600,
      data: { object: { object: 'account', id: accountId, status: 'restricted', requirements_due: ['external_account'] } },
    };
    expect((await signedAccountEvent(app, older, 'whsec_wrong_secret')).statusCode).toBe(400);
    const first = await signedAccountEvent(app, older);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await signedAccountEvent(app, older)).json()).toEqual({ received: true, duplicate: true });
    expect((await accountOf(app, owner, collection.guid)).status).toBe('verified');
    const newer = { ...older, id: `evt_${randomUUID()}`, created: Math.floor(Date.now() / 1000) + 5 };
    await signedAccountEvent(app, newer);
    expect((await accountOf(app, owner, collection.guid)).status).toBe('restricted');
    // Only our own site is a way back: a foreign return URL is dropped.
    const foreign = await app.inject({
      method: 'POST',
      url: `${url.pathname}?return=${encodeURIComponent('https://evil.example/')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=complete',
    });
    expect(foreign.statusCode).toBe(200);
  });

  it('refuses a bank withdrawal, in words, until the account is verified; then pays from it once, mailing once per change', async () => {
    const app = t.app();
    const { owner, collection } = await freshCollection(app, 'US', 6_000);
    const refused = await organiserRedeem(app, owner, collection.guid, usBankRequest(6_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'payout_account_not_verified', message: PAYOUT_ACCOUNT_REFUSAL.none });
    const url = await onboardingUrl(app, owner, collection.guid);
    await choose(app, url, 'leave_due');
    const stillPending = await organiserRedeem(app, owner, collection.guid, usBankRequest(6_000));
    expect(stillPending.json().error).toMatchObject({ code: 'payout_account_not_verified', message: PAYOUT_ACCOUNT_REFUSAL.pending });
    await choose(app, url, 'restrict');
    const restricted = await organiserRedeem(app, owner, collection.guid, usBankRequest(6_000));
    expect(restricted.json().error).toMatchObject({ code: 'payout_account_not_verified', message: PAYOUT_ACCOUNT_REFUSAL.restricted });
    // Nothing was held or paid while refused.
    expect(await balanceOf(t.db(), collection.id)).toBe(6_000);
    expect(await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id))).toHaveLength(0);

    await choose(app, url, 'complete');
    const key = randomUUID();
    const made = await organiserRedeem(app, owner, collection.guid, usBankRequest(6_000), key);
    expect(made.statusCode, made.body).toBe(201);
    const again = await organiserRedeem(app, owner, collection.guid, usBankRequest(6_000), key);
    expect(again.statusCode).toBe(200);
    const guid = redeemResponseSchema.parse(made.json()).redemption.guid;
    expect(redeemResponseSchema.parse(again.json()).redemption.guid).toBe(guid);
    const rows = await t.db().select().from(redemptions).where(eq(redemptions.collectionId, collection.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.connectedAccountId).toBe(url.pathname.split('/').pop());
    expect(await balanceOf(t.db(), collection.id)).toBe(0);

    // Paid by the sandbox's webhook (or the answer); sent and paid are mailed once each, whatever repeats.
    await app.redemptions.reconcile({ graceMs: 0 });
    await app.redemptions.reconcile({ graceMs: 0 });
    const mails = await t.db().select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `payout-%:${guid}`));
    expect(mails.map((m) => m.template).sort()).toEqual(['payout-paid', 'payout-sent']);
    expect(mails.every((m) => m.toAddress === owner.organiser.email)).toBe(true);
    expect(mails.find((m) => m.template === 'payout-sent')!.subject).toMatch(/^Your payout of \$60\.00 from ".+" is on its way$/);
  });

  it('pays an AU organiser from their AU account; a closed account fails once, the money back and one mail', async () => {
    const app = t.app();
    const { owner, collection } = await freshCollection(app, 'AU', 3_000);
    expect((await accountOf(app, owner, collection.guid)).market).toBe('AU');
    const url = await onboardingUrl(app, owner, collection.guid);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('ABN (optional)');
    expect(page.body).toContain('BSB');
    await choose(app, url, 'complete');
    const res = await organiserRedeem(app, owner, collection.guid, auBankRequest(3_000, '000120000'));
    expect(res.statusCode, res.body).toBe(201);
    const redemption = redeemResponseSchema.parse(res.json()).redemption;
    expect(redemption.status).toBe('failed');
    expect(await balanceOf(t.db(), collection.id)).toBe(3_000);
    await app.redemptions.reconcile({ graceMs: 0 });
    const failed = await t
      .db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'payout-failed'), like(emailOutbox.dedupeKey, `%:${redemption.guid}`)));
    expect(failed).toHaveLength(1);
    expect((failed[0]!.payload as { currency: string; reason: string }).currency).toBe('AUD');
  });
});
