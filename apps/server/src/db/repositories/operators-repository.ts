import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { organisers } from '../schema/organisers';

/** Gives an account the operator role, or takes it away (decision 155); false when no such account. */
export async function setOperatorRole(db: AppDatabase, email: string, role: 'support' | null): Promise<boolean> {
  const rows = await db
    .update(organisers)
    .set({ operatorRole: role, updatedAt: new Date() })
    .where(and(sql`lower(${organisers.email}) = ${email.trim().toLowerCase()}`, eq(organisers.isDeleted, false)))
    .returning({ id: organisers.id });
  return rows.length > 0;
}

export function listOperators(db: AppDatabase) {
  return db
    .select({ email: organisers.email, role: organisers.operatorRole })
    .from(organisers)
    .where(and(isNotNull(organisers.operatorRole), eq(organisers.isDeleted, false)))
    .orderBy(asc(organisers.email));
}
