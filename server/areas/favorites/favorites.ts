import { Conflict, NotFound } from '../../../schemas/errors';
import {
  FAVORITE_TEXT,
  type Favorite,
  type FavoriteParams,
  type FavoritesReply,
} from '../../../schemas/favorite';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { type ItemSelector, listedItem } from '../program/itemLookup';
import {
  addFavorite,
  listFavorites,
  removeFavorite,
  type SavedIds,
  savedItemDocs,
  savedItemTimes,
} from './queries';
import type { ProgramItems } from '../program/programMemory';

export type Favorites = ReturnType<typeof createFavorites>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

/** The session ids of the user's force_into_itinerary (a comma list). */
export const forcedSessionIds = (user: UserRow): string[] => [
  ...new Set(
    user.forceIntoItinerary
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s)),
  ),
];

const numeric = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null);

const SELECTOR: Record<Exclude<FavoriteParams['entity_type'], 'networking_lounge'>, keyof ItemSelector> = {
  session: 'session_id',
  officeHour: 'session_id',
  abstract: 'ab_id',
  program: 'program_id',
};

/** Saved items (000 §4 "Favorites"): only items of the event the user may know of; forced sessions stay. */
export function createFavorites(db: Db, program: ProgramItems) {
  /** Refuses an item that does not exist in the event or that is hidden from this user. */
  async function assertSavable({ event, user }: Actor, p: FavoriteParams): Promise<void> {
    if (p.entity_type === 'networking_lounge') {
      const lounges = event.config.lobbies ?? [];
      if (!lounges.some((l) => typeof l !== 'string' && String(l.id) === p.entity_id))
        throw new NotFound({ message: 'Lounge not found' });
      return;
    }
    const id = numeric(p.entity_id);
    if (id === null) throw new NotFound({ message: FAVORITE_TEXT.UNKNOWN });
    const found = await listedItem(program, event.id, user, { [SELECTOR[p.entity_type]]: id });
    if (p.entity_type === 'officeHour' && (found.item.office_hours ?? []).length === 0)
      throw new NotFound({ message: 'This session has no office hours' });
  }

  /** The saved items, forced sessions included, as stored (without titles and times). */
  async function savedOf({ event, user }: Actor): Promise<Favorite[]> {
    const forced = forcedSessionIds(user);
    const saved: Favorite[] = (await listFavorites(db, event.id, user.uuid)).map((r) => ({
      entity_type: r.entityType as Favorite['entity_type'],
      entity_id: r.entityId,
      forced: r.entityType === 'session' && forced.includes(r.entityId),
    }));
    const extra: Favorite[] = forced
      .filter((id) => !saved.some((f) => f.entity_type === 'session' && f.entity_id === id))
      .map((id) => ({ entity_type: 'session', entity_id: id, forced: true }));
    return [...saved, ...extra];
  }

  /** The ids of the saved program items, by kind. */
  function savedIds(list: readonly Favorite[]): SavedIds {
    const idsOf = (type: string) => list.filter((f) => f.entity_type === type).map((f) => f.entity_id);
    return {
      session: idsOf('session').filter((id) => numeric(id) !== null),
      abstract: idsOf('abstract'),
      program: idsOf('program'),
    };
  }

  /** The title and times of each saved program item, read in one query. */
  async function withTimes(eventId: string, list: Favorite[]): Promise<Favorite[]> {
    const rows = await savedItemTimes(db, eventId, savedIds(list));
    const byKey = new Map(
      rows.map((r) => [
        r.kind === 'abstract'
          ? `abstract:${r.abId}`
          : r.kind === 'program'
            ? `program:${r.programId}`
            : `session:${r.sessionId}`,
        r,
      ]),
    );
    return list.map((f) => {
      const row = byKey.get(`${f.entity_type}:${f.entity_id}`);
      if (!row) return f;
      return {
        ...f,
        title: row.title,
        session_id: row.sessionId,
        ...(row.start !== null ? { start_time_unix: row.start } : {}),
        ...(row.end !== null ? { end_time_unix: row.end } : {}),
      };
    });
  }

  const keyOf = ({ event, user }: Actor, p: FavoriteParams) => ({
    eventId: event.id,
    uuid: user.uuid,
    entityType: p.entity_type,
    entityId: p.entity_id,
  });

  return {
    async list(actor: Actor): Promise<FavoritesReply> {
      return { favorites: await withTimes(actor.event.id, await savedOf(actor)) };
    },

    /** The whole documents of the saved program items, by start (for the calendar file). */
    async savedDocs(actor: Actor) {
      return savedItemDocs(db, actor.event.id, savedIds(await savedOf(actor)));
    },

    async add(actor: Actor, p: FavoriteParams): Promise<void> {
      await assertSavable(actor, p);
      await addFavorite(db, keyOf(actor, p));
    },

    async remove(actor: Actor, p: FavoriteParams): Promise<void> {
      if (p.entity_type === 'session' && forcedSessionIds(actor.user).includes(p.entity_id))
        throw new Conflict({ message: FAVORITE_TEXT.FORCED });
      await removeFavorite(db, keyOf(actor, p));
    },
  };
}
