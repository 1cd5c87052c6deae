import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { enqueueEmails } from '../../db/repositories/email-outbox-repository';
import { collections } from '../../db/schema/collections';
import { organisers } from '../../db/schema/organisers';
import type { CardPaymentsPausedPayload } from '../../mail/templates';

/**
 * Tells a collection's organiser, through the transactional outbox, that its card payments are
 * paused. The dedupe key names the pause (collection and the pause's time slot), so servers that
 * trip the same breaker at once still queue one mail.
 */
export async function queueCardPaymentsPausedMail(
  db: AppDatabase,
  collectionId: number,
  pausedForMs: number,
  now: Date,
): Promise<void> {
  const [found] = await db
    .select({ guid: collections.guid, title: collections.title, email: organisers.email, firstName: organisers.firstName })
    .from(collections)
    .innerJoin(organisers, eq(organisers.id, collections.organiserId))
    .where(eq(collections.id, collectionId))
    .limit(1);
  if (!found) return;
  const payload: CardPaymentsPausedPayload = {
    firstName: found.firstName,
    collectionTitle: found.title,
    pausedMinutes: Math.round(pausedForMs / 60_000),
  };
  await enqueueEmails(db, [
    {
      dedupeKey: `card-payments-paused:${found.guid}:${Math.floor(now.getTime() / pausedForMs)}`,
      toAddress: found.email,
      template: 'organiser-card-payments-paused',
      subject: `Card payments to "${found.title}" are paused for a while`,
      payload,
    },
  ]);
}
