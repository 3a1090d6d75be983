import { BadRequest, Conflict, Forbidden, NotFound } from '../../../schemas/errors';
import { isOn } from '../../../schemas/eventConfig';
import {
  type CreatePollRequest,
  countsShownIn,
  POLL_ACTIONS,
  POLL_TEXT,
  type PollAction,
  type PollView,
  type PollVoteRequest,
  type SessionPollsReply,
} from '../../../schemas/poll';
import { PROGRAM_TEXT } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { CsvTable } from '../../../schemas/csvTable';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import { assertOpenFor, closedMessage } from '../closing/closing';
import type { EventRow } from '../events/queries';
import { isPersonOf, mayOpen } from '../program/access';
import {
  castPollVote,
  choicesOf,
  insertPoll,
  movePoll,
  type PollRow,
  pollById,
  pollsOfSession,
  tallies,
} from './queries';
import { createSharedFreshRead } from '../live/sharedFreshRead';
import type { ProgramItems } from '../program/programMemory';

interface Actor {
  event: EventRow;
  user: UserRow;
}

type Tally = Awaited<ReturnType<typeof tallies>> extends Map<number, infer T> ? T : never;

/** A poll as shown: counts for moderators always, for attendees while open and once the results are shown. */
export function pollView(row: PollRow, tally: Tally | undefined, moderator: boolean): PollView {
  const shown = moderator || countsShownIn(row.status);
  return {
    id: row.id,
    session_id: row.sessionId,
    question: row.question,
    kind: row.kind,
    options: row.options,
    status: row.status,
    counts: shown ? row.options.map((_, i) => tally?.byOption.get(i) ?? 0) : null,
    voters: shown ? (tally?.voters ?? 0) : null,
  };
}

/** The session's polls as attendees see them (no drafts), to send to its poll room. */
export async function publicPollsOf(db: Db, eventId: string, sessionId: number): Promise<PollView[]> {
  const rows = (await pollsOfSession(db, eventId, sessionId)).filter((r) => r.status !== 'draft');
  const counts = await tallies(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => pollView(r, counts.get(r.id), false));
}

/**
 * Live polls (issue: live sessions are interactive). A session's polls exist when its live_config_object has
 * has_polling; whoever may open the session sees them; its chairs, authors and admins create, open, close them
 * and show their results; attendees vote while a poll is open, one vote each that a new one replaces. Limited
 * access accounts may look but not vote, and nothing new is taken after the soft close (admins excepted).
 * `changed` is told of every change that attendees see (the live feed coalesces them).
 */
export function createPolls(deps: {
  db: Db;
  program: ProgramItems;
  clock: { now(): number };
  changed: (eventId: string, sessionId: number) => void;
  /** The session's signed relay room of poll updates. */
  roomOf: (eventId: string, sessionId: number) => string;
}) {
  const { db, clock } = deps;

  /** The session, when it has polls and the user may open it. */
  async function sessionOf({ event, user }: Actor, sessionId: number) {
    const entities = await deps.program.sessionDocs(event.id, sessionId);
    const session = entities.find((d) => d.internal_type === 'session');
    if (!session) throw new NotFound({ message: 'Session not found' });
    if (!mayOpen(user, sessionId, entities)) throw new Forbidden({ message: PROGRAM_TEXT.LOCKED });
    if (!isOn(session.live_config_object?.has_polling))
      throw new NotFound({ message: POLL_TEXT.NOT_ENABLED });
    return session;
  }

  const moderates = (user: UserRow, session: SessionItemDoc) =>
    user.isAdmin || isPersonOf(user.uuid, [session]);

  const mayVote = ({ event, user }: Actor) =>
    !user.limitedAccess && closedMessage('soft', event.config, user.isAdmin, clock.now()) === null;

  async function moderated(actor: Actor, sessionId: number) {
    const session = await sessionOf(actor, sessionId);
    if (!moderates(actor.user, session)) throw new Forbidden({ message: POLL_TEXT.NOT_MODERATOR });
    return session;
  }

  /** The poll and its session, as the user may see it (a draft is not found by attendees). */
  async function pollOf(actor: Actor, pollId: number) {
    const poll = await pollById(db, actor.event.id, pollId);
    if (!poll) throw new NotFound({ message: POLL_TEXT.NOT_FOUND });
    const session = await sessionOf(actor, poll.sessionId);
    const moderator = moderates(actor.user, session);
    if (poll.status === 'draft' && !moderator) throw new NotFound({ message: POLL_TEXT.NOT_FOUND });
    return { poll, session, moderator };
  }

  // A burst of votes on one poll shares its counting (a read over all its votes) instead of one each.
  const tallyAfterWrite = createSharedFreshRead(async (pollId: number) =>
    (await tallies(db, [pollId])).get(pollId),
  );

  async function viewOf(poll: PollRow, moderator: boolean) {
    return pollView(poll, await tallyAfterWrite(poll.id), moderator);
  }

  return {
    async list(actor: Actor, sessionId: number): Promise<SessionPollsReply> {
      const session = await sessionOf(actor, sessionId);
      const moderator = moderates(actor.user, session);
      const rows = (await pollsOfSession(db, actor.event.id, sessionId)).filter(
        (r) => moderator || r.status !== 'draft',
      );
      const ids = rows.map((r) => r.id);
      const [counts, mine] = await Promise.all([tallies(db, ids), choicesOf(db, actor.user.uuid, ids)]);
      return {
        polls: rows.map((r) => pollView(r, counts.get(r.id), moderator)),
        mine: Object.fromEntries([...mine].map(([id, c]) => [String(id), c])),
        can_manage: moderator,
        can_vote: mayVote(actor),
        room: deps.roomOf(actor.event.id, sessionId),
      };
    },

    async create(actor: Actor, sessionId: number, body: CreatePollRequest): Promise<PollView> {
      assertOpenFor('soft', actor.event, actor.user.isAdmin, clock.now());
      await moderated(actor, sessionId);
      const poll = await insertPoll(db, {
        eventId: actor.event.id,
        sessionId,
        question: body.question,
        kind: body.kind,
        options: [...body.options],
        status: 'draft',
        createdBy: actor.user.uuid,
      });
      return viewOf(poll, true);
    },

    async move(actor: Actor, pollId: number, action: PollAction): Promise<PollView> {
      assertOpenFor('soft', actor.event, actor.user.isAdmin, clock.now());
      const { poll, moderator } = await pollOf(actor, pollId);
      if (!moderator) throw new Forbidden({ message: POLL_TEXT.NOT_MODERATOR });
      const { from, to } = POLL_ACTIONS[action];
      if (poll.status !== from || !(await movePoll(db, poll.id, from, to)))
        throw new Conflict({ message: POLL_TEXT.BAD_MOVE });
      deps.changed(actor.event.id, poll.sessionId);
      return viewOf({ ...poll, status: to }, true);
    },

    async vote(actor: Actor, pollId: number, body: PollVoteRequest): Promise<PollView> {
      assertOpenFor('soft', actor.event, actor.user.isAdmin, clock.now());
      const { poll, moderator } = await pollOf(actor, pollId);
      if (actor.user.limitedAccess) throw new Forbidden({ message: POLL_TEXT.NOT_ALLOWED });
      const choices = [...new Set(body.choices)].sort((a, b) => a - b);
      if (choices.some((c) => c >= poll.options.length))
        throw new BadRequest({
          message: POLL_TEXT.NO_SUCH_OPTION,
          fields: [{ path: 'choices', message: `options are 0 to ${poll.options.length - 1}` }],
        });
      if (poll.kind === 'single' && choices.length !== 1)
        throw new BadRequest({
          message: POLL_TEXT.ONE_CHOICE,
          fields: [{ path: 'choices', message: 'takes exactly one option' }],
        });
      if (poll.status !== 'open') throw new Conflict({ message: POLL_TEXT.NOT_OPEN });
      const cast = await castPollVote(db, {
        pollId,
        eventId: actor.event.id,
        uuid: actor.user.uuid,
        choices,
      });
      if (!cast) throw new Conflict({ message: POLL_TEXT.NOT_OPEN });
      deps.changed(actor.event.id, poll.sessionId);
      return viewOf(poll, moderator);
    },

    /** The session's polls and results as CSV (moderators): one row per poll and option. */
    async csv(actor: Actor, sessionId: number): Promise<CsvTable> {
      await moderated(actor, sessionId);
      const rows = await pollsOfSession(db, actor.event.id, sessionId);
      const counts = await tallies(
        db,
        rows.map((r) => r.id),
      );
      const columns = ['poll_id', 'question', 'kind', 'status', 'option', 'votes', 'voters'];
      return {
        columns,
        rows: rows.flatMap((r) => {
          const t = counts.get(r.id);
          return r.options.map((o, i) => [
            r.id,
            r.question,
            r.kind,
            r.status,
            o,
            t?.byOption.get(i) ?? 0,
            t?.voters ?? 0,
          ]);
        }),
      };
    },
  };
}
export type Polls = ReturnType<typeof createPolls>;
