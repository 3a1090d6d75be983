import { Forbidden } from '../../../schemas/errors';
import { PROGRAM_TEXT } from '../../../schemas/program';
import type { RatingFigures, RatingParams, RatingsReply, RatingType } from '../../../schemas/rating';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { mayOpen } from '../program/access';
import { type ItemSelector, listedItem } from '../program/itemLookup';
import { ratingFigures, setRating } from './queries';
import type { ProgramItems } from '../program/programMemory';

export type Ratings = ReturnType<typeof createRatings>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

const SELECTOR: Record<RatingType, keyof ItemSelector> = {
  session: 'session_id',
  abstract: 'ab_id',
  program: 'program_id',
};

/** Ratings in half stars (000 §4 "Ratings"): of items the user may open; 0 removes; aggregates per item. */
export function createRatings(db: Db, program: ProgramItems) {
  return {
    async list({ event, user }: Actor): Promise<RatingsReply> {
      const { totals, mine } = await ratingFigures(db, event.id, user.uuid);
      const key = (type: string, id: string) => `${type}/${id}`;
      const own = new Map(mine.map((m) => [key(m.entityType, m.entityId), m.halves / 2]));
      return {
        ratings: totals.map((t) => ({
          entity_type: t.entityType as RatingType,
          entity_id: t.entityId,
          value: own.get(key(t.entityType, t.entityId)) ?? 0,
          count: t.count,
          total: t.totalHalves / 2,
        })),
      };
    },

    async rate({ event, user }: Actor, p: RatingParams, value: number): Promise<RatingFigures> {
      const found = await listedItem(program, event.id, user, {
        [SELECTOR[p.entity_type]]: Number(p.entity_id),
      });
      if (!mayOpen(user, found.sessionId, found.entities))
        throw new Forbidden({ message: PROGRAM_TEXT.LOCKED });
      const totals = await setRating(
        db,
        { eventId: event.id, uuid: user.uuid, entityType: p.entity_type, entityId: p.entity_id },
        Math.round(value * 2),
      );
      return { ...p, value, count: totals.count, total: totals.totalHalves / 2 };
    },
  };
}
