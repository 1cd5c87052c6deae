import {
  suggestedAmountsFor,
  collectionTimeZone,
  feeTableSchema,
  marketFromCountryCode,
  type Collection,
  type CoverPage,
  type SetupType,
  type WhoPaysFeeOption,
} from '@groupgift/domain';
import type { Message } from '@groupgift/domain';
import type { CollectionRow } from '../db/repositories/collections-repository';
import type { CoverPageRow, GroupCardWithParts, MessageRow } from '../db/repositories/group-cards-repository';
import type { Config } from '../plugins/config';
import { publicOrigin } from '../plugins/deployment';
import { coverSourceOf } from './covers/collection-cover';
import { coverImageOf, coverPlanOf } from './covers/cover-plan';

/** Group card as handed to the response serializer; dates are turned into ISO strings by the schema. */
export type GroupCardOut = {
  id: number;
  messages: MessageOut[];
  coverPage: CoverPage | null;
  messagesNextCursor: string | null;
};
type MessageOut = Omit<Message, 'commentDate'> & { commentDate: Date };

const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
type TextAlign = (typeof TEXT_ALIGNS)[number];
const textAlign = (value: string | null): TextAlign | null =>
  TEXT_ALIGNS.includes(value as TextAlign) ? (value as TextAlign) : null;

export function toCoverPage(cover: CoverPageRow, collectionId: number): CoverPage {
  return {
    id: cover.id,
    collection: collectionId,
    title: cover.title,
    description: cover.description,
    imageURL: cover.imageUrl,
    coverType: cover.coverType,
    contentType: cover.contentType,
    className: cover.className,
    cardUrl: cover.cardUrl,
    thumbnailUrl: cover.thumbnailUrl,
    fontSize: cover.fontSize,
    textAlign: textAlign(cover.textAlign),
    descTextAlign: textAlign(cover.descTextAlign),
    descFontSize: cover.descFontSize,
    boardTheme: cover.boardTheme,
  };
}

export function toMessage(m: MessageRow, cardGuid: string): MessageOut {
  return {
    collectionId: m.collectionId,
    comment: m.comment,
    commentDate: m.commentDate,
    contributionID: null,
    displaySeq: m.displaySeq,
    // Other signers' email addresses are private.
    email: null,
    from: m.name,
    id: m.id,
    gcguiid: cardGuid,
    imageURL: m.imageUrl,
    imageUsed: m.imageUsed,
    // The invitation a message came through is kept for the organiser; an invitee guid on the public
    // card would let anyone sign as that invitee.
    invId: null,
    name: m.name,
    sequence: m.sequence,
    textUsed: m.textUsed,
    logid: m.id,
    height: m.height,
    width: m.width,
    receiptSent: m.receiptSent,
    // SPEC §3 derived fields.
    isEditActive: true,
    gcid: m.id,
    picUrl: m.imageUrl,
  };
}

export function toGroupCard(parts: GroupCardWithParts, collectionId: number): GroupCardOut {
  return {
    id: parts.card.id,
    messages: parts.messages.map((m) => toMessage(m, parts.card.guid)),
    coverPage: parts.cover ? toCoverPage(parts.cover, collectionId) : null,
    messagesNextCursor: parts.messagesNextCursor,
  };
}

/** A collection is closed when its organiser closed it or its close date has passed. */
export function isCollectionClosed(row: Pick<CollectionRow, 'isClosed' | 'closeDate'>, now: Date): boolean {
  return row.isClosed || row.closeDate.getTime() <= now.getTime();
}

export type CollectionOut = Omit<Collection, 'groupCard' | 'closeDate'> & {
  groupCard: GroupCardOut | null;
  closeDate: Date;
};

/** The contribution-details view: SPEC §3 fields plus the derived ones, all money in cents. */
export function toCollectionView(
  row: CollectionRow,
  card: GroupCardWithParts | null,
  config: Pick<Config, 'environment' | 'publicUrl' | 'host' | 'port'>,
  now: Date = new Date(),
): CollectionOut {
  const pricing = row.pricing ? feeTableSchema.safeParse(row.pricing) : null;
  return {
    id: row.id,
    collectionId: row.id,
    collectionGuid: row.guid,
    cardHtml: row.cardHtml,
    charityName: row.charityName,
    charityPercentage: row.charityPercentage ?? 0,
    charityShare: row.charityShareCents,
    checkoutPublicKey: null,
    closeDate: row.closeDate,
    timeZone: collectionTimeZone(row),
    collectionDescription: row.description,
    collectionImage: row.imageUrl,
    collectionSetupType: row.setupType as SetupType,
    collectionSubtitle: row.subtitle,
    collectionTarget: row.targetCents,
    contributionQuestion: row.contributionQuestion,
    coverPage: card?.cover ? toCoverPage(card.cover, row.id) : null,
    // The one cover every place shows (issue 31): also the invitation link's social preview.
    coverImage: coverImageOf(coverPlanOf(coverSourceOf(row, card?.cover ?? null)), publicOrigin(config)),
    environment: config.environment,
    exactAmount: row.hasExactAmount ? (row.exactAmountCents ?? 0) : 0,
    gcOnly: row.gcOnly,
    groupCard: card ? toGroupCard(card, row.id) : null,
    hasExactAmount: row.hasExactAmount && (row.exactAmountCents ?? 0) > 0,
    hasGroupCard: card !== null,
    hasSession: false,
    invitationHtml: row.invitationHtml,
    inviteeId: null,
    isDeletedCollection: row.isDeleted,
    isSuspended: row.isSuspended,
    isEditGC: false,
    isForeignCollection: row.isForeignCollection,
    isNoThanks: false,
    joinedSofar: row.joinedCount,
    loggedInUser: null,
    maxIndividualContributionLimit: row.maxIndividualLimitCents,
    minimumContributionAmount: row.minimumContributionCents,
    mode: 'Contribute',
    organiserName: row.organiserName,
    showSoFarCollected: row.showSoFarCollected,
    soFarCollected: row.soFarCollectedCents,
    zeroContributionAllowed: row.zeroContributionAllowed,
    suggestedAmounts: suggestedAmountsFor({
      market: marketFromCountryCode(row.market),
      limits: { minimumContributionAmount: row.minimumContributionCents, maxIndividualContributionLimit: row.maxIndividualLimitCents },
      organiserAmounts: row.suggestedAmountsCents ?? [],
      hasExactAmount: row.hasExactAmount && (row.exactAmountCents ?? 0) > 0,
    }),
    isBeFirstToSign: row.isBeFirstToSign,
    isNewFee: row.isNewFee,
    paymentGateways: row.paymentGateways,
    collectionOccasion: row.occasion,
    recipientName: row.recipientName,
    collectionTitle: row.title,
    countryCode: marketFromCountryCode(row.market),
    whoPaysFeeOption: (row.whoPaysFeeOption === 2 ? 2 : 1) as WhoPaysFeeOption,
    pricingDto: pricing?.success ? pricing.data : null,
    cqid: row.cqid,
    gtmMedium: null,
    gtmCampaign: null,
    gtmTerm: null,
    isCollectionClosed: isCollectionClosed(row, now),
    collected: row.soFarCollectedCents,
    joined: row.joinedCount,
    target: row.targetCents,
    maxContributionAmount: row.maxIndividualLimitCents,
  };
}
