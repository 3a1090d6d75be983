import type { WallPost } from '../../../schemas/wall';
import { type Thread, threadsOf } from '../../discussion/threads';
import { wordsOf } from '../../ui/plainText';

/** The wall's post types (001 §2): General, Education (a session's), Live Q&A, and the user's own. */
export const POST_TYPES = ['conference', 'session', 'qnapost', 'mypost'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const DEFAULT_TYPES: readonly PostType[] = ['conference', 'session'];

export const SORTS = ['recent', 'liked', 'comments'] as const;
export type WallSort = (typeof SORTS)[number];

export interface WallFilter {
  readonly types: readonly PostType[];
  /** Session ids to keep among session posts; none selected keeps them all. */
  readonly sessions: readonly number[];
  readonly search: string;
  readonly sort: WallSort;
}

const sessionOf = (p: WallPost) => p.message_object.obj.session_id ?? null;

function typeOf(p: WallPost): PostType {
  if (p.message_object.message_type === 'question') return 'qnapost';
  return sessionOf(p) === null ? 'conference' : 'session';
}

/** The threads to show, filtered, searched (case-insensitive, in the body) and sorted (001 §2). */
export function wallThreads(posts: readonly WallPost[], filter: WallFilter, me: string): Thread[] {
  const search = filter.search.trim().toLowerCase();
  const kept = posts.filter((p) => {
    if (p.ParentCommentID !== null) return false;
    const type = typeOf(p);
    const typeOk = filter.types.includes(type) || (filter.types.includes('mypost') && p.author.id === me);
    const session = sessionOf(p);
    const sessionOk = filter.sessions.length === 0 || session === null || filter.sessions.includes(session);
    return typeOk && sessionOk && (!search || wordsOf(p.message_object.body).toLowerCase().includes(search));
  });
  const order: Record<WallSort, (a: WallPost, b: WallPost) => number> = {
    recent: (a, b) => b.created_timestamp - a.created_timestamp,
    liked: (a, b) => b.likes.length - a.likes.length || b.created_timestamp - a.created_timestamp,
    comments: (a, b) => b.TotalComments - a.TotalComments || b.created_timestamp - a.created_timestamp,
  };
  return threadsOf([...kept].sort(order[filter.sort]), posts);
}

/** The session-name filter (001 §2): names containing the query, case-insensitive; the first 5 when empty. */
export function sessionChoices(
  sessions: readonly { id: number; title: string }[],
  query: string,
): { id: number; title: string }[] {
  const q = query.trim().toLowerCase();
  return q ? sessions.filter((s) => s.title.toLowerCase().includes(q)) : sessions.slice(0, 5);
}
