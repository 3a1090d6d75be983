import { and, asc, count, desc, eq, gt, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { BADGES, GAME } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { GameConfigDoc, LeaderboardReply, LeaderboardTop } from '../../../schemas/game';
import type { Db } from '../../db/connect';
import { gameScores, users } from '../../db/schema';

/**
 * Who the leaderboard shows (002 §5): people with points, never badge -1 (non-participants), and no admins
 * when the game hides them (participant_config.hide_admins).
 */
function shown(eventId: string, config: GameConfigDoc): SQL {
  const conditions = [
    eq(gameScores.eventId, eventId),
    gt(gameScores.points, 0),
    not(sql`${users.badges} @> ${JSON.stringify([BADGES.NON_PARTICIPANT])}::jsonb`),
  ];
  if (isOn(config.participant_config?.hide_admins)) conditions.push(eq(users.isAdmin, false));
  return and(...conditions) as SQL;
}

/** Order of the board: more points first; on a tie, who reached them first (then a fixed order). */
const ORDER = [desc(gameScores.points), asc(gameScores.reachedAt), asc(gameScores.uuid)];

/** The first GAME.LEADERBOARD_TOP people of the event's game, ranked from 1. */
export async function leaderboardTop(
  db: Db,
  eventId: string,
  config: GameConfigDoc,
): Promise<LeaderboardTop> {
  const rows = await db
    .select({
      uuid: gameScores.uuid,
      points: gameScores.points,
      Firstname: users.firstname,
      Lastname: users.lastname,
      Picture: users.picture,
    })
    .from(gameScores)
    .innerJoin(users, eq(users.uuid, gameScores.uuid))
    .where(shown(eventId, config))
    .orderBy(...ORDER)
    .limit(GAME.LEADERBOARD_TOP);
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
}

/** The user's own place on the whole board, or null while they have no points or are left out of it. */
export async function leaderboardPlace(
  db: Db,
  eventId: string,
  config: GameConfigDoc,
  uuid: string,
): Promise<LeaderboardReply['me']> {
  const [mine] = await db
    .select({ points: gameScores.points, reachedAt: gameScores.reachedAt })
    .from(gameScores)
    .innerJoin(users, eq(users.uuid, gameScores.uuid))
    .where(and(shown(eventId, config), eq(gameScores.uuid, uuid)));
  if (!mine) return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(gameScores)
    .innerJoin(users, eq(users.uuid, gameScores.uuid))
    .where(
      and(
        shown(eventId, config),
        or(
          gt(gameScores.points, mine.points),
          and(eq(gameScores.points, mine.points), lt(gameScores.reachedAt, mine.reachedAt)),
          and(
            eq(gameScores.points, mine.points),
            eq(gameScores.reachedAt, mine.reachedAt),
            lt(gameScores.uuid, uuid),
          ),
        ),
      ),
    );
  return { rank: (ahead?.n ?? 0) + 1, points: mine.points };
}
