import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A sign-up waiting for its emailed link (decision 097). The account is made only when the link is
// opened, so a sign-up never reveals whether the address already has one, and nobody can claim an
// address they cannot read. Only the token's SHA-256 is stored; the row goes once used or expired.
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    market: text('market').notNull(),
    // argon2 hash of the chosen password, moved to the account on confirmation.
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_up_requests_email_idx').on(t.email),
    index('sign_up_requests_expires_idx').on(t.expiresAt),
  ],
);
