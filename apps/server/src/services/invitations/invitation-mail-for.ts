import { collectionTimeZone, SETUP_TYPE } from '@groupgift/domain';
import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import type { InviteeRow } from '../../db/repositories/organiser-invitees-repository';
import type { InvitationPayload } from '../../mail/templates';
import { invitationUrl } from '../../routes/organiser-activity/load-owned-collection';
import { coverPlanForCollection } from '../covers/collection-cover';
import { coverFilePath } from '../covers/cover-plan';
import { unsubscribeUrl } from './unsubscribe-token';

export type InvitationMode = NonNullable<InvitationPayload['mode']>;

/** What the setup type asks invitees for: sign a card, chip in to a gift, or both (SPEC §4). */
export function invitationModeOf(setupType: string): InvitationMode {
  if (setupType === SETUP_TYPE.COLLECTION || setupType === SETUP_TYPE.GIFT || setupType === SETUP_TYPE.BULK_GIFTS) return 'gift';
  if (setupType === SETUP_TYPE.GROUP_CARD_ONLY || setupType === SETUP_TYPE.PAID_GROUP_CARD) return 'card';
  return 'card-and-gift';
}

export type InvitationMailOptions = { origin: string; unsubscribeSecret: string; reminder: boolean };

/**
 * The invitation or reminder of each invitee of `collection` (issue 32): what it is, for whom, from
 * whom, when it closes, the cover where a card is involved, and the invitee's own unsubscribe link.
 * The cover is looked up once per batch.
 */
export async function invitationMailFor(db: AppDatabase, collection: CollectionRow, options: InvitationMailOptions) {
  const mode = invitationModeOf(collection.setupType);
  const cover = mode === 'gift' ? null : await coverPlanForCollection(db, collection);
  return (invitee: Pick<InviteeRow, 'guid'>) => {
    const payload: InvitationPayload = {
      organiserName: collection.organiserName,
      collectionTitle: collection.title,
      closeDate: collection.closeDate.toISOString(),
      timeZone: collectionTimeZone(collection),
      link: invitationUrl(options.origin, collection.guid, invitee.guid),
      mode,
      recipientName: collection.recipientName?.trim() || null,
      coverUrl: cover ? `${options.origin}${coverFilePath(cover, 'png')}` : null,
      ...(cover ? { coverAlt: cover.alt } : {}),
      unsubscribeUrl: unsubscribeUrl(options.origin, options.unsubscribeSecret, invitee.guid),
    };
    return {
      template: options.reminder ? 'invitation-reminder' : 'invitation',
      subject: options.reminder ? `Reminder: ${collection.title}` : `You’re invited: ${collection.title}`,
      payload,
    };
  };
}
