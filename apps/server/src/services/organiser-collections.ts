import { randomUUID } from 'node:crypto';
import {
  boardThemeFor,
  type CollectionListItem,
  type CollectionStatus,
  DEFAULT_PAYMENT_GATEWAYS,
  type FeeTotals,
  type Market,
  MESSAGES,
  type OrganiserCollection,
  type OrganiserCollectionFields,
  SETUP_TYPE,
  setupTypeHasCard,
  setupTypeTakesMoney,
  WHO_PAYS_FEE,
  collectionTimeZone,
  MARKET_TIME_ZONE,
} from '@groupgift/domain';
import type { CollectionRow } from '../db/repositories/collections-repository';
import type { CoverPageRow } from '../db/repositories/group-cards-repository';
import type { CollectionChanges, CoverValues, NewCollectionValues } from '../db/repositories/organiser-collections-repository';
import { DEMO_FEE_TABLES } from '../db/seed/demo-fees';
import type { SessionOrganiser } from '../plugins/auth';
import { AppError, type FieldErrors } from '../lib/app-error';
import { isCollectionClosed } from './collection-view';
import { coverSourceOf } from './covers/collection-cover';
import { coverImageOf, coverPlanOf } from './covers/cover-plan';

/** Suspended wins over closed: the organiser must see why contributors are turned away. */
export function collectionStatus(row: CollectionRow, now: Date): CollectionStatus {
  if (row.isSuspended) return 'suspended';
  return isCollectionClosed(row, now) ? 'closed' : 'open';
}

/** `fees` is the collection's fee breakdown (decision 143); without it the figures are the row's own. */
export function toListItem(
  row: CollectionRow & { signedCount?: number },
  now: Date,
  delivery: CollectionListItem['delivery'] = null,
  fees?: FeeTotals,
): CollectionListItem {
  return {
    id: row.id,
    guid: row.guid,
    title: row.title,
    recipientName: row.recipientName ?? '',
    setupType: row.setupType,
    market: row.market === 'AU' ? 'AU' : 'US',
    status: collectionStatus(row, now),
    closeDate: row.closeDate.toISOString(),
    timeZone: collectionTimeZone(row),
    createdAt: row.createdAt.toISOString(),
    collectedCents: fees ? fees.given : row.soFarCollectedCents,
    feesCents: fees?.fee ?? 0,
    recipientGetsCents: fees ? fees.recipientGets : row.soFarCollectedCents,
    targetCents: row.targetCents,
    joinedCount: row.joinedCount,
    signedCount: row.signedCount ?? 0,
    delivery,
  };
}

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;
const align = (value: string | null) => (ALIGNS as readonly string[]).includes(value ?? '') ? (value as (typeof ALIGNS)[number]) : 'center';

/** The organiser's view of a collection; `origin` (the configured public one) makes the cover's addresses absolute. */
export function toOrganiserCollection(row: CollectionRow, cover: CoverPageRow | null, now: Date, origin: string): OrganiserCollection {
  return {
    id: row.id,
    guid: row.guid,
    setupType: row.setupType as OrganiserCollection['setupType'],
    market: row.market === 'AU' ? 'AU' : 'US',
    recipientName: row.recipientName ?? '',
    recipientEmail: row.recipientEmail ?? '',
    occasion: row.occasion ?? '',
    title: row.title,
    subtitle: row.subtitle ?? '',
    description: row.description,
    imageUrl: row.imageUrl,
    closeDate: row.closeDate.toISOString(),
    timeZone: collectionTimeZone(row),
    targetCents: row.targetCents,
    hasExactAmount: row.hasExactAmount,
    exactAmountCents: row.exactAmountCents ?? 0,
    minimumContributionCents: row.minimumContributionCents,
    maxIndividualLimitCents: row.maxIndividualLimitCents,
    zeroContributionAllowed: row.zeroContributionAllowed,
    suggestedAmountsCents: row.suggestedAmountsCents,
    charityName: row.charityName ?? '',
    charityPercentage: row.charityPercentage ?? 0,
    whoPaysFeeOption: row.whoPaysFeeOption === WHO_PAYS_FEE.CONTRIBUTOR ? WHO_PAYS_FEE.CONTRIBUTOR : WHO_PAYS_FEE.ORGANISER,
    paymentGateways: row.paymentGateways.map((g) => g.gateway),
    contributionQuestion: row.contributionQuestion ?? '',
    cover: cover
      ? {
          className: cover.className ?? '',
          coverType: cover.coverType,
          imageUrl: cover.imageUrl,
          title: cover.title,
          description: cover.description,
          fontSize: cover.fontSize ?? 36,
          textAlign: align(cover.textAlign),
          descFontSize: cover.descFontSize ?? 18,
          descTextAlign: align(cover.descTextAlign),
          boardTheme: boardThemeFor(cover.boardTheme).id,
        }
      : null,
    coverImage: coverImageOf(coverPlanOf(coverSourceOf(row, cover)), origin),
    status: collectionStatus(row, now),
    collectedCents: row.soFarCollectedCents,
    joinedCount: row.joinedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The invitation the contributor screens show, built like the seeded ones; organiser text is escaped. */
export function invitationHtml(form: Pick<OrganiserCollectionFields, 'title' | 'description'>, organiserName: string): string {
  const description = form.description ? `<p>${escapeHtml(form.description)}</p>` : '';
  return `<h2>${escapeHtml(form.title)}</h2><p>${escapeHtml(organiserName)} invites you to take part.</p>${description}`;
}

export function invitationTemplateHtml(form: Pick<OrganiserCollectionFields, 'title' | 'description'>): string {
  return `<div class="invitation-template"><h1>${escapeHtml(form.title)}</h1><p>${escapeHtml(form.description)}</p></div>`;
}

// Our own upload URLs and the bundled picture library only, so a collection never hot-links.
const OWN_IMAGE = /^\/(?:api\/groupcard\/images\/[a-f0-9-]{36}\.(?:png|jpg|gif|webp)|picture-library\/[a-z0-9-]+\.svg)$/;

function checkImage(url: string | null, keep: readonly (string | null)[], field: string, errors: FieldErrors): string | null {
  if (url === null || url === '') return null;
  // An image already on the row (a seeded data URI, say) may be sent back unchanged.
  if (OWN_IMAGE.test(url) || keep.includes(url)) return url;
  errors[field] = [MESSAGES['error.uploadFailed']];
  return null;
}

function checkGateways(form: OrganiserCollectionFields, errors: FieldErrors): { gateway: number }[] {
  const allowed = DEFAULT_PAYMENT_GATEWAYS[form.market];
  if (form.paymentGateways.length === 0) return allowed.map((gateway) => ({ gateway }));
  const unique = [...new Set(form.paymentGateways)];
  if (unique.some((g) => !allowed.includes(g))) {
    errors.paymentGateways = ['This payment gateway is not offered in this market'];
  }
  return unique.filter((g) => allowed.includes(g)).map((gateway) => ({ gateway }));
}

function organiserName(organiser: SessionOrganiser): string {
  return `${organiser.firstName} ${organiser.lastName}`.trim();
}

function coverValues(form: OrganiserCollectionFields, keep: readonly (string | null)[], errors: FieldErrors): CoverValues | null {
  if (!setupTypeHasCard(form.setupType) || !form.cover) return null;
  const c = form.cover;
  const imageUrl = checkImage(c.imageUrl, keep, 'cover.imageUrl', errors);
  return {
    title: c.title,
    description: c.description,
    imageUrl,
    coverType: c.coverType,
    contentType: 1,
    className: c.className,
    cardUrl: null,
    thumbnailUrl: imageUrl,
    fontSize: c.fontSize,
    textAlign: c.textAlign,
    descTextAlign: c.descTextAlign,
    descFontSize: c.descFontSize,
    boardTheme: c.boardTheme,
  };
}

/**
 * The columns a form sets. Money fields of setup types without contributions are stored neutral,
 * so a collection changed to such a type later never keeps a stale limit.
 */
function formColumns(form: OrganiserCollectionFields, imageUrl: string | null, gateways: { gateway: number }[], market: Market) {
  const money = setupTypeTakesMoney(form.setupType);
  const question = form.contributionQuestion || null;
  return {
    market,
    setupType: form.setupType,
    title: form.title,
    subtitle: form.subtitle || null,
    description: form.description,
    imageUrl,
    occasion: form.occasion || null,
    recipientName: form.recipientName,
    recipientEmail: form.recipientEmail || null,
    closeDate: new Date(form.closeDate),
    targetCents: money ? form.targetCents : 0,
    hasExactAmount: money && form.hasExactAmount,
    exactAmountCents: money && form.hasExactAmount ? form.exactAmountCents : null,
    // The minimum is kept when signing without paying is allowed too: a $0 answer is its own choice,
    // any amount given still meets the organiser's minimum (issue 30).
    minimumContributionCents: money ? form.minimumContributionCents : 0,
    maxIndividualLimitCents: money ? form.maxIndividualLimitCents : 0,
    zeroContributionAllowed: money ? form.zeroContributionAllowed : false,
    suggestedAmountsCents: money && !form.hasExactAmount ? form.suggestedAmountsCents : [],
    contributionQuestion: question,
    charityName: money && form.charityPercentage > 0 ? form.charityName : null,
    charityPercentage: money && form.charityPercentage > 0 ? form.charityPercentage : null,
    whoPaysFeeOption: money ? form.whoPaysFeeOption : WHO_PAYS_FEE.ORGANISER,
    isNewFee: money && form.whoPaysFeeOption === WHO_PAYS_FEE.CONTRIBUTOR,
    gcOnly: form.setupType === SETUP_TYPE.GROUP_CARD_ONLY,
    paymentGateways: gateways,
    invitationTemplateHtml: invitationTemplateHtml(form),
  };
}

function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.status400'], { fieldErrors: errors });
  }
}

/** A new collection exactly as complete as the seeded ones: invitation, fee table, gateways, card. */
export function newCollection(form: OrganiserCollectionFields, organiser: SessionOrganiser) {
  const errors: FieldErrors = {};
  const cover = coverValues(form, [], errors);
  const imageUrl = checkImage(form.imageUrl, [], 'imageUrl', errors) ?? cover?.imageUrl ?? null;
  const gateways = checkGateways(form, errors);
  throwIfErrors(errors);
  const name = organiserName(organiser);
  const hasCard = setupTypeHasCard(form.setupType);
  const values: NewCollectionValues = {
    ...formColumns(form, imageUrl, gateways, form.market),
    // The organiser's browser zone, sent by the form; an API caller without one gets the market's.
    timeZone: form.timeZone ?? MARKET_TIME_ZONE[form.market],
    guid: randomUUID(),
    organiserId: organiser.id,
    organiserName: name,
    invitationHtml: invitationHtml(form, name),
    showSoFarCollected: true,
    isBeFirstToSign: hasCard,
    pricing: DEMO_FEE_TABLES[form.market],
  };
  return { values, card: cover ? { guid: randomUUID(), cover } : null };
}

/** The changes an edit makes. Setup type and market are fixed once people may have paid (decision 064). */
export function collectionChanges(form: OrganiserCollectionFields, current: { row: CollectionRow; cover: CoverPageRow | null }) {
  const errors: FieldErrors = {};
  if (form.setupType !== current.row.setupType) errors.setupType = ['The setup type cannot be changed after the collection is created'];
  if (form.market !== current.row.market) errors.market = ['The market cannot be changed after the collection is created'];
  const keep = [current.row.imageUrl, current.cover?.imageUrl ?? null];
  const cover = coverValues(form, keep, errors);
  const imageUrl = checkImage(form.imageUrl, keep, 'imageUrl', errors) ?? cover?.imageUrl ?? null;
  const gateways = checkGateways(form, errors);
  throwIfErrors(errors);
  const changes: CollectionChanges = {
    ...formColumns(form, imageUrl, gateways, current.row.market === 'AU' ? 'AU' : 'US'),
    invitationHtml: invitationHtml(form, current.row.organiserName),
    cqid: form.contributionQuestion ? (current.row.cqid ?? current.row.id) : null,
    ...(form.timeZone ? { timeZone: form.timeZone } : {}),
  };
  return { changes, cover };
}
