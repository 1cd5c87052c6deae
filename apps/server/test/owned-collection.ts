import { randomUUID } from 'node:crypto';
import { PAYMENT_PROVIDER } from '@groupgift/domain';
import type { AppDatabase } from '../src/db/client';
import { collections } from '../src/db/schema/collections';
import { coverPages, groupCards } from '../src/db/schema/group-cards';
import { DEMO_FEE_TABLES } from '../src/db/seed/demo-fees';

/**
 * A US "Collection + Group Card" owned by the given organiser, written straight to the database so
 * these tests do not depend on the collection form's contract.
 */
export async function createOwnedCollection(
  db: AppDatabase,
  organiserId: number,
  overrides: Partial<typeof collections.$inferInsert> = {},
): Promise<{ id: number; guid: string }> {
  const guid = randomUUID();
  const [row] = await db
    .insert(collections)
    .values({
      guid,
      market: 'US',
      setupType: 'Collection + Group Card',
      organiserId,
      organiserName: 'Olive Organiser',
      title: "Sam's leaving do",
      description: 'Chip in for a gift',
      closeDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      targetCents: 50_000,
      charityName: 'Red Cross',
      charityPercentage: 10,
      paymentGateways: [{ gateway: PAYMENT_PROVIDER.STRIPE }, { gateway: PAYMENT_PROVIDER.PAYPAL }],
      pricing: DEMO_FEE_TABLES.US,
      ...overrides,
    })
    .returning({ id: collections.id, guid: collections.guid });
  if (!row) throw new Error('collection insert returned no row');
  const [card] = await db
    .insert(groupCards)
    .values({ guid: randomUUID(), collectionId: row.id })
    .returning({ id: groupCards.id });
  if (!card) throw new Error('group card insert returned no row');
  await db.insert(coverPages).values({ groupCardId: card.id, title: 'Good luck Sam', coverType: 2 });
  return row;
}
