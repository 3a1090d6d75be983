import type { PresenceMember } from '../schemas/relay';

/** How long a looked-up name and picture is reused, and how many users' are kept (the oldest go first). */
export const PROFILE_CACHE = { ttlMs: 60_000, max: 5_000 } as const;

/**
 * Names and pictures for `members`, from the API's record of each user (ChatHooks.profilesOf), kept briefly per
 * user so that a busy lounge's listings do not each ask the API. Users the API does not know are remembered
 * as unknown for as long.
 */
export function profileCache(
  lookup: (eventId: string, uuids: readonly string[]) => Promise<readonly PresenceMember[]>,
  now: () => number,
  limits: { ttlMs: number; max: number } = PROFILE_CACHE,
) {
  const cache = new Map<string, { member: PresenceMember | null; until: number }>();
  const keyOf = (eventId: string, uuid: string) => `${eventId}\x1f${uuid}`;
  const keep = (key: string, member: PresenceMember | null, until: number) => {
    cache.delete(key);
    if (cache.size >= limits.max) cache.delete(cache.keys().next().value as string);
    cache.set(key, { member, until });
  };
  return async (eventId: string, uuids: string[]) => {
    const t = now();
    const found = new Map<string, PresenceMember>();
    const missing: string[] = [];
    for (const uuid of uuids) {
      const hit = cache.get(keyOf(eventId, uuid));
      if (!hit || hit.until <= t) missing.push(uuid);
      else if (hit.member) found.set(uuid, hit.member);
    }
    if (missing.length === 0) return found;
    const fetched = new Map((await lookup(eventId, missing)).map((m) => [m.uuid, m]));
    for (const uuid of missing) {
      const member = fetched.get(uuid) ?? null;
      keep(keyOf(eventId, uuid), member, t + limits.ttlMs);
      if (member) found.set(uuid, member);
    }
    return found;
  };
}
