import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { organisers } from '../schema/organisers';
import { passwordResetTokens } from '../schema/organiser-sessions';
import { deleteSessionsOfOrganiser, type OrganiserRow } from './organiser-sessions-repository';

/** Emails are compared without regard to case (stored lower-case since sign-up). */
export async function findOrganiserByEmail(db: AppDatabase, email: string): Promise<OrganiserRow | null> {
  const [row] = await db
    .select()
    .from(organisers)
    .where(and(sql`lower(${organisers.email}) = ${email.toLowerCase()}`, eq(organisers.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** Inserts a new organiser; null when the email is already taken (unique constraint). */
export async function insertOrganiser(
  db: Pick<AppDatabase, 'insert'>,
  input: { email: string; firstName: string; lastName: string; market: string; passwordHash: string },
): Promise<OrganiserRow | null> {
  const [row] = await db
    .insert(organisers)
    .values({ guid: randomUUID(), ...input, email: input.email.toLowerCase() })
    .onConflictDoNothing({ target: organisers.email })
    .returning();
  return row ?? null;
}

export async function updateOrganiserProfile(
  db: AppDatabase,
  id: number,
  changes: { firstName?: string; lastName?: string; market?: string; pictureUrl?: string | null },
): Promise<OrganiserRow | null> {
  const [row] = await db
    .update(organisers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(organisers.id, id), eq(organisers.isDeleted, false)))
    .returning();
  return row ?? null;
}

export async function insertPasswordResetToken(
  db: AppDatabase,
  row: { tokenHash: string; organiserId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * The organiser a reset token can still be used for, without spending it: the new password is
 * checked against their own email and name before the reset happens.
 */
export async function findOrganiserByResetToken(db: AppDatabase, tokenHash: string, now: Date): Promise<OrganiserRow | null> {
  const [row] = await db
    .select({ organiser: organisers })
    .from(passwordResetTokens)
    .innerJoin(organisers, eq(organisers.id, passwordResetTokens.organiserId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(organisers.isDeleted, false),
      ),
    )
    .limit(1);
  return row?.organiser ?? null;
}

/**
 * Spends a reset token and sets the new password in one transaction: the token must be unused and
 * unexpired, and is marked used by the same UPDATE that checks it, so two racing uses cannot both
 * win. Every session of the organiser ends (whoever had the old password is signed out).
 */
export async function redeemPasswordResetToken(
  db: AppDatabase,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<OrganiserRow | null> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!token) return null;
    const [organiser] = await tx
      .update(organisers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(organisers.id, token.organiserId), eq(organisers.isDeleted, false)))
      .returning();
    if (!organiser) return null;
    // Other links sent before this one die with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.organiserId, organiser.id), isNull(passwordResetTokens.usedAt)));
    await deleteSessionsOfOrganiser(tx, organiser.id);
    return organiser;
  });
}
