import { desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { supportAudit } from '../schema/support-audit';

export type SupportAuditRow = typeof supportAudit.$inferSelect;
export type SupportAuditStart = Pick<
  SupportAuditRow,
  'idempotencyKey' | 'operatorId' | 'operatorEmail' | 'action' | 'targetKind' | 'targetGuid' | 'collectionId' | 'why'
>;

/**
 * Writes the action's row before it runs. Null when the key already has a row: the same dialog
 * asked twice (a double click, a retry), so the caller answers that row and does nothing again.
 */
export async function startAudit(db: AppDatabase, row: SupportAuditStart): Promise<SupportAuditRow | null> {
  const [inserted] = await db.insert(supportAudit).values(row).onConflictDoNothing({ target: supportAudit.idempotencyKey }).returning();
  return inserted ?? null;
}

export async function findAuditByKey(db: AppDatabase, key: string): Promise<SupportAuditRow | null> {
  const [row] = await db.select().from(supportAudit).where(eq(supportAudit.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function finishAudit(
  db: AppDatabase,
  id: number,
  outcome: 'done' | 'refused' | 'failed',
  detail: string | null,
): Promise<SupportAuditRow> {
  const [row] = await db
    .update(supportAudit)
    .set({ outcome, detail, finishedAt: sql`now()` })
    .where(eq(supportAudit.id, id))
    .returning();
  if (!row) throw new Error('support audit row vanished');
  return row;
}

export function auditForTarget(db: AppDatabase, targetGuid: string) {
  return db.select().from(supportAudit).where(eq(supportAudit.targetGuid, targetGuid)).orderBy(desc(supportAudit.id)).limit(100);
}

export function auditForCollection(db: AppDatabase, collectionId: number) {
  return db.select().from(supportAudit).where(eq(supportAudit.collectionId, collectionId)).orderBy(desc(supportAudit.id)).limit(100);
}

export function recentAudit(db: AppDatabase, limit = 100) {
  return db.select().from(supportAudit).orderBy(desc(supportAudit.id)).limit(limit);
}
