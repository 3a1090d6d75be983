import type { WallPost } from '../../schemas/wall';

/** A post with its replies as a card shows them. */
export interface Thread {
  readonly post: WallPost;
  /** Level-1 replies, oldest first, each with its level-2 replies. */
  readonly replies: readonly { readonly post: WallPost; readonly replies: readonly WallPost[] }[];
}

const byTime = (a: WallPost, b: WallPost) => a.created_timestamp - b.created_timestamp;

/** Each of `tops` (in their order) with its replies among `posts`; replies whose post is not there are left out. */
export function threadsOf(tops: readonly WallPost[], posts: readonly WallPost[]): Thread[] {
  const children = new Map<string, WallPost[]>();
  for (const p of posts) {
    if (p.ParentCommentID === null) continue;
    children.set(p.ParentCommentID, [...(children.get(p.ParentCommentID) ?? []), p]);
  }
  const repliesTo = (p: WallPost) => [...(children.get(p.CommentID) ?? [])].sort(byTime);
  return tops.map((post) => ({
    post,
    replies: repliesTo(post).map((reply) => ({ post: reply, replies: repliesTo(reply) })),
  }));
}

/** A discussion's threads: its posts newest first, each with its replies. */
export const discussionThreads = (posts: readonly WallPost[]): Thread[] =>
  threadsOf(
    posts.filter((p) => p.ParentCommentID === null).sort((a, b) => b.created_timestamp - a.created_timestamp),
    posts,
  );

/** How many posts and replies the threads show. */
export const shownCount = (threads: readonly Thread[]): number =>
  threads.reduce((n, t) => n + 1 + t.replies.reduce((m, r) => m + 1 + r.replies.length, 0), 0);
