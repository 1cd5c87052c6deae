import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const organisers = pgTable('organisers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guid: uuid('guid').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // argon2 hash; null until the organiser sets a password (e.g. accounts created by invitation).
  passwordHash: text('password_hash'),
  market: text('market').notNull().default('US'),
  // Profile picture, an upload served by the account routes (null until one is chosen).
  pictureUrl: text('picture_url'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  // 'support' opens the support console (decision 155); null for every organiser. Granted only by
  // `npm run operator -- grant <email>` on the server (or the demo's seed), never through the API.
  operatorRole: text('operator_role'),
  ...timestamps,
});
