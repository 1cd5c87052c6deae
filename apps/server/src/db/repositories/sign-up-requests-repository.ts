import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { signUpRequests } from '../schema/sign-up-requests';
import { insertOrganiser } from './organiser-accounts-repository';
import type { OrganiserRow } from './organiser-sessions-repository';

export type SignUpRequestInsert = {
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  market: string;
  passwordHash: string;
  expiresAt: Date;
};

/** Stores a sign-up waiting for its link. */
export async function insertSignUpRequest(db: AppDatabase, row: SignUpRequestInsert): Promise<void> {
  await db.insert(signUpRequests).values({ ...row, email: row.email.toLowerCase() });
}

/** Expired sign-ups hold password hashes of people who never came back: no reason to keep them. */
export async function deleteExpiredSignUpRequests(db: AppDatabase, now: Date): Promise<void> {
  await db.delete(signUpRequests).where(lte(signUpRequests.expiresAt, now));
}

/**
 * Spends a sign-up link and creates its account in one transaction. The DELETE that checks the token
 * is unexpired is the one that removes it, so two racing uses cannot both win; the other pending
 * sign-ups of the address go too. Null when the link is unknown, used or expired, or when the address
 * got an account meanwhile (that account is left as it is).
 */
export async function redeemSignUpRequest(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<OrganiserRow | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .delete(signUpRequests)
      .where(and(eq(signUpRequests.tokenHash, tokenHash), gt(signUpRequests.expiresAt, now)))
      .returning();
    if (!request) return null;
    await tx.delete(signUpRequests).where(eq(signUpRequests.email, request.email));
    const { email, firstName, lastName, market, passwordHash } = request;
    return insertOrganiser(tx, { email, firstName, lastName, market, passwordHash });
  });
}
