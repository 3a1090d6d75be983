import { Schema } from 'effect';
import { SessionId } from './ids';
import { IntId, TextUpTo } from './input';

/** The social wall (001 §2 Social wall, §3 Post / comment, §4 Posts, §5, §7). */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const WALL = {
  /** At most 8 images a post (001 §9). */
  MAX_IMAGES: 8,
  /** The largest body a post keeps, in characters of its HTML. */
  MAX_BODY: 10_000,
  /** An uploaded image, after the browser compressed it to at most 1 MB (001 §9), with room for its encoding. */
  MAX_IMAGE_BYTES: 1_500_000,
} as const;

export const WALL_TEXT = {
  EMPTY: 'A post needs a text or an image.',
  QUESTION_NEEDS_SESSION: 'A question needs its session.',
  LIMITED: 'Your registration pass does not allow posting, replying or liking.',
  NOT_AUTHOR: 'Only the author can edit this post.',
  NOT_YOURS: 'Only the author or an admin can delete this post.',
  NOT_FOUND: 'Post not found',
  TOO_DEEP: 'A reply to a reply cannot be replied to.',
  NO_SESSION_ACCESS: 'Session not accessible for your account',
  NOT_AN_IMAGE: 'The file is not a PNG, JPEG, GIF or WebP image.',
  IMAGE_TOO_LARGE: 'The image is larger than 1.5 MB.',
  UNKNOWN_IMAGE: 'An image of the post was not uploaded here.',
} as const;

/** conference is the general wall, webinar a session's discussion. */
export const PostTopic = Schema.Literal('conference', 'webinar');
export type PostTopic = typeof PostTopic.Type;

export const MessageType = Schema.Literal('text', 'image', 'question');
export type MessageType = typeof MessageType.Type;

/** An image of a post: the address the upload answered (signed or not; the server keeps the path). */
const ImageUrl = TextUpTo(600).pipe(
  Schema.pattern(/^\/api\/wall\/images\/[0-9a-f-]{36}(\?[^#]*)?$/, {
    message: () => WALL_TEXT.UNKNOWN_IMAGE,
  }),
);

const Images = Schema.Array(ImageUrl).pipe(
  Schema.maxItems(WALL.MAX_IMAGES, { message: () => `At most ${WALL.MAX_IMAGES} images a post` }),
);

/** POST /api/wall/posts: a post, or a reply when parent_id is given (it takes its parent's topic and session). */
export const PostRequest = Schema.Struct({
  body: TextUpTo(WALL.MAX_BODY),
  images: opt(Images),
  topic: opt(PostTopic),
  /** A question for the session's Q&A. */
  question: opt(Schema.Boolean),
  session_id: opt(IntId('session_id').pipe(Schema.brand('SessionId'))),
  ab_id: opt(IntId('ab_id')),
  title: opt(TextUpTo(300)),
  parent_id: opt(TextUpTo(100)),
});
export type PostRequest = typeof PostRequest.Type;

/** PUT /api/wall/posts/{id}: the author's new text and images. */
export const PostEdit = Schema.Struct({ body: TextUpTo(WALL.MAX_BODY), images: opt(Images) });
export type PostEdit = typeof PostEdit.Type;

export const PostParams = Schema.Struct({ id: TextUpTo(100) });

/** GET /api/wall?lastSync=: everything, or what changed since the last poll's lastSync. */
export const WallQuery = Schema.Struct({
  lastSync: opt(
    Schema.compose(
      Schema.String.pipe(
        Schema.pattern(/^\d{1,15}$/, { message: () => 'lastSync must be a time in milliseconds' }),
      ),
      Schema.NumberFromString,
    ),
  ),
});

export const PostAuthor = Schema.Struct({
  id: Schema.String,
  firstname: Schema.String,
  lastname: Schema.String,
  company: Schema.String,
  image: Schema.String,
});

/** A like: who (their uuid, and their name for the likers list) and when, in unix seconds. */
export const PostLike = Schema.Struct({
  ReviewID: Schema.String,
  timestamp: Schema.Number,
  name: Schema.String,
});

/** A post or reply as the wall shows it; replies name their parent (the browser builds the threads). */
export const WallPost = Schema.Struct({
  CommentID: Schema.String,
  _id: Schema.String,
  ParentCommentID: Schema.NullOr(Schema.String),
  GrandParentCommentID: Schema.NullOr(Schema.String),
  Level: Schema.Number,
  topic_identifier: Schema.String,
  author: PostAuthor,
  /** Unix seconds. */
  created_timestamp: Schema.Number,
  mediaList: Schema.Array(Schema.String),
  likes: Schema.Array(PostLike),
  TotalComments: Schema.Number,
  tags: Schema.Array(Schema.String),
  message_object: Schema.Struct({
    message_type: MessageType,
    body: Schema.String,
    title: opt(Schema.String),
    attachments: Schema.Array(Schema.Struct({ file_url: Schema.String })),
    obj: Schema.Struct({
      ab_id: opt(Schema.Number),
      session_id: opt(SessionId),
      approved: Schema.Boolean,
      discarded: Schema.Boolean,
      uuid: Schema.String,
      discussion_board_deleted: Schema.Boolean,
    }),
  }),
});
export type WallPost = typeof WallPost.Type;
export type WallPostJson = typeof WallPost.Encoded;

/** The wall's reply: the posts to add or replace, the ids to drop, and the time to poll from next. */
export const WallReply = Schema.Struct({
  posts: Schema.Array(WallPost),
  removed: Schema.Array(Schema.String),
  lastSync: Schema.Number,
});
export type WallReplyJson = typeof WallReply.Encoded;

export const ImageUploadReply = Schema.Struct({ url: Schema.String });

/** A tweet of the wall's column (001 §3 Tweet): who, the full text, when (ms), and its pictures. */
export const Tweet = Schema.Struct({
  id: Schema.String,
  user: Schema.String,
  handle: Schema.String,
  full_text: Schema.String,
  created_at: Schema.NullOr(Schema.Number),
  media: Schema.Array(Schema.String),
});
export type Tweet = typeof Tweet.Type;
export const TweetsReply = Schema.Struct({ tweets: Schema.Array(Tweet) });
