import { createHash } from 'node:crypto';
import { PAYMENT_PROVIDER, type Market } from '@groupgift/domain';
import type { AppDatabase } from '../client';
import { bookOpeningBalance } from '../repositories/ledger-repository';
import { collections } from '../schema/collections';
import { coverPages, groupCards } from '../schema/group-cards';
import { invitees } from '../schema/invitees';
import { messages } from '../schema/messages';
import { organisers } from '../schema/organisers';
import { packs } from '../schema/packs';
import { planSubscriptions, plans } from '../schema/plans';
import { promoCodes } from '../schema/promo-codes';
import {
  DEMO_COLLECTIONS,
  DEMO_COMMENT_DATE,
  DEMO_MARKETS,
  DEMO_OPEN_CLOSE_DATE,
  DEMO_PAST_CLOSE_DATE,
  type DemoCollection,
} from './demo-collections';
import { DEMO_FEE_TABLES } from './demo-fees';
import {
  DEMO_ORGANISER_EMAIL,
  DEMO_ORGANISER_GUID,
  DEMO_PACK_GUID,
  DEMO_PLAN_GUIDS,
  DEMO_PROMO_CODE,
  demoCollectionGuid,
  demoGroupCardGuid,
  demoInviteeGuid,
  demoMessageGuid,
} from './demo-ids';

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

const GATEWAYS: Record<Market, { gateway: number }[]> = {
  US: [{ gateway: PAYMENT_PROVIDER.STRIPE }, { gateway: PAYMENT_PROVIDER.PAYPAL }],
  AU: [{ gateway: PAYMENT_PROVIDER.CHECKOUT }, { gateway: PAYMENT_PROVIDER.PAYPAL }],
};

/** Demo edit tokens are derived from the message id so the stored hash is the same on every run. */
export function demoEditToken(messageGuid: string): string {
  return `demo-${messageGuid}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function invitationHtml(c: DemoCollection, organiserName: string): string {
  return `<h2>${c.title}</h2><p>${organiserName} invites you to take part.</p><p>${c.description}</p>`;
}

async function seedOrganiser(tx: Tx): Promise<{ organiserId: number; promoCodeId: number }> {
  const organiser = {
    guid: DEMO_ORGANISER_GUID,
    email: DEMO_ORGANISER_EMAIL,
    firstName: 'Dana',
    lastName: 'Organiser',
    market: 'US',
    isDeleted: false,
  };
  const [o] = await tx
    .insert(organisers)
    .values(organiser)
    .onConflictDoUpdate({ target: organisers.guid, set: organiser })
    .returning({ id: organisers.id });
  const promo = {
    code: DEMO_PROMO_CODE,
    discountPercentage: 10,
    validUntil: null,
    maxUses: null,
    isActive: true,
  };
  const [p] = await tx
    .insert(promoCodes)
    .values(promo)
    .onConflictDoUpdate({ target: promoCodes.code, set: promo })
    .returning({ id: promoCodes.id });
  if (!o || !p) throw new Error('demo organiser upsert returned no row');

  const planRows = [
    {
      guid: DEMO_PLAN_GUIDS[0],
      productId: 'pgc-single',
      planName: 'Single paid group card',
      description: 'One paid group card.',
      priceCents: 499,
      priceType: 'one_off',
    },
    {
      guid: DEMO_PLAN_GUIDS[1],
      productId: 'pgc-unlimited',
      planName: 'Unlimited cards (yearly)',
      description: 'Unlimited paid group cards for a year.',
      priceCents: 4999,
      priceType: 'yearly',
    },
  ];
  for (const plan of planRows) {
    const values = { ...plan, currency: 'US$', market: 'US', isDeleted: false };
    const [row] = await tx
      .insert(plans)
      .values(values)
      .onConflictDoUpdate({ target: plans.guid, set: values })
      .returning({ id: plans.id });
    if (!row) throw new Error('demo plan upsert returned no row');
    await tx
      .insert(planSubscriptions)
      .values({ planId: row.id, organiserId: o.id, status: 'active', startedAt: DEMO_COMMENT_DATE })
      .onConflictDoUpdate({
        target: [planSubscriptions.planId, planSubscriptions.organiserId],
        set: { status: 'active', startedAt: DEMO_COMMENT_DATE, endsAt: null },
      });
  }
  const pack = {
    guid: DEMO_PACK_GUID,
    organiserId: o.id,
    name: 'Ten-card pack',
    totalCards: 10,
    remainingCards: 7,
    priceMode: 1,
    priceCents: 3999,
    currency: 'US$',
  };
  await tx.insert(packs).values(pack).onConflictDoUpdate({ target: packs.guid, set: pack });
  return { organiserId: o.id, promoCodeId: p.id };
}

async function seedCollection(
  tx: Tx,
  market: Market,
  c: DemoCollection,
  organiserId: number,
  promoCodeId: number,
) {
  const guid = demoCollectionGuid(market, c.nn);
  const organiserName = 'Dana Organiser';
  const hasCard = c.cover !== undefined;
  const values = {
    guid,
    market,
    setupType: c.setupType,
    organiserId,
    organiserName,
    title: c.title,
    subtitle: c.title,
    description: c.description,
    imageUrl: c.cover?.imageUrl ?? null,
    occasion: null,
    recipientEmail: 'recipient@example.test',
    closeDate: c.closed ? DEMO_PAST_CLOSE_DATE : DEMO_OPEN_CLOSE_DATE,
    targetCents: c.targetCents,
    soFarCollectedCents: c.soFarCollectedCents,
    joinedCount: c.joinedCount,
    showSoFarCollected: true,
    hasExactAmount: c.exactAmountCents !== undefined,
    exactAmountCents: c.exactAmountCents ?? null,
    minimumContributionCents: 100,
    maxIndividualLimitCents: c.maxIndividualLimitCents ?? 0,
    zeroContributionAllowed: c.zeroContributionAllowed ?? false,
    contributionQuestion: c.contributionQuestion ?? null,
    cqid: c.contributionQuestion ? c.nn : null,
    charityName: c.charity?.name ?? null,
    charityPercentage: c.charity?.percentage ?? null,
    whoPaysFeeOption: c.whoPaysFeeOption ?? 1,
    isNewFee: c.whoPaysFeeOption === 2,
    gcOnly: c.gcOnly ?? false,
    isBeFirstToSign: hasCard && (c.messages?.length ?? 0) === 0,
    isClosed: false,
    isSuspended: c.suspended ?? false,
    isDeleted: c.deleted ?? false,
    isForeignCollection: false,
    cardHtml: null,
    invitationHtml: invitationHtml(c, organiserName),
    invitationTemplateHtml: `<div class="invitation-template"><h1>${c.title}</h1><p>${c.description}</p></div>`,
    anyCardAmountCents: c.nn === 5 ? 1000 : 0,
    promoCodeId: c.nn === 5 ? promoCodeId : null,
    paymentGateways: GATEWAYS[market],
    pricing: DEMO_FEE_TABLES[market],
  };
  const [row] = await tx
    .insert(collections)
    .values(values)
    .onConflictDoUpdate({ target: collections.guid, set: withoutRunningFigures(values) })
    .returning({ id: collections.id });
  if (!row) throw new Error(`demo collection ${guid} upsert returned no row`);
  // Its seeded figures are its balance (decision 111), booked once.
  await bookOpeningBalance(tx, row.id, c.soFarCollectedCents);

  const invitee = {
    guid: demoInviteeGuid(market, c.nn),
    collectionId: row.id,
    email: `invitee${c.nn}@example.test`,
    firstName: 'Jamie',
    lastName: 'Invitee',
  };
  await tx.insert(invitees).values(invitee).onConflictDoUpdate({ target: invitees.guid, set: invitee });

  if (!c.cover) return;
  const card = { guid: demoGroupCardGuid(market, c.nn), collectionId: row.id };
  const [gc] = await tx
    .insert(groupCards)
    .values(card)
    .onConflictDoUpdate({ target: groupCards.guid, set: card })
    .returning({ id: groupCards.id });
  if (!gc) throw new Error('demo group card upsert returned no row');
  const cover = {
    groupCardId: gc.id,
    title: c.cover.title,
    description: c.cover.description,
    imageUrl: c.cover.imageUrl ?? null,
    coverType: c.cover.coverType,
    contentType: 1,
    className: c.cover.className,
    cardUrl: null,
    thumbnailUrl: c.cover.imageUrl ?? null,
    fontSize: 36,
    textAlign: 'center',
    descTextAlign: 'center',
    descFontSize: 18,
  };
  await tx
    .insert(coverPages)
    .values(cover)
    .onConflictDoUpdate({ target: coverPages.groupCardId, set: cover });

  for (const [index, m] of (c.messages ?? []).entries()) {
    const messageGuid = demoMessageGuid(market, c.nn, index + 1);
    const message = {
      guid: messageGuid,
      groupCardId: gc.id,
      collectionId: row.id,
      inviteeId: null,
      name: m.name,
      email: m.email,
      comment: m.comment,
      imageUrl: m.imageUrl ?? null,
      imageUsed: m.imageUrl !== undefined,
      textUsed: true,
      displaySeq: index + 1,
      sequence: index + 1,
      editTokenHash: sha256(demoEditToken(messageGuid)),
      receiptSent: true,
      commentDate: DEMO_COMMENT_DATE,
    };
    await tx.insert(messages).values(message).onConflictDoUpdate({ target: messages.guid, set: message });
  }
}

/**
 * Writes the demo organiser and the demo collections of both markets. Upserts by fixed id, so a
 * second run leaves the same rows (and resets any demo row a test or a visitor changed).
 */
export async function seedDemoData(db: AppDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    const { organiserId, promoCodeId } = await seedOrganiser(tx);
    for (const market of DEMO_MARKETS) {
      for (const c of DEMO_COLLECTIONS) await seedCollection(tx, market, c, organiserId, promoCodeId);
    }
  });
}

/**
 * The collected and joined figures are the ledger's once the server runs: a restart re-seeds the
 * demo texts and settings but must never undo a contribution that was paid.
 */
function withoutRunningFigures<T extends { soFarCollectedCents: number; joinedCount: number }>(values: T) {
  const { soFarCollectedCents: _collected, joinedCount: _joined, ...rest } = values;
  return rest;
}
