import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { organisers } from '../schema/organisers';
import { organiserSessions } from '../schema/organiser-sessions';

export type OrganiserRow = typeof organisers.$inferSelect;
export type SessionRow = typeof organiserSessions.$inferSelect;

export async function insertSession(
  db: AppDatabase,
  row: { tokenHash: string; organiserId: number; csrfToken: string; now: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [session] = await db
    .insert(organiserSessions)
    .values({
      tokenHash: row.tokenHash,
      organiserId: row.organiserId,
      csrfToken: row.csrfToken,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning();
  return session!;
}

/** The session a cookie's token hash names, with its (not deleted) organiser. */
export async function findSessionByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<{ session: SessionRow; organiser: OrganiserRow } | null> {
  const [row] = await db
    .select({ session: organiserSessions, organiser: organisers })
    .from(organiserSessions)
    .innerJoin(organisers, eq(organisers.id, organiserSessions.organiserId))
    .where(and(eq(organiserSessions.tokenHash, tokenHash), eq(organisers.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: AppDatabase, id: number, at: Date): Promise<void> {
  await db.update(organiserSessions).set({ lastSeenAt: at }).where(eq(organiserSessions.id, id));
}

export async function deleteSession(db: AppDatabase, id: number): Promise<void> {
  await db.delete(organiserSessions).where(eq(organiserSessions.id, id));
}

/** Ends every session of an organiser, except one when given (the one making the change). */
export async function deleteSessionsOfOrganiser(
  db: Pick<AppDatabase, 'delete'>,
  organiserId: number,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .delete(organiserSessions)
    .where(
      exceptSessionId === undefined
        ? eq(organiserSessions.organiserId, organiserId)
        : and(eq(organiserSessions.organiserId, organiserId), ne(organiserSessions.id, exceptSessionId)),
    );
}

/** Removes an organiser's sessions that have ended (abandoned browsers), so the table does not grow. */
export async function deleteEndedSessions(db: AppDatabase, organiserId: number, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(organiserSessions)
    .where(
      and(
        eq(organiserSessions.organiserId, organiserId),
        or(lt(organiserSessions.expiresAt, now), lt(organiserSessions.lastSeenAt, new Date(now.getTime() - idleMs))),
      ),
    );
}
