import { randomUUID } from 'node:crypto';
import { PAYMENT_PROVIDER } from '@groupgift/domain';
import type { AppDatabase } from '../../apps/server/src/db/client';
import { insertSession } from '../../apps/server/src/db/repositories/organiser-sessions-repository';
import { collections } from '../../apps/server/src/db/schema/collections';
import { coverPages, groupCards } from '../../apps/server/src/db/schema/group-cards';
import { invitees } from '../../apps/server/src/db/schema/invitees';
import { messages } from '../../apps/server/src/db/schema/messages';
import { organisers } from '../../apps/server/src/db/schema/organisers';
import { payments } from '../../apps/server/src/db/schema/payments';
import { newToken, sha256 } from '../../apps/server/src/services/auth/tokens';

const CHUNK = 1_000;

async function inChunks<Row>(count: number, make: (i: number) => Row, insert: (rows: Row[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += CHUNK) {
    await insert(Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => make(start + k)));
  }
}

/** An organiser with a live session: the cookie value that makes requests theirs. */
export async function seedOrganiser(db: AppDatabase): Promise<{ id: number; sessionToken: string }> {
  const [organiser] = await db
    .insert(organisers)
    .values({ guid: randomUUID(), email: `${randomUUID()}@bench.test`, firstName: 'Olive', lastName: 'Organiser', passwordHash: 'x' })
    .returning({ id: organisers.id });
  const sessionToken = newToken();
  const now = new Date();
  await insertSession(db, {
    tokenHash: sha256(sessionToken),
    organiserId: organiser!.id,
    csrfToken: newToken(),
    now,
    expiresAt: new Date(now.getTime() + 24 * 3600_000),
  });
  return { id: organiser!.id, sessionToken };
}

/**
 * A collection of the organiser's with `size` messages on its card, `size` contributions and `size`
 * invitees, each message a realistic length (a sentence or two and a signer's name).
 */
export async function seedCollection(db: AppDatabase, organiserId: number, size: number): Promise<string> {
  const guid = randomUUID();
  const [collection] = await db
    .insert(collections)
    .values({
      guid,
      market: 'US',
      setupType: 'Collection + Group Card',
      organiserId,
      organiserName: 'Olive Organiser',
      title: `Growth ${size}`,
      description: 'Chip in for a gift',
      closeDate: new Date(Date.now() + 30 * 24 * 3600_000),
      targetCents: 50_000,
      paymentGateways: [{ gateway: PAYMENT_PROVIDER.STRIPE }],
    })
    .returning({ id: collections.id });
  const collectionId = collection!.id;
  const [card] = await db.insert(groupCards).values({ guid: randomUUID(), collectionId }).returning({ id: groupCards.id });
  await db.insert(coverPages).values({ groupCardId: card!.id, title: 'Good luck', coverType: 2 });
  await inChunks(
    size,
    (i) => ({
      guid: randomUUID(),
      groupCardId: card!.id,
      collectionId,
      name: `Signer number ${i + 1}`,
      email: `signer${i}@bench.test`,
      comment: `Thank you for everything, it has been a joy working with you. All the best from signer ${i + 1}!`,
      editTokenHash: randomUUID(),
      displaySeq: i + 1,
      sequence: i + 1,
    }),
    (rows) => db.insert(messages).values(rows),
  );
  await inChunks(
    size,
    (i) => ({
      guid: randomUUID(),
      idempotencyKey: randomUUID(),
      kind: 'contribution',
      collectionId,
      provider: PAYMENT_PROVIDER.STRIPE,
      paymentMethod: 1,
      status: 'succeeded',
      currency: 'USD',
      amountCents: 2_059,
      feeCents: 59,
      netCents: 2_000,
      email: `payer${i}@bench.test`,
      firstName: 'Payer',
      lastName: `Number ${i + 1}`,
      invoiceNumber: `INV-${i + 1}`,
    }),
    (rows) => db.insert(payments).values(rows),
  );
  await inChunks(
    size,
    (i) => ({ guid: randomUUID(), collectionId, email: `invitee${i}@bench.test` }),
    (rows) => db.insert(invitees).values(rows),
  );
  return guid;
}
