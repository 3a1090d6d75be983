import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** Failed logins and other counted attempts, per key inside a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);

/** One-time tokens (magic links, single-sign-on tokens) that have been used, kept until they expire. */
export const usedTokens = pgTable('used_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One row per sign-in. A session token is accepted only while its login has not ended: sign-out ends it
 * (`signed_out`), and a newer login of an account that is not exempt from kick-out ends the older ones
 * (`superseded`). `address` is the client's address at sign-in: the account's known addresses.
 */
export const logins = pgTable(
  'logins',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userUuid: text('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<'signed_out' | 'superseded'>(),
  },
  (t) => [index('logins_user').on(t.userUuid, t.endedAt)],
);

/** Sign-ups waiting for their address to be confirmed: the account is made when the mailed link is used. */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_signups_expires').on(t.expiresAt)],
);
