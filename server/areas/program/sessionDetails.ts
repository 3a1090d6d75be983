import { Forbidden, NotFound } from '../../../schemas/errors';
import { type FilterReplyJson, PROGRAM_TEXT, type SessionCompleteReply } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import { mayOpen } from './access';
import { productComplete } from './complete';
import type { Completion } from './completion';
import { type ItemSelector, itemsOf } from './itemLookup';
import { awarenessOutcomes, hasProduct } from './queries';
import type { ProgramItems } from './programMemory';
import { visibleMedia } from './visibleMedia';
import { withRoomLimits } from '../../video/roomLimits';

export interface ProgramActor {
  event: EventRow;
  user: UserRow;
}

export type SessionDetails = ReturnType<typeof createSessionDetails>;

/**
 * The items of one session as the user may see them: media the user's pass does not allow left out, the
 * media addresses left signed until the earliest time one of them must stop working, and the capacities of
 * their video rooms no more than one room holds (`roomMax`).
 */
function entitiesFor(
  user: UserRow,
  now: number,
  entities: readonly SessionItemDoc[],
  signer: MediaSigner,
  roomMax: number | null,
) {
  const visible = entities.map((d) => visibleMedia(withRoomLimits(d, roomMax), user, now));
  const expires = signer.expiry(now, Math.min(...visible.map((v) => v.until ?? Number.POSITIVE_INFINITY)));
  return Object.fromEntries(visible.map(({ doc }) => [doc._id, signMediaIn(doc, signer, expires)]));
}

/** The program's per-item calls: a session's details (the filter call), the completion check and the awareness read. */
export function createSessionDetails(
  db: Db,
  program: ProgramItems,
  clock: { now(): number },
  mediaSigner: MediaSigner,
  completion: Completion,
  /** The most people one video room holds (roomLimits.ts); null: the configured capacities. */
  roomMax: number | null = null,
) {
  return {
    async filter({ event, user }: ProgramActor, q: ItemSelector): Promise<FilterReplyJson> {
      const { entities, sessionId } = await itemsOf(program, event.id, q);
      if (!mayOpen(user, sessionId, entities)) throw new Forbidden({ message: PROGRAM_TEXT.LOCKED });
      return {
        entities: entitiesFor(user, clock.now(), entities, mediaSigner, roomMax),
        persons: await program.persons(event.id, entities),
      };
    },

    async complete(
      { event, user }: ProgramActor,
      q: { sid?: number; productid?: string },
    ): Promise<SessionCompleteReply> {
      if (q.sid !== undefined) {
        const docs = await program.sessionDocs(event.id, q.sid);
        const session = docs.find((d) => d.internal_type === 'session');
        if (!session) throw new NotFound({ message: 'Session not found' });
        return completion.check(event, user, session, docs);
      }
      if (!(await hasProduct(db, event.id, q.productid as string)))
        throw new NotFound({ message: 'Product not found' });
      return productComplete(user, event);
    },

    /** The user's own awareness check outcomes for one item. */
    awareness({ event, user }: ProgramActor, q: { entity_type: string; entity_id: string; type: string }) {
      return awarenessOutcomes(db, {
        eventId: event.id,
        uuid: user.uuid,
        entityType: q.entity_type,
        entityId: q.entity_id,
        type: q.type,
      });
    },
  };
}
