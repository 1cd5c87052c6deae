import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { collections } from '../../db/schema/collections';
import { deliveries } from '../../db/schema/deliveries';
import { invitees } from '../../db/schema/invitees';
import { organisers } from '../../db/schema/organisers';
import { BOUNCE_NOTICE_TEMPLATE } from '../../mail/mails/bounce-notice-mail';
import { onPermanentMailFailure } from '../../mail/permanent-failure';
import type { BounceNoticePayload, DeliveryRecipientPayload, InvitationPayload } from '../../mail/templates';
import { coverPlanForCollection } from '../covers/collection-cover';
import { coverFilePath } from '../covers/cover-plan';

/*
 * The organiser hears when an address refused our mail for good (issue 32): an invitee's invitation or
 * reminder, or the card's delivery. Once per address and collection (the dedupe key), however many
 * mails to it bounce; the notice itself is never answered with another notice.
 */

type Bounced = { collectionId: number; address: string; kind: BounceNoticePayload['kind']; name: string | null };

/** Queues the notice to the collection's organiser, if the collection has one with an address. */
export async function queueBounceNotice(db: AppDatabase, bounced: Bounced, origin: string): Promise<void> {
  const [found] = await db
    .select({ collection: collections, organiserEmail: organisers.email, organiserFirstName: organisers.firstName })
    .from(collections)
    .leftJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(eq(collections.id, bounced.collectionId))
    .limit(1);
  if (!found?.organiserEmail || found.collection.isDeleted) return;
  const { collection } = found;
  const cover = await coverPlanForCollection(db, collection);
  const address = bounced.address.trim().toLowerCase();
  const payload: BounceNoticePayload = {
    organiserName: found.organiserFirstName || collection.organiserName,
    collectionTitle: collection.title,
    address: bounced.address,
    kind: bounced.kind,
    name: bounced.name,
    collectionGuid: collection.guid,
    coverImageUrl: `${origin}${coverFilePath(cover, 'png')}`,
    coverAlt: cover.alt,
  };
  await enqueueEmails(db, [
    {
      dedupeKey: `bounce:${collection.guid}:${address}`,
      toAddress: found.organiserEmail,
      template: BOUNCE_NOTICE_TEMPLATE,
      subject:
        bounced.kind === 'delivery'
          ? `The card “${collection.title}” could not be delivered`
          : `An invitation to “${collection.title}” bounced`,
      payload,
    },
  ]);
}

/** The collection and invitee an invitation's link names: `/contribute/<guid>?invId=<invitee guid>`. */
function invitationTarget(link: unknown): { collectionGuid: string; inviteeGuid: string | null } | null {
  if (typeof link !== 'string') return null;
  try {
    const url = new URL(link);
    const guid = /\/contribute\/([0-9a-f-]{36})/i.exec(url.pathname)?.[1];
    return guid ? { collectionGuid: guid, inviteeGuid: url.searchParams.get('invId') } : null;
  } catch {
    return null;
  }
}

async function invitationBounced(db: AppDatabase, toAddress: string, payload: Partial<InvitationPayload>, origin: string) {
  const target = invitationTarget(payload.link);
  if (!target) return;
  const [collection] = await db.select({ id: collections.id }).from(collections).where(eq(collections.guid, target.collectionGuid)).limit(1);
  if (!collection) return;
  const [invitee] = target.inviteeGuid
    ? await db
        .select({ firstName: invitees.firstName, lastName: invitees.lastName })
        .from(invitees)
        .where(and(eq(invitees.guid, target.inviteeGuid), eq(invitees.collectionId, collection.id)))
        .limit(1)
    : [];
  const name = invitee ? `${invitee.firstName} ${invitee.lastName}`.trim() || null : null;
  await queueBounceNotice(db, { collectionId: collection.id, address: toAddress, kind: 'invitation', name }, origin);
}

async function deliveryBounced(db: AppDatabase, toAddress: string, payload: Partial<DeliveryRecipientPayload>, origin: string) {
  if (typeof payload.deliveryId !== 'number') return;
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, payload.deliveryId)).limit(1);
  // A resend to a new address is not reported by a bounce of the old one.
  if (!delivery || delivery.recipientEmail !== toAddress) return;
  await queueBounceNotice(db, { collectionId: delivery.collectionId, address: toAddress, kind: 'delivery', name: delivery.recipientName }, origin);
}

/** The origin of the mail's own links: the bounced mail's payload carries absolute links on PUBLIC_URL. */
function originOf(payload: { link?: unknown }): string {
  try {
    return typeof payload.link === 'string' ? new URL(payload.link).origin : '';
  } catch {
    return '';
  }
}

let registered = false;

/** Registers the notices with the outbox's permanent-failure handlers, once per process. */
export function registerBounceNotices(): void {
  if (registered) return;
  registered = true;
  for (const template of ['invitation', 'invitation-reminder']) {
    onPermanentMailFailure(template, (db, row) => invitationBounced(db, row.toAddress, row.payload as Partial<InvitationPayload>, originOf(row.payload as { link?: unknown })));
  }
  onPermanentMailFailure('delivery-recipient', (db, row) =>
    deliveryBounced(db, row.toAddress, row.payload as Partial<DeliveryRecipientPayload>, originOf(row.payload as { link?: unknown })),
  );
}
