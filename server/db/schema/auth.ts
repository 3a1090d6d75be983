import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed logins, counted per address and per account inside a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);

/** One-time tokens (magic links) that have been used, kept until they expire. */
export const usedTokens = pgTable('used_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
