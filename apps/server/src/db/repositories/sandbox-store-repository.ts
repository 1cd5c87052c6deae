import { and, asc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../payment-providers/provider';
import type {
  SandboxEventRecord,
  SandboxInstrument,
  SandboxPayment,
  SandboxRefund,
  SandboxStore,
} from '../../payment-providers/sandbox/store';
import type { AppDatabase } from '../client';
import {
  sandboxEvents,
  sandboxInstruments,
  sandboxPayments,
  sandboxRefunds,
} from '../schema/sandbox-provider';

const DATE_FIELDS = ['createdAt', 'updatedAt', 'approvedAt', 'expiresAt'] as const;

/** JSON keeps dates as strings; the store hands back Date objects as the in-memory one does. */
function revive<T>(value: unknown): T {
  const copy = { ...(value as Record<string, unknown>) };
  for (const field of DATE_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = new Date(copy[field]);
  }
  return copy as T;
}

/**
 * The sandbox's store in the app's database: atomic on the idempotency key (unique constraint,
 * ON CONFLICT DO NOTHING) and compare-and-set on status, as store.ts asks of a database store.
 */
export class DbSandboxStore implements SandboxStore {
  constructor(private readonly db: AppDatabase) {}

  async saveInstrument(instrument: SandboxInstrument): Promise<void> {
    await this.db
      .insert(sandboxInstruments)
      .values({ token: instrument.token, data: instrument, expiresAt: instrument.expiresAt })
      .onConflictDoUpdate({
        target: sandboxInstruments.token,
        set: { data: instrument, expiresAt: instrument.expiresAt },
      });
  }

  async findInstrument(token: string): Promise<SandboxInstrument | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxInstruments)
      .where(eq(sandboxInstruments.token, token))
      .limit(1);
    return row ? revive<SandboxInstrument>(row.data) : undefined;
  }

  async insertPayment(payment: SandboxPayment): Promise<{ inserted: boolean; payment: SandboxPayment }> {
    const [row] = await this.db
      .insert(sandboxPayments)
      .values({
        id: payment.id,
        idempotencyKey: payment.idempotencyKey,
        status: payment.status,
        data: payment,
        createdAt: payment.createdAt,
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    if (row) return { inserted: true, payment: revive<SandboxPayment>(row.data) };
    const [existing] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, payment.idempotencyKey))
      .limit(1);
    if (!existing) throw new Error('sandbox payment insert conflicted but no row holds the key');
    return { inserted: false, payment: revive<SandboxPayment>(existing.data) };
  }

  async findPayment(id: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
    return row ? revive<SandboxPayment>(row.data) : undefined;
  }

  async updatePayment(
    id: string,
    expected: PaymentStatus,
    patch: Partial<SandboxPayment>,
  ): Promise<SandboxPayment | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
      if (!row || row.status !== expected) return undefined;
      const current = revive<SandboxPayment>(row.data);
      const updated: SandboxPayment = {
        ...current,
        ...patch,
        id: current.id,
        idempotencyKey: current.idempotencyKey,
      };
      // JSON has no undefined: a cleared field (e.g. action) must disappear, not linger.
      for (const [key, value] of Object.entries(patch))
        if (value === undefined) delete (updated as unknown as Record<string, unknown>)[key];
      const [written] = await tx
        .update(sandboxPayments)
        .set({ status: updated.status, data: updated })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, expected)))
        .returning();
      return written ? revive<SandboxPayment>(written.data) : undefined;
    });
  }

  async listPayments(): Promise<SandboxPayment[]> {
    const rows = await this.db.select().from(sandboxPayments).orderBy(asc(sandboxPayments.createdAt));
    return rows.map((r) => revive<SandboxPayment>(r.data));
  }

  async insertRefund(refund: SandboxRefund): Promise<{ inserted: boolean; refund: SandboxRefund }> {
    const [row] = await this.db
      .insert(sandboxRefunds)
      .values({
        id: refund.id,
        idempotencyKey: refund.idempotencyKey,
        paymentId: refund.paymentId,
        data: refund,
      })
      .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
      .returning();
    if (row) return { inserted: true, refund: revive<SandboxRefund>(row.data) };
    const [existing] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey))
      .limit(1);
    if (!existing) throw new Error('sandbox refund insert conflicted but no row holds the key');
    return { inserted: false, refund: revive<SandboxRefund>(existing.data) };
  }

  async appendEvent(event: SandboxEventRecord): Promise<void> {
    await this.db.insert(sandboxEvents).values(event).onConflictDoNothing({ target: sandboxEvents.id });
  }

  async listEvents(): Promise<SandboxEventRecord[]> {
    const rows = await this.db.select().from(sandboxEvents).orderBy(asc(sandboxEvents.seq));
    return rows.map(({ id, type, paymentId, createdAt, body }) => ({ id, type, paymentId, createdAt, body }));
  }
}
