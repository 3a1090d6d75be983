import type { QuestionStatus } from '../../../schemas/questions';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { isOn } from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { isPersonOf } from '../program/access';
import type { PostRow } from '../wall/rules';

/** Where a question stands, from its post's flags (001 §3 obj: approved, discarded, discussion_board_deleted). */
export function statusOf(q: PostRow): QuestionStatus {
  if (q.boardDeleted) return 'deleted';
  if (q.discarded) return 'dismissed';
  if (q.answeredAt !== null) return 'answered';
  return q.approved ? 'approved' : 'pending';
}

/** Shown to every reader of the session: approved (or answered), not discarded, not deleted (001 §5). */
export const isPublic = (q: PostRow) => {
  const s = statusOf(q);
  return s === 'approved' || s === 'answered';
};

/** The session's chairs and authors, and admins, moderate its questions. */
export const mayModerate = (user: UserRow, session: SessionItemDoc) =>
  user.isAdmin || isPersonOf(user.uuid, [session]);

/** A session whose live_config_object sets hideqna takes no questions (its tab is hidden). */
export const takesQuestions = (session: SessionItemDoc) => !isOn(session.live_config_object?.hideqna);

/** Anonymous questions only where the event's session_config allows them. */
export const anonymousAllowed = (event: EventRow) =>
  isOn(event.config.session_config?.allow_anonymous_questions);

/** Approved and answered first by upvotes, then the older first (the browser may order by time instead). */
export const byVotes =
  (votes: ReadonlyMap<string, number>) =>
  (a: PostRow, b: PostRow): number =>
    (votes.get(b.id) ?? 0) - (votes.get(a.id) ?? 0) || a.createdAt.getTime() - b.createdAt.getTime();
