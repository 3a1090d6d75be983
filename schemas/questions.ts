import { Schema } from 'effect';
import { SessionIdParam } from './ids';
import { TextUpTo } from './input';
import { PostAuthor } from './wall';

/**
 * Questions for Speakers (000 §2 Session detail; 001 §4-§5 question posts): a session's questions, kept as its
 * wall posts of type question, with their upvotes (one like each), moderation and the question on stage.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const QUESTIONS = {
  /** The longest question, in characters. */
  MAX_BODY: 1_000,
  /** At most one live update of a session's questions a second, however many watch or ask. */
  PUSH_INTERVAL: 1_000,
  /** The most approved questions a reply or a live update carries (the most upvoted first). */
  MAX_LISTED: 200,
} as const;

export const QUESTION_TEXT = {
  EMPTY: 'A question needs a text.',
  NOT_FOUND: 'Question not found',
  NO_SESSION: 'Session not found',
  NO_ACCESS: 'Session not accessible for your account',
  HIDDEN: 'Questions are not taken for this session.',
  LIMITED: 'Your registration pass does not allow asking or upvoting questions.',
  NO_ANONYMOUS: 'This event does not take anonymous questions.',
  NOT_MODERATOR: 'Only the session’s chairs, authors and admins moderate its questions.',
  NOT_YOURS: 'Only the author or a moderator can delete this question.',
  NOT_VOTABLE: 'Only approved questions can be upvoted.',
  MERGE_ITSELF: 'A question cannot be merged into itself.',
  NOT_OPEN: 'This question is no longer open.',
} as const;

/** Where a question stands on the server (draft and submitted live in the asker's browser only). */
export const QuestionStatus = Schema.Literal('pending', 'approved', 'answered', 'dismissed', 'deleted');
export type QuestionStatus = typeof QuestionStatus.Type;

/** A question as a reader sees it; `author` is absent when asked anonymously (to everyone but the asker). */
export const Question = Schema.Struct({
  id: Schema.String,
  body: Schema.String,
  status: QuestionStatus,
  votes: Schema.Number,
  pinned: Schema.Boolean,
  anonymous: Schema.Boolean,
  author: opt(PostAuthor),
  /** Unix seconds. */
  created: Schema.Number,
  /** The question this duplicate was merged into. */
  merged_into: opt(Schema.String),
});
export type Question = typeof Question.Type;

/**
 * GET /api/sessions/{id}/questions: the approved and answered questions, the reader's own pending ones, the
 * questions the reader upvoted, whether they moderate (then `queue` holds the pending ones of everyone), and
 * the relay room that brings the live updates.
 */
export const QuestionsReply = Schema.Struct({
  questions: Schema.Array(Question),
  mine: Schema.Array(Question),
  voted: Schema.Array(Schema.String),
  moderator: Schema.Boolean,
  queue: Schema.Array(Question),
  anonymous_allowed: Schema.Boolean,
  room: Schema.String,
});
export type QuestionsReply = typeof QuestionsReply.Type;

/** What the relay sends to a session's question room, at most once a QUESTIONS.PUSH_INTERVAL. */
export const QuestionsUpdate = Schema.Struct({
  session_id: Schema.Number,
  questions: Schema.Array(Question),
  /** Only in the moderators' room: the pending questions. */
  queue: opt(Schema.Array(Question)),
  /** The session's questions taken off (dismissed or deleted), so that their askers see it without a reload. */
  closed: opt(
    Schema.Array(Schema.Struct({ id: Schema.String, status: Schema.Literal('dismissed', 'deleted') })),
  ),
});
export type QuestionsUpdate = typeof QuestionsUpdate.Type;

export const QuestionParams = Schema.Struct({
  id: SessionIdParam,
  qid: opt(TextUpTo(100)),
});

/** POST /api/sessions/{id}/questions. */
export const QuestionRequest = Schema.Struct({
  body: TextUpTo(QUESTIONS.MAX_BODY),
  anonymous: opt(Schema.Boolean),
});
export type QuestionRequest = typeof QuestionRequest.Type;

/** POST /api/sessions/{id}/questions/{qid}/moderation: what a chair does with a question. */
export const ModerationRequest = Schema.Union(
  Schema.Struct({ action: Schema.Literal('approve', 'dismiss', 'answer', 'pin', 'unpin') }),
  Schema.Struct({ action: Schema.Literal('merge'), into: TextUpTo(100) }),
);
export type ModerationRequest = typeof ModerationRequest.Type;
