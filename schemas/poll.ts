import { Schema } from 'effect';
import { POLL } from './constants';
import { IntId, IntIdParam, TrimmedUpTo } from './input';

/**
 * Live polls of a session (live_config_object.has_polling): its chairs, authors and admins write single- or
 * multiple-choice polls, open and close them and show their results; attendees vote once per poll, and a changed
 * vote replaces the old one while the poll is open. Counts are exact; the relay carries them to the session's
 * poll room at most once a POLL.PUSH_INTERVAL.
 */

/** draft (moderators only) → open (votes taken, counts live) → closed (no votes) → results_shown. */
export const PollStatus = Schema.Literal('draft', 'open', 'closed', 'results_shown');
export type PollStatus = typeof PollStatus.Type;

/** The moves a moderator may make, by the action's name in POST /api/polls/{id}/{action}. */
export const POLL_ACTIONS = {
  open: { from: 'draft', to: 'open' },
  close: { from: 'open', to: 'closed' },
  show_results: { from: 'closed', to: 'results_shown' },
} as const satisfies Record<string, { from: PollStatus; to: PollStatus }>;
export const PollAction = Schema.Literal('open', 'close', 'show_results');
export type PollAction = typeof PollAction.Type;

/** Whether attendees see a poll's counts in this status (moderators always do). */
export const countsShownIn = (status: PollStatus) => status === 'open' || status === 'results_shown';

export const PollKind = Schema.Literal('single', 'multiple');
export type PollKind = typeof PollKind.Type;

/** A poll as a user may see it: `counts` (votes per option, in order) and `voters` are null when hidden. */
export const PollView = Schema.Struct({
  id: Schema.Number,
  session_id: Schema.Number,
  question: Schema.String,
  kind: PollKind,
  options: Schema.Array(Schema.String),
  status: PollStatus,
  counts: Schema.NullOr(Schema.Array(Schema.Number)),
  voters: Schema.NullOr(Schema.Number),
});
export type PollView = typeof PollView.Type;

/** GET /api/sessions/{session_id}/polls: the polls the user may see, their own choices, and their rights. */
export const SessionPollsReply = Schema.Struct({
  polls: Schema.Array(PollView),
  /** Poll id to the option indexes the user chose. */
  mine: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.Number) }),
  can_manage: Schema.Boolean,
  can_vote: Schema.Boolean,
  /** The relay room of the session's poll updates: its name is given only to those who may see the polls. */
  room: Schema.String,
});
export type SessionPollsReply = typeof SessionPollsReply.Type;

const OptionText = TrimmedUpTo(POLL.OPTION_MAX).pipe(
  Schema.minLength(1, { message: () => 'must not be empty' }),
);

/** POST /api/sessions/{session_id}/polls: a new poll, in draft. */
export const CreatePollRequest = Schema.Struct({
  question: TrimmedUpTo(POLL.QUESTION_MAX).pipe(Schema.minLength(1, { message: () => 'must not be empty' })),
  kind: PollKind,
  options: Schema.Array(OptionText).pipe(
    Schema.minItems(POLL.MIN_OPTIONS, { message: () => `needs at least ${POLL.MIN_OPTIONS} options` }),
    Schema.maxItems(POLL.MAX_OPTIONS, { message: () => `takes at most ${POLL.MAX_OPTIONS} options` }),
  ),
});
export type CreatePollRequest = typeof CreatePollRequest.Type;

/** POST /api/polls/{poll_id}/vote: the chosen option indexes (one for a single-choice poll). */
export const PollVoteRequest = Schema.Struct({
  choices: Schema.Array(IntId('choice')).pipe(
    Schema.minItems(1, { message: () => 'choose at least one option' }),
    Schema.maxItems(POLL.MAX_OPTIONS, { message: () => `choose at most ${POLL.MAX_OPTIONS} options` }),
  ),
});
export type PollVoteRequest = typeof PollVoteRequest.Type;

export const SessionPollsParams = Schema.Struct({ session_id: IntIdParam('session_id') });
export const PollParams = Schema.Struct({ poll_id: IntIdParam('poll_id') });
export const PollActionParams = Schema.Struct({ poll_id: IntIdParam('poll_id'), action: PollAction });

/** `session_polls` on the relay: the session's polls as attendees see them (never drafts). */
export const SessionPollsUpdate = Schema.Struct({ session_id: Schema.Number, polls: Schema.Array(PollView) });
export type SessionPollsUpdate = typeof SessionPollsUpdate.Type;

export const POLL_TEXT = {
  NOT_ENABLED: 'This session has no polls',
  NOT_FOUND: 'Poll not found',
  NOT_MODERATOR: 'Only the chairs, authors and admins of this session manage its polls',
  NOT_ALLOWED: 'Your account may not vote in polls',
  NOT_OPEN: 'This poll is not open',
  BAD_MOVE: 'This poll cannot make that move now',
  ONE_CHOICE: 'Choose exactly one option in this poll',
  NO_SUCH_OPTION: 'No such option in this poll',
} as const;
