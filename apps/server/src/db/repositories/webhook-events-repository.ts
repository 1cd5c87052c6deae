import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { providerWebhookEvents } from '../schema/provider-webhook-events';

/** Stores an event once per (provider, event id); a redelivery returns `inserted: false`. */
export async function insertWebhookEventOnce(
  db: AppDatabase,
  values: { provider: number; eventId: string; type: string; payload: unknown },
): Promise<{ inserted: boolean; id: number | null }> {
  const [row] = await db
    .insert(providerWebhookEvents)
    .values(values)
    .onConflictDoNothing({ target: [providerWebhookEvents.provider, providerWebhookEvents.eventId] })
    .returning({ id: providerWebhookEvents.id });
  return { inserted: row !== undefined, id: row?.id ?? null };
}

export async function markWebhookEventProcessed(
  db: AppDatabase,
  id: number,
  error: string | null,
): Promise<void> {
  await db
    .update(providerWebhookEvents)
    .set({ processedAt: new Date(), processingError: error })
    .where(eq(providerWebhookEvents.id, id));
}

