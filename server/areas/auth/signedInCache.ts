import type { Db } from '../../db/connect';
import { type EventRow, findEventById } from '../events/queries';
import { findSignedIn, type LoginRef, type SignedIn } from './logins';

/** What makes cached sign-ins stale: a login that ended, an account that changed, an event that changed. */
export type Staleness =
  | { kind: 'login'; loginId: string }
  | { kind: 'user'; eventId: string; uuid: string }
  | { kind: 'event'; eventId: string };

/**
 * How one API process tells the others (and itself) that cached sign-ins are stale: in memory within one process,
 * through Redis between processes (server/realtime/redisInvalidations.ts).
 */
export interface InvalidationBus {
  publish(stale: Staleness): Promise<void>;
  subscribe(handler: (stale: Staleness) => void): void;
}

/** One process only: what is published is handled at once, in this process. */
export function localInvalidationBus(): InvalidationBus {
  const handlers: ((stale: Staleness) => void)[] = [];
  return {
    async publish(stale) {
      for (const handler of handlers) handler(stale);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
  };
}

/** How long a sign-in read from the database is trusted without being told it changed (changes made by hand). */
export const SIGNED_IN_TTL_MS = 10_000;
/** Bound of the entries kept; the oldest go first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  readonly at: number;
  readonly eventId: string;
  readonly uuid: string;
  readonly found: Promise<SignedIn>;
}

export type SignedInCache = ReturnType<typeof createSignedInCache>;

/**
 * The account, event and login state a session token names, kept in memory for a few seconds so that the
 * requests of a signed-in browser do not read the database each time. Exact on sign-out, a newer login, and a
 * change of the account or the event: those publish a staleness on the bus, which drops the entries at once in
 * every process. An entry is kept from the moment its read starts, so a staleness also drops a read under way
 * (answered, never kept). Concurrent requests of one login share one read.
 */
export function createSignedInCache(
  db: Db,
  clock: { now(): number },
  bus: InvalidationBus,
  ttlMs = SIGNED_IN_TTL_MS,
) {
  const entries = new Map<string, Entry>();
  // The events, read once per TTL: every sign-in of an event names the same row.
  const eventRows = new Map<string, { at: number; row: Promise<EventRow> }>();
  const eventOf = (eventId: string) => {
    const now = clock.now();
    const kept = eventRows.get(eventId);
    if (kept && now >= kept.at && now - kept.at < ttlMs) return kept.row;
    const row = findEventById(db, eventId);
    const entry = { at: now, row };
    eventRows.set(eventId, entry);
    row.catch(() => eventRows.get(eventId) === entry && eventRows.delete(eventId));
    return row;
  };
  // The login ids of each account, so that a changed account drops its entries without a scan.
  const byAccount = new Map<string, Set<string>>();
  const accountKey = (eventId: string, uuid: string) => `${eventId}/${uuid}`;

  const drop = (loginId: string, only?: Entry) => {
    const e = entries.get(loginId);
    if (!e || (only && e !== only)) return;
    entries.delete(loginId);
    const key = accountKey(e.eventId, e.uuid);
    byAccount.get(key)?.delete(loginId);
    if (byAccount.get(key)?.size === 0) byAccount.delete(key);
  };
  bus.subscribe((stale) => {
    if (stale.kind === 'login') drop(stale.loginId);
    else if (stale.kind === 'user')
      for (const loginId of [...(byAccount.get(accountKey(stale.eventId, stale.uuid)) ?? [])]) drop(loginId);
    else {
      eventRows.delete(stale.eventId);
      for (const [loginId, e] of entries) if (e.eventId === stale.eventId) drop(loginId);
    }
  });

  return {
    find(login: LoginRef): Promise<SignedIn> {
      const now = clock.now();
      const kept = entries.get(login.loginId);
      // A clock set back (tests, a corrected system clock) makes an entry stale, never younger.
      const fresh = kept !== undefined && now >= kept.at && now - kept.at < ttlMs;
      if (fresh && kept.uuid === login.uuid && kept.eventId === login.eventId) return kept.found;
      drop(login.loginId);
      const found = findSignedIn(db, login, eventOf);
      const entry: Entry = { at: now, eventId: login.eventId, uuid: login.uuid, found };
      entries.set(login.loginId, entry);
      const key = accountKey(login.eventId, login.uuid);
      byAccount.set(key, (byAccount.get(key) ?? new Set()).add(login.loginId));
      // Only a login that is on is kept.
      found.then(
        (result) => (result.ok ? undefined : drop(login.loginId, entry)),
        () => drop(login.loginId, entry),
      );
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      return found;
    },
    /** Tells every process that cached sign-ins are stale (after the change is written). */
    stale: (what: Staleness) => bus.publish(what),
  };
}
