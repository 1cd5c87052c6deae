import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/client';
import { hashRecipientToken, insertLink } from '../src/db/repositories/delivery-repository';
import { deliveries } from '../src/db/schema/deliveries';
import { groupCards } from '../src/db/schema/group-cards';
import { messages } from '../src/db/schema/messages';
import { organisers } from '../src/db/schema/organisers';
import { uploadsDirectory } from '../src/routes/groupcard/message-routes';
import { makeJpeg, makePng } from './keepsake-pictures';
import { createOwnedCollection } from './owned-collection';
import { testConfig } from './test-app';

export const newRecipientToken = () =>
  Buffer.from(randomUUID() + randomUUID())
    .toString('base64url')
    .slice(0, 43);

/**
 * A delivered card with `count` messages (every third with one of two pictures, a small JPEG and
 * PNG unless given, stored in the test DATA_DIR's uploads unless given), its recipient's token, and
 * its group card's id for adding more.
 */
export async function deliveredCard(
  db: AppDatabase,
  count: number,
  market: 'AU' | 'US' = 'US',
  title = "Sam's leaving do",
  options: { uploads?: string; jpeg?: Buffer; png?: Buffer } = {},
) {
  const uploads = options.uploads ?? uploadsDirectory(testConfig());
  const [organiser] = await db
    .insert(organisers)
    .values({
      guid: randomUUID(),
      email: `${randomUUID()}@example.test`,
      firstName: 'Olive',
      lastName: 'Organiser',
      passwordHash: 'x',
    })
    .returning({ id: organisers.id });
  const collection = await createOwnedCollection(db, organiser!.id, { market, title });
  const [card] = await db.select().from(groupCards).where(eq(groupCards.collectionId, collection.id));
  await mkdir(uploads, { recursive: true });
  const picture = `${randomUUID()}.jpg`;
  await writeFile(join(uploads, picture), options.jpeg ?? makeJpeg(300, 200));
  const png = `${randomUUID()}.png`;
  await writeFile(join(uploads, png), options.png ?? makePng(200, 200));
  const rows = Array.from({ length: count }, (_, i) => ({
    guid: randomUUID(),
    groupCardId: card!.id,
    collectionId: collection.id,
    name: `Signer ${i + 1}`,
    comment: i === 1 ? 'Дякую 谢谢 🎉' : `Message number ${i + 1}`,
    imageUrl: i % 3 === 0 ? `/api/groupcard/images/${i % 2 ? png : picture}` : null,
    editTokenHash: randomUUID(),
    displaySeq: i,
  }));
  // In slices, so a card of thousands stays within the drivers' parameter limit.
  for (let from = 0; from < rows.length; from += 1000) await db.insert(messages).values(rows.slice(from, from + 1000));
  const [delivery] = await db
    .insert(deliveries)
    .values({
      collectionId: collection.id,
      status: 'delivered',
      recipientName: 'Sam Lee',
      byLink: true,
      deliveredAt: new Date(),
    })
    .returning();
  const token = newRecipientToken();
  await insertLink(db, delivery!.id, hashRecipientToken(token), 'copy', { revokeOthers: false });
  return { collection, delivery: delivery!, token, groupCardId: card!.id };
}
