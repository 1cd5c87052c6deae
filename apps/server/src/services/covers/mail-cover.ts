import type { AppDatabase } from '../../db/client';
import type { CollectionRow } from '../../db/repositories/collections-repository';
import type { MailCoverFields } from '../../mail/templates';
import { coverPlanForCollection, coverPlanForGuid } from './collection-cover';
import { coverFilePath, type CoverPlan } from './cover-plan';

/*
 * The card's cover on a mail where a card is involved (issue 32): the composed PNG at its hashed,
 * absolute address on PUBLIC_URL (mail shows no SVG), and the words it shows as its alt text.
 */

function fieldsOf(plan: CoverPlan, origin: string): MailCoverFields {
  return { coverImageUrl: `${origin}${coverFilePath(plan, 'png')}`, coverAlt: plan.alt };
}

/** From a collection's row. */
export async function mailCoverOf(db: AppDatabase, collection: CollectionRow, origin: string): Promise<MailCoverFields> {
  return fieldsOf(await coverPlanForCollection(db, collection), origin);
}

/** From a collection's guid; nothing for a collection that is gone. */
export async function mailCoverOfGuid(db: AppDatabase, guid: string, origin: string): Promise<MailCoverFields> {
  const plan = await coverPlanForGuid(db, guid);
  return plan ? fieldsOf(plan, origin) : {};
}
