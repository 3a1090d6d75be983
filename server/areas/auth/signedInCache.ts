import type { Db } from '../../db/connect';
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
 * every process. A read that was under way when something went stale is not kept. Concurrent requests of one
 * login share one read.
 */
export function createSignedInCache(
  db: Db,
  clock: { now(): number },
  bus: InvalidationBus,
  ttlMs = SIGNED_IN_TTL_MS,
) {
  const entries = new Map<string, Entry>();
  // Bumped by every staleness: a read started before it is answered but not kept.
  let generation = 0;

  const dropWhere = (stale: (e: Entry, loginId: string) => boolean) => {
    for (const [loginId, e] of entries) if (stale(e, loginId)) entries.delete(loginId);
  };
  bus.subscribe((stale) => {
    generation += 1;
    if (stale.kind === 'login') entries.delete(stale.loginId);
    else if (stale.kind === 'user') dropWhere((e) => e.eventId === stale.eventId && e.uuid === stale.uuid);
    else dropWhere((e) => e.eventId === stale.eventId);
  });

  return {
    find(login: LoginRef): Promise<SignedIn> {
      const now = clock.now();
      const kept = entries.get(login.loginId);
      // A clock set back (tests, a corrected system clock) makes an entry stale, never younger.
      const fresh = kept !== undefined && now >= kept.at && now - kept.at < ttlMs;
      if (fresh && kept.uuid === login.uuid && kept.eventId === login.eventId) return kept.found;
      const started = generation;
      const found = findSignedIn(db, login);
      const entry: Entry = { at: now, eventId: login.eventId, uuid: login.uuid, found };
      entries.set(login.loginId, entry);
      const forget = () => {
        if (entries.get(login.loginId) === entry) entries.delete(login.loginId);
      };
      found.then((result) => {
        // Only a login that is on, read with nothing gone stale meanwhile, is kept.
        if (!result.ok || generation !== started) forget();
      }, forget);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return found;
    },
    /** Tells every process that cached sign-ins are stale (after the change is written). */
    stale: (what: Staleness) => bus.publish(what),
  };
}
