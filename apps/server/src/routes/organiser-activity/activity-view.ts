import {
  collectionTimeZone,
  type CollectionStatus,
  type FeeRow,
  type FeeTotals,
  type collectionActivitySchema,
  type CoverImage,
  type OrganiserContribution,
  type OrganiserInvitee,
  type organiserContributionSchema,
  type organiserInviteeSchema,
  type organiserMessageSchema,
} from '@groupgift/domain';
import type { z } from 'zod';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import type { ContributionRow, OrganiserMessageRow } from '../../db/repositories/organiser-activity-repository';
import {
  FIRST_REMINDER_AFTER_MS,
  REMINDABLE_STATUSES,
  REMINDER_INTERVAL_MS,
  type InviteeRow,
} from '../../db/repositories/organiser-invitees-repository';
import { isCollectionClosed } from '../../services/collection-view';

// Dates leave as Date objects; the response schemas turn them into ISO strings.
type In<S extends z.ZodType> = z.input<S>;

/** Suspended wins over closed: the organiser must see why contributors are turned away. */
export function statusOf(row: CollectionRow, now: Date): CollectionStatus {
  if (row.isSuspended) return 'suspended';
  return isCollectionClosed(row, now) ? 'closed' : 'open';
}

export function toActivity(
  row: CollectionRow,
  hasGroupCard: boolean,
  invitationUrl: string,
  now: Date,
  breakdown: FeeTotals,
  coverImage: CoverImage | null = null,
): In<typeof collectionActivitySchema> {
  return {
    guid: row.guid,
    title: row.title,
    market: row.market === 'AU' ? 'AU' : 'US',
    setupType: row.setupType,
    status: statusOf(row, now),
    isClosed: row.isClosed,
    isSuspended: row.isSuspended,
    closeDate: row.closeDate,
    timeZone: collectionTimeZone(row),
    closeDatePassed: row.closeDate.getTime() <= now.getTime(),
    hasGroupCard,
    cardPaidAt: row.pgcPaidAt,
    invitationUrl,
    coverImage,
    summary: {
      collected: row.soFarCollectedCents,
      joined: row.joinedCount,
      charityShare: row.charityShareCents,
      target: row.targetCents,
      charityName: row.charityName,
      charityPercentage: row.charityPercentage,
      breakdown,
    },
  };
}

/** `fee` is the row's fee breakdown (decision 143): the fee and net the statement books for it. */
export function toContribution(row: ContributionRow, fee: FeeRow): In<typeof organiserContributionSchema> {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    guid: row.guid,
    name,
    email: row.email,
    amount: row.amountCents,
    fee: fee.fee,
    feePaidBy: fee.feePaidBy,
    net: fee.recipientGets,
    charityShare: fee.charity,
    status: row.status as OrganiserContribution['status'],
    date: row.createdAt,
    invoiceNumber: row.invoiceNumber,
  };
}

export function toOrganiserMessage(row: OrganiserMessageRow): In<typeof organiserMessageSchema> {
  return {
    guid: row.guid,
    name: row.name,
    comment: row.comment,
    imageUrl: row.imageUrl,
    commentDate: row.commentDate,
    hidden: row.hiddenAt !== null,
  };
}

export function toInvitee(row: InviteeRow, now: Date): In<typeof organiserInviteeSchema> {
  const remindable = REMINDABLE_STATUSES.includes(row.status);
  const justInvited = now.getTime() - row.createdAt.getTime() < FIRST_REMINDER_AFTER_MS;
  const recentlyReminded =
    row.lastRemindedAt !== null && now.getTime() - row.lastRemindedAt.getTime() < REMINDER_INTERVAL_MS;
  return {
    guid: row.guid,
    email: row.email,
    status: row.status === 'responded' ? 'contributed' : (row.status as OrganiserInvitee['status']),
    invitedAt: row.createdAt,
    openedAt: row.openedAt,
    respondedAt: row.respondedAt,
    lastRemindedAt: row.lastRemindedAt,
    canRemind: remindable && !justInvited && !recentlyReminded && row.unsubscribedAt === null,
    unsubscribedAt: row.unsubscribedAt,
  };
}
