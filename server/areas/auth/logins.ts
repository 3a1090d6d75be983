import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { logins, users } from '../../db/schema';
import { type EventRow, findEventById } from '../events/queries';
import type { UserRow } from './users';

export type LoginEndReason = 'signed_out' | 'superseded';

/** Who a session token names: its account, event and login. */
export interface LoginRef {
  eventId: string;
  uuid: string;
  loginId: string;
}

/**
 * Records a new login. With `supersede` (an account that is not exempt from kick-out) the account's other
 * logins end; their ids are returned.
 */
export async function startLogin(
  db: Db,
  at: Date,
  login: LoginRef & { address: string },
  supersede: boolean,
): Promise<string[]> {
  await db.insert(logins).values({
    id: login.loginId,
    eventId: login.eventId,
    userUuid: login.uuid,
    address: login.address,
    createdAt: at,
  });
  if (!supersede) return [];
  const ended = await db
    .update(logins)
    .set({ endedAt: at, endReason: 'superseded' })
    .where(and(eq(logins.userUuid, login.uuid), isNull(logins.endedAt), ne(logins.id, login.loginId)))
    .returning({ id: logins.id });
  return ended.map((r) => r.id);
}

/** Ends one login of the account; false when it had ended already (or is not the account's). */
export async function endLogin(db: Db, at: Date, login: LoginRef, reason: LoginEndReason) {
  const ended = await db
    .update(logins)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(logins.id, login.loginId), eq(logins.userUuid, login.uuid), isNull(logins.endedAt)))
    .returning({ id: logins.id });
  return ended.length > 0;
}

/** Whether the login exists for this account of this event and has not ended. */
export async function isLoginActive(db: Db, login: LoginRef): Promise<boolean> {
  const [row] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(
      and(
        eq(logins.id, login.loginId),
        eq(logins.userUuid, login.uuid),
        eq(logins.eventId, login.eventId),
        isNull(logins.endedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the account signed in from this address since `since`: one of its known addresses. */
export async function isKnownAddress(db: Db, uuid: string, address: string, since: Date) {
  const [row] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(and(eq(logins.userUuid, uuid), eq(logins.address, address), gte(logins.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export type SignedIn =
  | { ok: true; user: UserRow; event: EventRow }
  | { ok: false; reason: LoginEndReason | 'unknown' };

/**
 * The account, its event and the state of the login a session token names: the account and the login in one
 * query, the event through `eventOf` (the same row for everyone of an event, so callers may keep it in memory).
 */
export async function findSignedIn(
  db: Db,
  login: LoginRef,
  eventOf: (eventId: string) => Promise<EventRow> = (id) => findEventById(db, id),
): Promise<SignedIn> {
  const [[row], event] = await Promise.all([
    db
      .select({ user: users, endedAt: logins.endedAt, endReason: logins.endReason, id: logins.id })
      .from(users)
      .leftJoin(
        logins,
        and(eq(logins.id, login.loginId), eq(logins.userUuid, users.uuid), eq(logins.eventId, users.eventId)),
      )
      .where(and(eq(users.eventId, login.eventId), eq(users.uuid, login.uuid)))
      .limit(1),
    eventOf(login.eventId),
  ]);
  if (!row || row.id === null) return { ok: false, reason: 'unknown' };
  if (row.endedAt !== null) return { ok: false, reason: row.endReason ?? 'signed_out' };
  return { ok: true, user: row.user, event };
}
