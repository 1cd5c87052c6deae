import { randomBytes, randomUUID } from 'node:crypto';
import { mailCoverOf } from '../covers/mail-cover';
import {
  MESSAGES,
  PAGE_SIZE_DEFAULT,
  SETUP_TYPE,
  toCoverPreview,
  type CoverPreview,
  type deliverRequestSchema,
  type DeliveryState,
  type DeliveryStatus,
  type DeliveryWhen,
  type DeliverySummary,
  type DeliveryThanks,
  type RecipientCard,
  type thanksRequestSchema,
  type deliveryThanksSchema,
} from '@groupgift/domain';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import {
  cancelScheduledDelivery,
  claimDueDeliveries,
  contributorEmails,
  countVisibleMessages,
  enqueueDeliveryMail,
  findActiveLink,
  findCollectionById,
  findDeliveryByCollectionId,
  findOrganiserContact,
  findVisibleMessagesByGuids,
  hashRecipientToken,
  insertLink,
  insertThanks,
  listThanks,
  markDelivered,
  markOpened,
  revokeLinks,
  revokeMailLinks,
  setRecipientEmail,
  upsertPendingDelivery,
  type DeliveryRow,
  type DeliveryThanksRow,
} from '../../db/repositories/delivery-repository';
import type { OutboxInsert } from '../../db/repositories/email-outbox-repository';
import { findCoverByCollectionId } from '../../db/repositories/group-cards-repository';
import { inTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type {
  DeliveryOpenedPayload,
  DeliveryRecipientPayload,
  DeliveryThankedPayload,
  DeliveryThanksPayload,
} from '../../mail/templates';
import { recipientMessagesPage } from '../card-messages/recipient-messages';
import { collectionFeeTotals } from '../ledger/fee-breakdown';
import { toCoverPage } from '../collection-view';
import { coverImageOf } from '../covers/cover-plan';
import { coverPlanForCollection } from '../covers/collection-cover';
import { pictureExists, type PictureFolder } from '../uploads/store-picture';
import { recipientUrl } from './delivery-links';

/*
 * The ending (issue 14, decision 106): delivering a card now or at a scheduled time, the recipient's
 * private links, the first opening, and thanks. Every state change and the mail it causes commit in
 * one transaction (the outbox), so a delivery never goes without its mail, nor twice.
 */

/** A scheduled delivery may be at most this far ahead. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3_600_000;
/** Thank-yous a recipient may send for one card; each one mails every contributor. */
export const MAX_THANKS_PER_DELIVERY = 10;
/** Deliveries the job takes per transaction. */
const JOB_BATCH = 50;

/** 32 random bytes, base64url: the recipient's token. Only its hash is stored. */
export function newRecipientToken(): string {
  return randomBytes(32).toString('base64url');
}

function organiserCollectionUrl(origin: string, guid: string): string {
  return `${origin}/dashboard/collections/${guid}`;
}

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Collections that take no money have no gift to show. */
export function takesMoney(row: CollectionRow): boolean {
  return !row.gcOnly && row.setupType !== SETUP_TYPE.GROUP_CARD_ONLY && row.setupType !== SETUP_TYPE.PAID_GROUP_CARD;
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

function toThanks(row: DeliveryThanksRow): z.input<typeof deliveryThanksSchema> {
  return {
    guid: row.guid,
    text: row.text,
    imageUrl: row.imageUrl,
    to: row.audience === 'chosen' ? 'chosen' : 'everyone',
    mailed: row.mailed,
    sentAt: row.createdAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusOf(row: DeliveryRow): DeliveryStatus {
  return row.status === 'delivered' ? 'delivered' : row.status === 'scheduled' ? 'scheduled' : 'not_delivered';
}

/** What the organiser sees; before any delivery, the recipient the collection was set up for. */
export async function deliveryState(db: AppDatabase | Tx, collection: CollectionRow): Promise<DeliveryState> {
  const row = await findDeliveryByCollectionId(db, collection.id);
  const messageCount = await countVisibleMessages(db, collection.id);
  if (!row) {
    return {
      status: 'not_delivered',
      recipientName: collection.recipientName,
      recipientEmail: collection.recipientEmail || null,
      byEmail: false,
      byLink: false,
      scheduledAt: null,
      timeZone: null,
      deliveredAt: null,
      openedAt: null,
      keepOpen: false,
      linkActive: false,
      linkIssuedAt: null,
      bounce: null,
      messageCount,
      thanks: [],
    };
  }
  const link = await findActiveLink(db, row.id);
  return {
    status: statusOf(row),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    byEmail: row.byEmail,
    byLink: row.byLink,
    scheduledAt: row.status === 'scheduled' ? iso(row.scheduledAt) : null,
    timeZone: row.status === 'scheduled' ? row.timeZone : null,
    deliveredAt: iso(row.deliveredAt),
    openedAt: iso(row.openedAt),
    keepOpen: row.keepOpen,
    linkActive: link !== null,
    linkIssuedAt: iso(link?.createdAt ?? null),
    bounce: row.bouncedAt ? { at: row.bouncedAt.toISOString(), reason: row.bounceReason ?? '' } : null,
    messageCount,
    thanks: (await listThanks(db, row.id)).map((t) => toThanks(t) as DeliveryThanks),
  };
}

export function deliverySummary(row: DeliveryRow | undefined): DeliverySummary | null {
  if (!row) return null;
  return {
    status: statusOf(row),
    scheduledAt: row.status === 'scheduled' ? iso(row.scheduledAt) : null,
    deliveredAt: iso(row.deliveredAt),
    openedAt: iso(row.openedAt),
    bounced: row.bouncedAt !== null,
  };
}

async function coverOf(db: AppDatabase, collection: CollectionRow): Promise<CoverPreview> {
  const found = await findCoverByCollectionId(db, collection.id);
  if (found?.cover) return toCoverPreview(toCoverPage(found.cover, collection.id));
  // A collection without a card cover shows its own picture and title.
  return {
    imageUrl: collection.imageUrl,
    CoverType: 1,
    className: null,
    title: collection.title,
    description: '',
    fontSize: null,
    textAlign: null,
    descFontSize: null,
    descTextAlign: null,
    boardTheme: null,
  };
}

/** The group's gift from the fee breakdown (decision 143): given, the card fees taken from it, charity, theirs. */
async function giftOf(db: AppDatabase, collection: CollectionRow): Promise<NonNullable<RecipientCard['gift']>> {
  const totals = await collectionFeeTotals(db, collection.id);
  return {
    total: totals.given,
    fees: totals.feeAbsorbed,
    charityShare: totals.charity,
    charityName: collection.charityName,
    disputed: totals.disputed,
    yours: totals.recipientGets,
  };
}

/**
 * The card as the recipient sees it, read live (a message hidden after delivery is gone from it).
 * The gift is the group's total and charity share, never what one person gave.
 */
export async function recipientCard(
  db: AppDatabase,
  collection: CollectionRow,
  delivery: DeliveryRow | null,
  isRecipient: boolean,
  origin: string,
): Promise<RecipientCard> {
  // The first page of messages and how many there are; the view reads the rest as it scrolls.
  const messages = await recipientMessagesPage(db, collection.id, { limit: PAGE_SIZE_DEFAULT });
  const messageCount = messages.nextCursor ? await countVisibleMessages(db, collection.id) : messages.messages.length;
  const thanks = delivery ? await listThanks(db, delivery.id) : [];
  return {
    collectionTitle: collection.title,
    recipientName: delivery?.recipientName ?? collection.recipientName ?? '',
    organiserName: collection.organiserName,
    market: collection.market === 'AU' ? 'AU' : 'US',
    cover: await coverOf(db, collection),
    coverImage: coverImageOf(await coverPlanForCollection(db, collection), origin),
    messages: messages.messages,
    messagesNextCursor: messages.nextCursor,
    messageCount,
    gift: takesMoney(collection) ? await giftOf(db, collection) : null,
    deliveredAt: delivery?.status === 'delivered' ? iso(delivery.deliveredAt) : null,
    isRecipient,
    thanks: thanks.map((t) => toThanks(t) as DeliveryThanks),
  };
}

// ---------------------------------------------------------------------------------------------
// Delivering
// ---------------------------------------------------------------------------------------------

function futureOnly(at: Date, now: Date): void {
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
    throw new AppError(422, 'validation_failed', 'Choose a time in the future for the delivery.', {
      fieldErrors: { 'when.at': ['Choose a time in the future for the delivery.'] },
    });
  }
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) {
    throw new AppError(422, 'validation_failed', 'A delivery can be scheduled up to a year ahead.', {
      fieldErrors: { 'when.at': ['A delivery can be scheduled up to a year ahead.'] },
    });
  }
}

function knownTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    throw new AppError(400, 'validation_failed', 'Choose a time zone from the list.', {
      fieldErrors: { 'when.timeZone': ['Choose a time zone from the list.'] },
    });
  }
}

function alreadyDelivered(): AppError {
  return new AppError(
    409,
    'already_delivered',
    'This card has already been delivered. To send it to a new address, use resend.',
  );
}

/** Queues the recipient's mail with a fresh mail link (an earlier mail link stops working). */
async function queueRecipientMail(tx: Tx, delivery: DeliveryRow, collection: CollectionRow, origin: string): Promise<void> {
  if (!delivery.byEmail || !delivery.recipientEmail) return;
  await revokeMailLinks(tx, delivery.id);
  const token = newRecipientToken();
  const link = await insertLink(tx, delivery.id, hashRecipientToken(token), 'mail', { revokeOthers: false });
  // The card's own cover as a PNG (mail shows no SVG), the same drawing as every other place.
  const cover = await mailCoverOf(tx as unknown as AppDatabase, collection, origin);
  const payload: DeliveryRecipientPayload = {
    recipientName: delivery.recipientName,
    organiserName: collection.organiserName,
    collectionTitle: collection.title,
    coverImageUrl: cover.coverImageUrl ?? null,
    coverAlt: cover.coverAlt,
    link: recipientUrl(origin, token),
    deliveryId: delivery.id,
  };
  await enqueueDeliveryMail(tx, [
    {
      dedupeKey: `delivery:${delivery.id}:${link.id}`,
      toAddress: delivery.recipientEmail,
      template: 'delivery-recipient',
      subject: `A card for you: ${collection.title}`,
      payload,
    },
  ]);
}

/**
 * Delivers a delivery row now, inside `tx`: the compare-and-set, closing the collection (unless
 * kept open) and the recipient's mail. Null when it had already gone (another server, another tab).
 */
async function deliverRow(tx: Tx, row: DeliveryRow, collection: CollectionRow, origin: string, now: Date): Promise<DeliveryRow | null> {
  const delivered = await markDelivered(tx, row.id, now);
  if (!delivered) return null;
  await queueRecipientMail(tx, delivered, collection, origin);
  return delivered;
}

export type DeliverResult = { state: DeliveryState; recipientUrl: string | null };

/** PUT: deliver now, schedule, or change a schedule that has not gone. */
export async function deliver(
  db: AppDatabase,
  collection: CollectionRow,
  request: z.output<typeof deliverRequestSchema>,
  origin: string,
  now: Date = new Date(),
): Promise<DeliverResult> {
  const when: DeliveryWhen = request.when;
  let scheduledAt: Date | null = null;
  if (when.kind === 'scheduled') {
    scheduledAt = new Date(when.at);
    futureOnly(scheduledAt, now);
    knownTimeZone(when.timeZone);
  }
  const plan = {
    recipientName: request.recipientName,
    recipientEmail: request.recipientEmail,
    byEmail: request.byEmail,
    byLink: request.byLink,
    keepOpen: request.keepOpen,
    scheduledAt,
    timeZone: when.kind === 'scheduled' ? when.timeZone : null,
  };
  const issued = await inTransaction(db, async (tx) => {
    const row = await upsertPendingDelivery(tx, collection.id, {
      ...plan,
      status: when.kind === 'scheduled' ? 'scheduled' : 'not_delivered',
    });
    if (!row) throw alreadyDelivered();
    const token = await linkForPlan(tx, row);
    if (when.kind === 'now') {
      const delivered = await deliverRow(tx, row, collection, origin, now);
      if (!delivered) throw alreadyDelivered();
    }
    return token;
  });
  return { state: await deliveryState(db, collection), recipientUrl: issued ? recipientUrl(origin, issued) : null };
}

/**
 * The organiser's copy of the link: issued the first time they ask for delivery by link (shown in
 * this answer only), kept across schedule changes, withdrawn when they stop delivering by link.
 */
async function linkForPlan(tx: Tx, row: DeliveryRow): Promise<string | null> {
  const active = await findActiveLink(tx, row.id);
  if (!row.byLink) {
    if (active?.purpose === 'copy') await revokeLinks(tx, row.id);
    return null;
  }
  if (active && active.purpose === 'copy') return null;
  const token = newRecipientToken();
  await insertLink(tx, row.id, hashRecipientToken(token), 'copy', { revokeOthers: false });
  return token;
}

/** DELETE: cancels a schedule that has not gone; a delivered card cannot be undelivered. */
export async function cancelSchedule(db: AppDatabase, collection: CollectionRow): Promise<DeliveryState> {
  const cancelled = await cancelScheduledDelivery(db, collection.id);
  if (!cancelled) {
    const row = await findDeliveryByCollectionId(db, collection.id);
    if (row?.status === 'delivered') throw alreadyDelivered();
    throw new AppError(409, 'conflict', 'There is no scheduled delivery to cancel.');
  }
  return deliveryState(db, collection);
}

async function requireDelivery(db: AppDatabase | Tx, collection: CollectionRow): Promise<DeliveryRow> {
  const row = await findDeliveryByCollectionId(db, collection.id);
  if (!row) throw new AppError(409, 'conflict', 'Set up the delivery first: who the card is for, and how it goes.');
  return row;
}

/** POST link: a new private link for the organiser to copy; every earlier link stops working. */
export async function reissueLink(db: AppDatabase, collection: CollectionRow, origin: string): Promise<DeliverResult> {
  const token = newRecipientToken();
  await inTransaction(db, async (tx) => {
    const row = await requireDelivery(tx, collection);
    await insertLink(tx, row.id, hashRecipientToken(token), 'copy', { revokeOthers: true });
  });
  return { state: await deliveryState(db, collection), recipientUrl: recipientUrl(origin, token) };
}

/** DELETE link: every link of the card stops working (the organiser can issue a new one). */
export async function revokeLink(db: AppDatabase, collection: CollectionRow): Promise<DeliveryState> {
  const row = await requireDelivery(db, collection);
  await revokeLinks(db, row.id);
  return deliveryState(db, collection);
}

/** POST resend: after a bounce (or a typo), a new address and the delivery mail again. */
export async function resend(db: AppDatabase, collection: CollectionRow, email: string, origin: string): Promise<DeliveryState> {
  await inTransaction(db, async (tx) => {
    const row = await requireDelivery(tx, collection);
    if (row.status !== 'delivered') {
      throw new AppError(409, 'not_delivered', 'The card has not been delivered yet: change the delivery instead.');
    }
    const updated = await setRecipientEmail(tx, row.id, email);
    await queueRecipientMail(tx, updated, collection, origin);
  });
  return deliveryState(db, collection);
}

/**
 * One tick of the delivery job: claims due schedules with SKIP LOCKED and delivers them in the same
 * transaction, so with several servers each schedule goes once, and after a restart a schedule that
 * came due meanwhile goes on the first tick.
 */
export async function deliverDue(db: AppDatabase, origin: string, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const delivered = await inTransaction(db, async (tx) => {
      const due = await claimDueDeliveries(tx, now, JOB_BATCH);
      let count = 0;
      for (const row of due) {
        const collection = await findCollectionById(tx, row.collectionId);
        if (!collection || collection.isDeleted) {
          await cancelScheduledDelivery(tx, row.collectionId);
          continue;
        }
        if (await deliverRow(tx, row, collection, origin, now)) count += 1;
      }
      return { count, claimed: due.length };
    });
    total += delivered.count;
    if (delivered.claimed < JOB_BATCH) return total;
  }
}

// ---------------------------------------------------------------------------------------------
// The recipient
// ---------------------------------------------------------------------------------------------

/** The first opening is recorded and the organiser told, once. */
export async function recordOpening(db: AppDatabase, collection: CollectionRow, delivery: DeliveryRow, origin: string): Promise<void> {
  const organiser = collection.organiserId ? await findOrganiserContact(db, collection.organiserId) : null;
  const cover = await mailCoverOf(db, collection, origin);
  await inTransaction(db, async (tx) => {
    if (!(await markOpened(tx, delivery.id, new Date()))) return;
    if (!organiser) return;
    const payload: DeliveryOpenedPayload = {
      organiserName: organiser.firstName || collection.organiserName,
      recipientName: delivery.recipientName,
      collectionTitle: collection.title,
      collectionUrl: organiserCollectionUrl(origin, collection.guid),
      ...cover,
    };
    await enqueueDeliveryMail(tx, [
      {
        dedupeKey: `delivery-opened:${delivery.id}`,
        toAddress: organiser.email,
        template: 'delivery-opened',
        subject: `${delivery.recipientName} opened the card “${collection.title}”`,
        payload,
      },
    ]);
  });
}

/** Our own upload, and still stored: a thank-you never carries a picture from elsewhere. */
const OWN_PICTURE = /^\/api\/groupcard\/images\/([a-f0-9-]{36}\.(?:png|jpg|gif|webp))$/;

async function checkThanksPicture(url: string | null, pictures: PictureFolder): Promise<string | null> {
  if (url === null || url === '') return null;
  const name = OWN_PICTURE.exec(url)?.[1];
  const exists = name ? await pictureExists(pictures, name) : false;
  if (!exists) {
    throw new AppError(400, 'validation_failed', MESSAGES['error.uploadFailed'], {
      fieldErrors: { imageUrl: [MESSAGES['error.uploadFailed']] },
    });
  }
  return url;
}

/**
 * POST thanks: stored on the delivery (the organiser sees it), mailed to each contributor who gave
 * an email (all, or the authors of the chosen messages), and the organiser is told.
 */
export async function sendThanks(
  db: AppDatabase,
  collection: CollectionRow,
  delivery: DeliveryRow,
  request: z.output<typeof thanksRequestSchema>,
  options: { origin: string; pictures: PictureFolder },
): Promise<DeliveryThanks> {
  const imageUrl = await checkThanksPicture(request.imageUrl, options.pictures);
  let messageIds: number[] | null = null;
  if (request.to === 'chosen') {
    const guids = [...new Set(request.messageGuids)];
    const found = await findVisibleMessagesByGuids(db, collection.id, guids);
    if (found.length !== guids.length) {
      throw new AppError(400, 'validation_failed', 'Choose people whose messages are on this card.', {
        fieldErrors: { messageGuids: ['Choose people whose messages are on this card.'] },
      });
    }
    messageIds = found.map((m) => m.id);
  }
  if ((await listThanks(db, delivery.id)).length >= MAX_THANKS_PER_DELIVERY) {
    throw new AppError(409, 'conflict', `You have sent ${MAX_THANKS_PER_DELIVERY} thank-yous for this card, the most it allows.`);
  }
  const emails = await contributorEmails(db, collection.id, messageIds);
  const organiser = collection.organiserId ? await findOrganiserContact(db, collection.organiserId) : null;
  const cover = await mailCoverOf(db, collection, options.origin);
  const row = await inTransaction(db, async (tx) => {
    const thanks = await insertThanks(tx, {
      guid: randomUUID(),
      deliveryId: delivery.id,
      text: request.text,
      imageUrl,
      audience: request.to,
      messageIds: messageIds ?? [],
      mailed: emails.length,
    });
    const toContributor: DeliveryThanksPayload = {
      recipientName: delivery.recipientName,
      collectionTitle: collection.title,
      text: request.text,
      imageUrl: absolute(options.origin, imageUrl),
      ...cover,
    };
    const mails: OutboxInsert[] = emails.map((address) => ({
      dedupeKey: `delivery-thanks:${thanks.guid}:${address}`,
      toAddress: address,
      template: 'delivery-thanks',
      subject: `${delivery.recipientName} says thank you`,
      payload: toContributor,
    }));
    if (organiser) {
      const notice: DeliveryThankedPayload = {
        organiserName: organiser.firstName || collection.organiserName,
        recipientName: delivery.recipientName,
        collectionTitle: collection.title,
        collectionUrl: organiserCollectionUrl(options.origin, collection.guid),
        text: request.text,
        mailed: emails.length,
        ...cover,
      };
      mails.push({
        dedupeKey: `delivery-thanked:${thanks.guid}`,
        toAddress: organiser.email,
        template: 'delivery-thanked',
        subject: `${delivery.recipientName} thanked the group for “${collection.title}”`,
        payload: notice,
      });
    }
    await enqueueDeliveryMail(tx, mails);
    return thanks;
  });
  return toThanks(row) as DeliveryThanks;
}

