import { isOn } from '../../../schemas/eventConfig';
import type {
  DiscussionPostRequest,
  DiscussionReplyJson,
  DiscussionSubject,
} from '../../../schemas/discussion';
import { DISCUSSION_TEXT } from '../../../schemas/discussion';
import { Forbidden, NotFound } from '../../../schemas/errors';
import { type PostEdit, WALL_TEXT, type WallPostJson } from '../../../schemas/wall';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { boothOpens } from '../exhibitors/exhibitors';
import { isPurchased, purchaseOf } from '../products/queries';
import { sessionExists } from '../wall/queries';
import { mayReadSession, type Thread } from '../wall/rules';
import type { Wall } from '../wall/wall';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export type Discussions = ReturnType<typeof createDiscussions>;

/**
 * The Discussion of a session, a purchased product or a booth: its own thread, read and written through the
 * wall's service and rules. The reader must reach the subject: a session in their session_access_array (admins
 * every one: the wall's rule), a product they bought (admins any bought one, to moderate), a booth that opens in
 * a hall of the event. Nothing of it exists where the event hides its discussion board.
 */
export function createDiscussions(db: Db, wall: Wall) {
  async function threadOf({ event, user }: Actor, subject: DiscussionSubject): Promise<Thread> {
    if (isOn(event.config.hide_discussion_board)) throw new NotFound({ message: DISCUSSION_TEXT.OFF });
    switch (subject.kind) {
      case 'session':
        if (!(await sessionExists(db, event.id, subject.id)))
          throw new NotFound({ message: DISCUSSION_TEXT.NO_SESSION });
        if (!mayReadSession(user, subject.id)) throw new Forbidden({ message: WALL_TEXT.NO_SESSION_ACCESS });
        return { kind: 'session', sessionId: subject.id };
      case 'product': {
        const bought = user.isAdmin
          ? await isPurchased(db, event.id, subject.id)
          : (await purchaseOf(db, event.id, user.uuid, subject.id)) !== undefined;
        if (!bought) throw new NotFound({ message: DISCUSSION_TEXT.NO_PRODUCT });
        return { kind: 'subject', subject: `product:${subject.id}` };
      }
      case 'booth':
        if (!(await boothOpens(db, event, subject.id)))
          throw new NotFound({ message: DISCUSSION_TEXT.NO_BOOTH });
        return { kind: 'subject', subject: `booth:${subject.id}` };
    }
  }

  return {
    /** The thread (or what changed in it since lastSync) with the count of what the reader sees in it. */
    async list(actor: Actor, subject: DiscussionSubject, lastSync?: number): Promise<DiscussionReplyJson> {
      const thread = await threadOf(actor, subject);
      const [reply, count] = await Promise.all([
        wall.list(actor, lastSync, thread),
        wall.count(actor, thread),
      ]);
      return { ...reply, count };
    },
    async create(
      actor: Actor,
      subject: DiscussionSubject,
      req: DiscussionPostRequest,
    ): Promise<WallPostJson> {
      return wall.create(actor, req, await threadOf(actor, subject));
    },
    async edit(actor: Actor, subject: DiscussionSubject, id: string, req: PostEdit): Promise<WallPostJson> {
      return wall.edit(actor, id, req, await threadOf(actor, subject));
    },
    async remove(actor: Actor, subject: DiscussionSubject, id: string): Promise<void> {
      await wall.remove(actor, id, await threadOf(actor, subject));
    },
    async like(actor: Actor, subject: DiscussionSubject, id: string, liked: boolean): Promise<WallPostJson> {
      return wall.like(actor, id, liked, await threadOf(actor, subject));
    },
  };
}
