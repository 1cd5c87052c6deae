import { SANDBOX_ANY_AMOUNT_BRAND } from '../src/payment-providers/sandbox/gift-card-catalogue';
import { randomUUID } from 'node:crypto';
import {
  DELIVERY_PATHS,
  deliverResponseSchema,
  deliveryPath,
  MONEY_OUT_PATHS,
  moneyOutPath,
  redemptionFeeCents,
  type RedeemRequest,
} from '@groupgift/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../src/db/client';
import { collections } from '../src/db/schema/collections';
import { payoutAccounts } from '../src/db/schema/payout-accounts';
import { bookEntries } from '../src/db/repositories/ledger-repository';
import type { SandboxPayoutProvider } from '../src/payment-providers/sandbox/payouts';
import type { WebhookSender } from '../src/payment-providers/sandbox/webhooks';
import { createOwnedCollection } from './owned-collection';
import { signUpOrganiser, type SignedUpOrganiser } from './organiser-session';

/** A closed collection of a new organiser with `balance` cents to redeem (an opening balance entry). */
export async function closedCollectionWithBalance(
  app: FastifyInstance,
  db: AppDatabase,
  balance: number,
  overrides: Parameters<typeof createOwnedCollection>[2] = {},
  owner?: SignedUpOrganiser,
) {
  const organiser = owner ?? (await signUpOrganiser(app));
  const collection = await createOwnedCollection(db, organiser.organiser.id, { isClosed: true, ...overrides });
  if (balance > 0) await seedBalance(db, collection.id, balance);
  // Most money-out tests are about the payout, not the set-up before it (payout-accounts.test.ts is).
  await verifiedPayoutAccount(db, organiser.organiser.id, overrides.market === 'AU' ? 'AU' : 'US');
  return { owner: organiser, collection };
}

/** The organiser's sandbox payout account in a market, already verified (as after onboarding). */
export async function verifiedPayoutAccount(db: AppDatabase, organiserId: number, market: 'AU' | 'US', provider = 'sandbox') {
  await db
    .insert(payoutAccounts)
    .values({ organiserId, market, provider, accountId: `acct_sbx_test_${organiserId}_${market}`, status: 'verified' })
    .onConflictDoNothing();
}

export async function seedBalance(db: AppDatabase, collectionId: number, cents: number) {
  await db.transaction((tx) =>
    bookEntries(tx, [{ collectionId, kind: 'opening_balance', cause: 'seed', amountCents: cents, description: 'Opening balance' }]),
  );
}

/** A gift card of the sandbox's multi-store brand (both markets, any amount) unless another is named. */
export const giftCardRequest = (amount: number, email = 'sam@example.test', brandId = SANDBOX_ANY_AMOUNT_BRAND): RedeemRequest => ({
  method: 'gift_card',
  amount,
  fee: 0,
  email,
  brandId,
});

/** A US bank payout; the account's last 4 digits choose the sandbox's outcome (0000 closed, 2222 returns). */
export const usBankRequest = (amount: number, accountNumber = '000123456789'): RedeemRequest => ({
  method: 'bank',
  amount,
  fee: 0,
  accountHolderName: 'Olive Organiser',
  bank: { country: 'US', routingNumber: '011000015', accountNumber, accountType: 'checking' },
});

export const paypalRequest = (amount: number, email = 'olive@example.test'): RedeemRequest => ({
  method: 'paypal',
  amount,
  fee: redemptionFeeCents('paypal', amount),
  paypalEmail: email,
});

export function organiserRedeem(
  app: FastifyInstance,
  owner: SignedUpOrganiser,
  guid: string,
  body: unknown,
  key: string = randomUUID(),
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: moneyOutPath(MONEY_OUT_PATHS.organiserRedemptions, { guid }),
    headers: { ...owner.headers, 'idempotency-key': key },
    payload: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function balanceOf(db: AppDatabase, collectionId: number): Promise<number> {
  const [row] = await db.select({ balance: collections.balanceCents }).from(collections).where(eq(collections.id, collectionId));
  return row!.balance;
}

export function payoutSandbox(app: FastifyInstance): SandboxPayoutProvider {
  const sandbox = app.redemptions.providers.sandbox;
  if (!sandbox) throw new Error('the payout sandbox is not running');
  return sandbox;
}

/** Delivers the payout sandbox's webhooks to the app, as the app's own wiring does. */
export const payoutWebhookSender = (app: FastifyInstance): WebhookSender => async (delivery) => {
  const res = await app.inject({ method: 'POST', url: '/api/webhooks/sandbox/payouts', headers: delivery.headers, payload: delivery.body });
  return { status: res.statusCode };
};

/**
 * The organiser lets the recipient redeem and delivers the card to Sam Lee by link only, now; answers
 * the recipient's token from the delivered link.
 */
export async function deliverToRecipientByLink(app: FastifyInstance, owner: SignedUpOrganiser, guid: string): Promise<string> {
  const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: owner.headers, payload });
  const redeemer = await put(moneyOutPath(MONEY_OUT_PATHS.redeemer, { guid }), { redeemer: 'recipient' });
  if (redeemer.statusCode !== 200) throw new Error(`setting the redeemer answered ${redeemer.statusCode}: ${redeemer.body}`);
  const delivered = await put(deliveryPath(DELIVERY_PATHS.delivery, { guid }), {
    recipientName: 'Sam Lee',
    recipientEmail: 'sam@example.test',
    byEmail: false,
    byLink: true,
    when: { kind: 'now' },
  });
  if (delivered.statusCode !== 200) throw new Error(`delivering answered ${delivered.statusCode}: ${delivered.body}`);
  return new URL(deliverResponseSchema.parse(delivered.json()).recipientUrl!).pathname.split('/').pop()!;
}
