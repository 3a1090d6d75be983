import { isOn } from '../../../schemas/eventConfig';
import { LOBBY, type LobbyActivityJson } from '../../../schemas/lobby';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { postAuthor } from './author';
import * as q from './queries';
import { isVisible, type PostRow, type Reading } from './rules';

interface Actor {
  event: EventRow;
  user: UserRow;
}

/** The first post of a reply's thread (a reply at level 2 names it as its grandparent). */
const threadOf = (post: PostRow): string =>
  post.level === 0
    ? post.id
    : post.level === 1
      ? (post.parentId ?? post.id)
      : (post.grandParentId ?? post.id);

export type WallActivity = ReturnType<typeof createWallActivity>;

/**
 * The lobby's activity feed (000 §2): the newest wall posts and replies the user may see there, by the wall's
 * own rules (001 §5), a reply only while the post it belongs to is visible too. Nothing when the event hides its
 * discussion board. Reads newest first in batches, a bounded number of them.
 */
export function createWallActivity(db: Db, clock: { now(): number }) {
  return {
    async newest({ event, user }: Actor, limit: number = LOBBY.ACTIVITY_SIZE): Promise<LobbyActivityJson[]> {
      if (isOn(event.config.hide_discussion_board)) return [];
      const found: PostRow[] = [];
      let after: q.PostCursor | null = null;
      for (let batch = 0; batch < LOBBY.ACTIVITY_MAX_BATCHES && found.length < limit; batch++) {
        const rows = await q.newestPosts(db, event.id, after, LOBBY.ACTIVITY_BATCH);
        const threadIds = [...new Set(rows.filter((r) => r.level > 0).map(threadOf))];
        const known = new Map(rows.map((r) => [r.id, r]));
        const missing = threadIds.filter((id) => !known.has(id));
        for (const t of await q.postsByIds(db, event.id, missing)) known.set(t.id, t);
        const sessions = [
          ...new Set([...known.values()].flatMap((r) => (r.sessionId === null ? [] : [r.sessionId]))),
        ];
        const reading: Reading = {
          viewer: user,
          event,
          now: clock.now(),
          sessionEnds: await q.sessionEnds(db, event.id, sessions),
        };
        for (const row of rows) {
          if (found.length >= limit) break;
          const thread = known.get(threadOf(row));
          if (isVisible(row, reading) && thread !== undefined && isVisible(thread, reading)) found.push(row);
        }
        const last = rows.at(-1);
        if (!last || rows.length < LOBBY.ACTIVITY_BATCH) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
      const authors = new Map(
        (await q.authorsOf(db, [...new Set(found.map((r) => r.authorUuid))])).map((a) => [a.uuid, a]),
      );
      const titles = await q.sessionTitles(db, event.id, [
        ...new Set(found.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId]))),
      ]);
      return found.map((r) => {
        return {
          id: r.id,
          kind: r.level === 0 ? 'post' : 'reply',
          post_id: threadOf(r),
          author: postAuthor(r.authorUuid, authors.get(r.authorUuid)),
          created_timestamp: Math.floor(r.createdAt.getTime() / 1000),
          body: r.body,
          image_count: r.images.length,
          ...(r.sessionId !== null
            ? { session_id: r.sessionId, session_title: titles.get(r.sessionId) ?? '' }
            : {}),
        };
      });
    },
  };
}
