import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisers } from './organisers';

// Server-side organiser sessions: the cookie holds a random token, the table only its SHA-256, so a
// leaked database cannot be replayed as cookies. Log-out and password reset delete rows.
export const organiserSessions = pgTable(
  'organiser_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    // Double-submit CSRF token bound to this session (sent back by the SPA in x-csrf-token).
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // Absolute end of the session whatever the activity (decision 060).
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('organiser_sessions_organiser_idx').on(t.organiserId)],
);

// One-time password reset links: only the hash of the emailed token is stored.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_organiser_idx').on(t.organiserId)],
);
