import { Schema } from 'effect';
import { IntIdParam, TextUpTo } from './input';
import { PostRequest, WallReply } from './wall';

/**
 * The Discussion of a session (000 §2 Session detail), of a purchased product and of a booth (002 §2 "Discussion
 * with a badge count"): the subject's own thread of wall posts, replies and likes, read and written with the
 * wall's rules (001 §4, §5).
 */

export const DISCUSSION = {
  /** A Discussion tab reads what changed this often while its page shows (docs/decisions.md). */
  POLL_MS: 10_000,
  /** After a failed first read, the next try. */
  RETRY_MS: 15_000,
} as const;

export const DISCUSSION_TEXT = {
  OFF: 'This event has no discussion board.',
  NO_PRODUCT: 'No such product',
  NO_BOOTH: 'No such exhibitor',
  NO_SESSION: 'Session not found',
} as const;

/** What a discussion is about: a session (its id), a purchased product (its product_uuid) or a booth (CompID). */
export const DiscussionKind = Schema.Literal('session', 'product', 'booth');
export type DiscussionKind = typeof DiscussionKind.Type;

/** /api/discussions/{kind}/{id}: sessions and booths by their number, products by their product_uuid. */
export const DiscussionParams = Schema.Union(
  Schema.Struct({ kind: Schema.Literal('session', 'booth'), id: IntIdParam('id') }),
  Schema.Struct({ kind: Schema.Literal('product'), id: TextUpTo(100).pipe(Schema.nonEmptyString()) }),
);
export type DiscussionSubject = typeof DiscussionParams.Type;

/** /api/discussions/{kind}/{id}/posts/{postId}[/like]. */
export const DiscussionPostParams = Schema.Struct({ postId: TextUpTo(100) });

/** POST /api/discussions/{kind}/{id}/posts: a post of the thread, or a reply to one of its posts. */
export const DiscussionPostRequest = PostRequest.pick('body', 'images', 'parent_id');
export type DiscussionPostRequest = typeof DiscussionPostRequest.Type;

/** The thread (everything, or what changed since lastSync, as the wall's), and how many posts it shows. */
export const DiscussionReply = Schema.Struct({
  ...WallReply.fields,
  /** The posts and replies the reader sees in the thread: the tab's badge. */
  count: Schema.Number,
});
export type DiscussionReplyJson = typeof DiscussionReply.Encoded;
