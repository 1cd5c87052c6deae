import { and, asc, eq } from 'drizzle-orm';
import type { PayoutStatus } from '../../payment-providers/payout-provider';
import type {
  SandboxBankDestination,
  SandboxGiftCard,
  SandboxPayout,
  SandboxPayoutStore,
} from '../../payment-providers/sandbox/payout-store';
import type { SandboxEventRecord } from '../../payment-providers/sandbox/store';
import type { AppDatabase } from '../client';
import { sandboxEvents, sandboxGiftCards, sandboxPayoutDestinations, sandboxPayouts } from '../schema/sandbox-provider';

const DATE_FIELDS = ['createdAt', 'updatedAt', 'nextAt'] as const;

/** JSON keeps dates as strings; the store hands back Date objects as the in-memory one does. */
function revive<T>(value: unknown): T {
  const copy = { ...(value as Record<string, unknown>) };
  for (const field of DATE_FIELDS) if (typeof copy[field] === 'string') copy[field] = new Date(copy[field]);
  return copy as T;
}

/**
 * The sandbox's payout state in the app's database, so a restart (even kill -9) keeps what the
 * sandbox paid: one row per idempotency key (unique constraint, ON CONFLICT DO NOTHING, then the
 * first row is read back) and a compare-and-set on a payout's status.
 */
export class DbSandboxPayoutStore implements SandboxPayoutStore {
  constructor(private readonly db: AppDatabase) {}

  async insertDestination(destination: SandboxBankDestination) {
    const [row] = await this.db
      .insert(sandboxPayoutDestinations)
      .values({ id: destination.id, idempotencyKey: destination.idempotencyKey, data: destination, createdAt: destination.createdAt })
      .onConflictDoNothing({ target: sandboxPayoutDestinations.idempotencyKey })
      .returning();
    if (row) return { inserted: true, destination: revive<SandboxBankDestination>(row.data) };
    const [existing] = await this.db
      .select()
      .from(sandboxPayoutDestinations)
      .where(eq(sandboxPayoutDestinations.idempotencyKey, destination.idempotencyKey))
      .limit(1);
    if (!existing) throw new Error('sandbox destination insert conflicted but no row holds the key');
    return { inserted: false, destination: revive<SandboxBankDestination>(existing.data) };
  }

  async findDestination(id: string) {
    const [row] = await this.db.select().from(sandboxPayoutDestinations).where(eq(sandboxPayoutDestinations.id, id)).limit(1);
    return row ? revive<SandboxBankDestination>(row.data) : undefined;
  }

  async insertPayout(payout: SandboxPayout) {
    const [row] = await this.db
      .insert(sandboxPayouts)
      .values({ id: payout.id, idempotencyKey: payout.idempotencyKey, status: payout.status, data: payout, createdAt: payout.createdAt })
      .onConflictDoNothing({ target: sandboxPayouts.idempotencyKey })
      .returning();
    if (row) return { inserted: true, payout: revive<SandboxPayout>(row.data) };
    const [existing] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, payout.idempotencyKey)).limit(1);
    if (!existing) throw new Error('sandbox payout insert conflicted but no row holds the key');
    return { inserted: false, payout: revive<SandboxPayout>(existing.data) };
  }

  async findPayout(id: string) {
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
    return row ? revive<SandboxPayout>(row.data) : undefined;
  }

  async updatePayout(id: string, expected: PayoutStatus, patch: Partial<SandboxPayout>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
      if (!row || row.status !== expected) return undefined;
      const current = revive<SandboxPayout>(row.data);
      const updated: SandboxPayout = { ...current, ...patch, id: current.id, idempotencyKey: current.idempotencyKey };
      // JSON has no undefined: a cleared field (the scheduled change) must disappear, not linger.
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete (updated as unknown as Record<string, unknown>)[key];
      const [written] = await tx
        .update(sandboxPayouts)
        .set({ status: updated.status, data: updated })
        .where(and(eq(sandboxPayouts.id, id), eq(sandboxPayouts.status, expected)))
        .returning();
      return written ? revive<SandboxPayout>(written.data) : undefined;
    });
  }

  async listPayouts() {
    const rows = await this.db.select().from(sandboxPayouts).orderBy(asc(sandboxPayouts.createdAt));
    return rows.map((r) => revive<SandboxPayout>(r.data));
  }

  async insertGiftCard(card: SandboxGiftCard) {
    const [row] = await this.db
      .insert(sandboxGiftCards)
      .values({ id: card.id, idempotencyKey: card.idempotencyKey, data: card, createdAt: card.createdAt })
      .onConflictDoNothing({ target: sandboxGiftCards.idempotencyKey })
      .returning();
    if (row) return { inserted: true, giftCard: revive<SandboxGiftCard>(row.data) };
    const [existing] = await this.db.select().from(sandboxGiftCards).where(eq(sandboxGiftCards.idempotencyKey, card.idempotencyKey)).limit(1);
    if (!existing) throw new Error('sandbox gift card insert conflicted but no row holds the key');
    return { inserted: false, giftCard: revive<SandboxGiftCard>(existing.data) };
  }

  async findGiftCard(id: string) {
    const [row] = await this.db.select().from(sandboxGiftCards).where(eq(sandboxGiftCards.id, id)).limit(1);
    return row ? revive<SandboxGiftCard>(row.data) : undefined;
  }

  async appendEvent(event: SandboxEventRecord) {
    await this.db.insert(sandboxEvents).values(event).onConflictDoNothing({ target: sandboxEvents.id });
  }
}
