import { isOn } from '../../../schemas/eventConfig';
import type { posts } from '../../db/schema';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';

export type PostRow = typeof posts.$inferSelect;

/**
 * A discussion of its own, read in its subject's Discussion tab: a session's (its webinar posts, 001 §3) or a
 * subject's (a purchased product's, a booth's: `product:<product_uuid>`, `booth:<CompID>`).
 */
export type Thread =
  | { readonly kind: 'session'; readonly sessionId: number }
  | { readonly kind: 'subject'; readonly subject: string };

/** Whether the post (or reply) belongs to the thread. */
export const inThread = (post: PostRow, thread: Thread): boolean =>
  thread.kind === 'session'
    ? post.subject === null && post.topic === 'webinar' && post.sessionId === thread.sessionId
    : post.subject === thread.subject;

/** Where a new post of the thread goes: a session's is a webinar post of the session; a subject's names it. */
export const placementIn = (thread: Thread): Pick<PostRow, 'topic' | 'sessionId' | 'subject'> =>
  thread.kind === 'session'
    ? { topic: 'webinar', sessionId: thread.sessionId, subject: null }
    : { topic: 'conference', sessionId: null, subject: thread.subject };

/** What the visibility rules need beyond the post: who reads, the event, when, and when its session ends. */
export interface Reading {
  readonly viewer: UserRow;
  readonly event: EventRow;
  readonly now: number;
  /** The end of each session the posts belong to, in ms (a session without an end never ends). */
  readonly sessionEnds: ReadonlyMap<number, number>;
  /** The thread read in its own Discussion tab; the general wall (and the lobby's feed) without it. */
  readonly thread?: Thread | undefined;
}

/** The user may see the posts of this session: it is in their session_access_array (admins see all). */
export const mayReadSession = (user: UserRow, sessionId: number | null): boolean =>
  sessionId === null || user.isAdmin || user.sessionAccess.includes(sessionId);

/**
 * Webinar posts and questions wait for their approval and, on the general wall, for the session's end (001 §5);
 * in the session's own Discussion tab they show while it runs (docs/decisions.md).
 */
const awaitsRelease = (post: PostRow, r: Reading): boolean => {
  if (!post.approved || post.discarded) return true;
  if (r.thread !== undefined) return false;
  const end = post.sessionId === null ? undefined : r.sessionEnds.get(post.sessionId);
  return end === undefined || r.now <= end;
};

/**
 * Whether the viewer sees a post on the wall (001 §5): not deleted; a session's only with access to the session;
 * webinar posts and questions only approved, not discarded and after the session's end (their author sees
 * their own before); questions only when the event includes Q&A in the discussion. Read in a thread's own
 * Discussion tab, only the thread's posts, and webinar posts without waiting for the end; a product's or a
 * booth's posts only there, never on the general wall.
 */
export function isVisible(post: PostRow, r: Reading): boolean {
  if (post.boardDeleted) return false;
  if (r.thread !== undefined ? !inThread(post, r.thread) : post.subject !== null) return false;
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
