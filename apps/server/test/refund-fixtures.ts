import { eq } from 'drizzle-orm';
import { refundPath } from '@groupgift/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../src/db/client';
import { collections } from '../src/db/schema/collections';

/** Tests: hands a (demo) collection to the signed-up organiser, as if they had created it. */
export async function giveCollectionTo(db: AppDatabase, collectionGuid: string, organiserId: number) {
  await db.update(collections).set({ organiserId }).where(eq(collections.guid, collectionGuid));
}

export function refund(app: FastifyInstance, paymentGuid: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: refundPath(paymentGuid), headers, payload: {} });
}
