import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';

/** What an operator watches of the queues, read for /metrics (telemetry/scrape-gauges.ts, decision 153). */
export type QueueFigures = {
  outboxPending: number;
  /** Seconds since the oldest unsent mail was queued; 0 when none waits. */
  outboxOldestSeconds: number;
  outboxFailed: number;
  paymentsToReconcile: number;
  paymentsReconcileLagSeconds: number;
  redemptionsToReconcile: number;
  redemptionsReconcileLagSeconds: number;
  deliveriesDue: number;
};

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * One round trip, each part on a partial or status index. Reconciliation's share is what it has
 * left waiting longer than its grace: payments still `created` or `pending` at the provider (not
 * `requires_action`, which waits for the payer) and redemptions still processing; its lag is how
 * long the oldest of those has gone untouched (a pass touches what it asks about).
 */
export async function queueFigures(db: AppDatabase, reconcileGraceMs: number): Promise<QueueFigures> {
  const grace = sql`now() - make_interval(secs => ${reconcileGraceMs / 1000})`;
  const result = await db.execute(sql`
    select
      (select count(*) from email_outbox where status = 'pending') as "outboxPending",
      (select extract(epoch from now() - min(created_at)) from email_outbox where status = 'pending') as "outboxOldestSeconds",
      (select count(*) from email_outbox where status = 'failed') as "outboxFailed",
      p.count as "paymentsToReconcile",
      extract(epoch from now() - p.oldest) as "paymentsReconcileLagSeconds",
      r.count as "redemptionsToReconcile",
      extract(epoch from now() - r.oldest) as "redemptionsReconcileLagSeconds",
      (select count(*) from deliveries where status = 'scheduled' and scheduled_at <= now()) as "deliveriesDue"
    from
      (select count(*) as count, min(updated_at) as oldest from payments
        where status in ('created', 'pending') and updated_at < ${grace}) p,
      (select count(*) as count, min(updated_at) as oldest from redemptions
        where status = 'processing' and updated_at < ${grace}) r
  `);
  const row = (result as unknown as { rows: Record<keyof QueueFigures, unknown>[] }).rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Math.max(0, toNumber(value))])) as QueueFigures;
}
