import { isOn } from '../../../schemas/eventConfig';
import type { posts } from '../../db/schema';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';

export type PostRow = typeof posts.$inferSelect;

/** What the visibility rules need beyond the post: who reads, the event, when, and when its session ends. */
export interface Reading {
  readonly viewer: UserRow;
  readonly event: EventRow;
  readonly now: number;
  /** The end of each session the posts belong to, in ms (a session without an end never ends). */
  readonly sessionEnds: ReadonlyMap<number, number>;
}

/** The user may see the posts of this session: it is in their session_access_array (admins see all). */
export const mayReadSession = (user: UserRow, sessionId: number | null): boolean =>
  sessionId === null || user.isAdmin || user.sessionAccess.includes(sessionId);

/** Webinar posts and questions wait for their approval and for the session's end (001 §5). */
const awaitsRelease = (post: PostRow, r: Reading): boolean => {
  const end = post.sessionId === null ? undefined : r.sessionEnds.get(post.sessionId);
  return !post.approved || post.discarded || end === undefined || r.now <= end;
};

/**
 * Whether the viewer sees a post on the wall (001 §5): not deleted; a session's only with access to the session;
 * webinar posts and questions only approved, not discarded and after the session's end (their author sees
 * their own before); questions only when the event includes Q&A in the discussion.
 */
export function isVisible(post: PostRow, r: Reading): boolean {
  if (post.boardDeleted) return false;
  if (!mayReadSession(r.viewer, post.sessionId)) return false;
  const own = post.authorUuid === r.viewer.uuid;
  if ((post.topic === 'webinar' || post.messageType === 'question') && !own && awaitsRelease(post, r))
    return false;
  if (post.messageType === 'question' && !isOn(r.event.config.session_config?.include_qna_in_discussion))
    return false;
  return true;
}

/** Whether a new question is approved at once: only if the event's session_config says so (001 §4). */
export const questionApprovedAtOnce = (event: EventRow): boolean =>
  isOn(event.config.session_config?.auto_approve_abstract_qna);

/** Who may write on the wall: not limited-access users (001 §6; the soft close is checked by the route). */
export const mayWrite = (user: UserRow): boolean => !user.limitedAccess;

/** Only the author edits (001 §4). */
export const mayEdit = (user: UserRow, post: PostRow): boolean => post.authorUuid === user.uuid;

/** The author or an admin deletes (001 §4). */
export const mayDelete = (user: UserRow, post: PostRow): boolean =>
  post.authorUuid === user.uuid || user.isAdmin;

/** Webinar posts are flagged discussion_board_deleted when deleted; the others are deleted for real (001 §4). */
export const deletesForReal = (post: PostRow): boolean => post.topic !== 'webinar';
