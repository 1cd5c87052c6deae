import { timestamp } from 'drizzle-orm/pg-core';

// Every row records when it was made and last changed; timestamps are always UTC instants.
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
