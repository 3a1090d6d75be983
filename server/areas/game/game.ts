import { BadRequest, Forbidden, NotFound } from '../../../schemas/errors';
import { PROGRAM_TEXT } from '../../../schemas/program';
import { isOn } from '../../../schemas/eventConfig';
import type { GameActionReply, GameActionRequest, GameReply, LeaderboardReply } from '../../../schemas/game';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { findExhibitor } from '../exhibitors/queries';
import { mayOpen } from '../program/access';
import { listedItem } from '../program/itemLookup';
import { eventGame } from './eventGame';
import { leaderboardPlace, leaderboardTop } from './leaderboard';
import { completedTasks, type GameTasks, pointsOf } from './tasks';
import type { ProgramItems } from '../program/programMemory';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export type Game = ReturnType<typeof createGame>;

const GAME_TEXT = {
  NO_GAME: 'This event has no game',
  NO_LEADERBOARD: 'This game shows no leaderboard',
  NO_ITEM: 'No such item',
} as const;

const numericId = (itemId: string) => {
  const n = Number(itemId);
  if (Number.isInteger(n) && n > 0) return n;
  throw new BadRequest({
    message: 'itemId must be a number here',
    fields: [{ path: 'itemId', message: 'a number' }],
  });
};

/** A media address without its query (signatures change): the same media, one id. */
const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The custom menu entries of the event: custom screens and their child pages by id, custom links by address. */
function customMenuIds(event: EventRow): Set<string> {
  const screens = event.config.custom_html_screens ?? [];
  const children = screens
    .flatMap((s) => s.child_pages ?? [])
    .flatMap((c) => {
      const id = typeof c === 'object' && c !== null ? (c as { id?: unknown }).id : undefined;
      return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
    });
  return new Set([
    ...screens.map((s) => String(s.id)),
    ...children,
    ...(event.config.menu_config?.custom_links ?? []).map((l) => l.href),
  ]);
}

/**
 * The event's game (002 §2, §5): its configuration, tasks, what this user completed and their points; the
 * leaderboard; and the actions only the browser sees, each checked against what the server knows.
 */
export function createGame(db: Db, program: ProgramItems, tasks: GameTasks) {
  /** Whether the browser's action names a real item the user may reach; throws 404 when it does not. */
  async function assertItem({ event, user }: Actor, action: GameActionRequest) {
    switch (action.kind) {
      case 'CUSTOM_MENU_CLICK':
        if (!customMenuIds(event).has(action.itemId)) throw new NotFound({ message: GAME_TEXT.NO_ITEM });
        return;
      case 'VIEW_POSTER': {
        const found = await listedItem(program, event.id, user, { session_id: numericId(action.itemId) });
        if (!mayOpen(user, found.sessionId, found.entities))
          throw new Forbidden({ message: PROGRAM_TEXT.LOCKED });
        if ((found.item.poster_links_array?.length ?? 0) === 0)
          throw new NotFound({ message: GAME_TEXT.NO_ITEM });
        return;
      }
      case 'VIEW_MEDIA':
      case 'VISIT_ROOM': {
        const slash = action.itemId.indexOf('/');
        const compId = slash < 0 ? action.itemId : action.itemId.slice(0, slash);
        const media = slash < 0 ? '' : action.itemId.slice(slash + 1);
        const doc = await findExhibitor(db, event.id, numericId(compId ?? ''));
        if (!doc) throw new NotFound({ message: GAME_TEXT.NO_ITEM });
        if (action.kind === 'VIEW_MEDIA') {
          const { youtube, pdf, links } = doc.media;
          const urls = [...youtube, ...pdf, ...links].map((m) => withoutQuery(m.data.url ?? ''));
          if (media === '' || !urls.includes(withoutQuery(media)))
            throw new NotFound({ message: GAME_TEXT.NO_ITEM });
        }
        return;
      }
    }
  }

  return {
    async forEvent(event: EventRow, uuid: string): Promise<GameReply> {
      const game = await eventGame(db, event);
      if (!game) return { config: null, tasks: [], completed: [], points: 0 };
      return {
        ...game,
        completed: await completedTasks(db, event.id, uuid),
        points: await pointsOf(db, event.id, uuid),
      };
    },

    /** The top and the user's place; 404 when the event has no game or hides its leaderboard. */
    async leaderboard({ event, user }: Actor): Promise<LeaderboardReply> {
      const game = await eventGame(db, event);
      if (!game) throw new NotFound({ message: GAME_TEXT.NO_GAME });
      if (isOn(event.config.hide_gamification_leaderboard))
        throw new NotFound({ message: GAME_TEXT.NO_LEADERBOARD });
      return {
        top: await leaderboardTop(db, event.id, game.config),
        me: await leaderboardPlace(db, event.id, game.config, user.uuid),
      };
    },

    async act(actor: Actor, action: GameActionRequest): Promise<GameActionReply> {
      await assertItem(actor, action);
      const outcome = await tasks.complete(actor.event, actor.user, action);
      const points = outcome.points ?? (await pointsOf(db, actor.event.id, actor.user.uuid));
      return { earned: outcome.earned, points };
    },
  };
}
