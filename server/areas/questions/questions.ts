import { randomUUID } from 'node:crypto';
import { BadRequest, Forbidden, NotFound } from '../../../schemas/errors';
import {
  type ModerationRequest,
  QUESTION_TEXT,
  QUESTIONS,
  type Question,
  type QuestionRequest,
  type QuestionsReply,
} from '../../../schemas/questions';
import type { RelayPublisher } from '../../../schemas/relay';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { signedRooms } from '../live/signedRooms';
import type { ProgramItems } from '../program/programMemory';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { createCoalescedFeed } from '../live/coalescedFeed';
import { mayOpen } from '../program/access';
import { postAuthor } from '../wall/author';
import * as wallQ from '../wall/queries';
import { mayWrite, type PostRow, questionApprovedAtOnce } from '../wall/rules';
import { hasText, sanitizePostHtml } from '../wall/sanitize';
import * as q from './queries';
import { anonymousAllowed, byVotes, isPublic, mayModerate, statusOf, takesQuestions } from './rules';

interface Actor {
  event: EventRow;
  user: UserRow;
}

export interface QuestionsDeps {
  db: Db;
  program: ProgramItems;
  clock: { now(): number };
  publisher: RelayPublisher;
  authSecret: Uint8Array;
  /** Runs `job` after `ms` (setTimeout unless a test gives its own). */
  schedule?: (job: () => void, ms: number) => void;
  onError?: (err: unknown) => void;
}

interface SessionKey {
  eventId: string;
  sessionId: number;
}

export type Questions = ReturnType<typeof createQuestions>;

/**
 * Questions for Speakers: attendees with access to a session ask (anonymously where the event allows) and
 * upvote once each; its chairs, authors and admins approve, dismiss, mark answered, pin and merge. Every change
 * goes to the session's relay rooms through one coalesced feed: the public room gets the approved questions,
 * the moderators' room the queue as well. Room names carry a signature the API hands only to those who may
 * read, so that nobody else can join them.
 */
export function createQuestions(deps: QuestionsDeps) {
  const { db, clock } = deps;
  const room = signedRooms(deps.authSecret, 'question-rooms');
  const roomsOf = ({ eventId, sessionId }: SessionKey) => ({
    public: room('qna', eventId, sessionId),
    moderators: room('qna-mod', eventId, sessionId),
  });

  async function toJson(rows: readonly PostRow[], votes: ReadonlyMap<string, number>, viewer?: string) {
    const named = rows.filter((r) => !r.anonymous || r.authorUuid === viewer);
    const authors = await wallQ.authorsOf(db, [...new Set(named.map((r) => r.authorUuid))]);
    const byUuid = new Map(authors.map((a) => [a.uuid, a]));
    return rows.map(
      (r): Question => ({
        id: r.id,
        body: r.body,
        status: statusOf(r),
        votes: votes.get(r.id) ?? 0,
        pinned: r.pinnedAt !== null,
        anonymous: r.anonymous,
        created: Math.floor(r.createdAt.getTime() / 1000),
        ...(!r.anonymous || r.authorUuid === viewer
          ? { author: postAuthor(r.authorUuid, byUuid.get(r.authorUuid)) }
          : {}),
        ...(r.mergedInto ? { merged_into: r.mergedInto } : {}),
      }),
    );
  }

  /** The session's questions: the public ones by votes (at most QUESTIONS.MAX_LISTED), the pending ones. */
  async function snapshot(key: SessionKey) {
    const rows = await q.sessionQuestions(db, key.eventId, key.sessionId);
    const votes = await q.voteCounts(
      db,
      rows.map((r) => r.id),
    );
    const shown = rows.filter(isPublic).sort(byVotes(votes)).slice(0, QUESTIONS.MAX_LISTED);
    const pending = rows.filter((r) => statusOf(r) === 'pending');
    const closed = rows.flatMap((r) => {
      const status = statusOf(r);
      return status === 'dismissed' || status === 'deleted' ? [{ id: r.id, status }] : [];
    });
    return { rows, votes, shown, pending, closed };
  }

  const feed = createCoalescedFeed<SessionKey>({
    ...deps,
    interval: QUESTIONS.PUSH_INTERVAL,
    async send(_k, key) {
      const { votes, shown, pending, closed } = await snapshot(key);
      const questions = await toJson(shown, votes);
      const rooms = roomsOf(key);
      const base = { kind: 'session_questions' as const, eventId: key.eventId };
      await deps.publisher.publish({
        ...base,
        room: rooms.public,
        update: { session_id: key.sessionId, questions, closed },
      });
      await deps.publisher.publish({
        ...base,
        room: rooms.moderators,
        update: { session_id: key.sessionId, questions, queue: await toJson(pending, votes), closed },
      });
    },
  });
  const changed = (key: SessionKey) => feed.changed(`${key.eventId}:${key.sessionId}`, key);

  /** The session, when the user may open it (000 §5); else not found or refused. */
  async function openSession({ event, user }: Actor, sessionId: number) {
    const docs = await deps.program.sessionDocs(event.id, sessionId);
    const session = docs.find((d) => d.internal_type === 'session');
    if (!session) throw new NotFound({ message: QUESTION_TEXT.NO_SESSION });
    if (!mayOpen(user, sessionId, docs)) throw new Forbidden({ message: QUESTION_TEXT.NO_ACCESS });
    return { session, moderator: mayModerate(user, session) };
  }

  const assertTakes = (session: SessionItemDoc) => {
    if (!takesQuestions(session)) throw new Forbidden({ message: QUESTION_TEXT.HIDDEN });
  };
  const assertMayWrite = (user: UserRow) => {
    if (!mayWrite(user)) throw new Forbidden({ message: QUESTION_TEXT.LIMITED });
  };

  /** A question of the session that is not deleted (and, for a reader who does not moderate, theirs or public). */
  async function findQuestion(actor: Actor, sessionId: number, id: string, moderator: boolean) {
    const row = await wallQ.findPost(db, actor.event.id, id);
    const ok =
      row !== undefined &&
      row.messageType === 'question' &&
      row.level === 0 &&
      row.sessionId === sessionId &&
      !row.boardDeleted &&
      (moderator || isPublic(row) || row.authorUuid === actor.user.uuid);
    if (!ok) throw new NotFound({ message: QUESTION_TEXT.NOT_FOUND });
    return row;
  }

  return {
    async list(actor: Actor, sessionId: number): Promise<QuestionsReply> {
      const { session, moderator } = await openSession(actor, sessionId);
      if (!moderator) assertTakes(session);
      const key = { eventId: actor.event.id, sessionId };
      const { rows, votes, shown, pending } = await snapshot(key);
      const uuid = actor.user.uuid;
      const mine = rows.filter((r) => r.authorUuid === uuid && !isPublic(r) && !r.boardDeleted);
      const rooms = roomsOf(key);
      return {
        questions: await toJson(shown, votes, uuid),
        mine: await toJson(mine, votes, uuid),
        voted: await q.votedBy(
          db,
          uuid,
          shown.map((r) => r.id),
        ),
        moderator,
        queue: moderator ? await toJson(pending, votes, uuid) : [],
        anonymous_allowed: anonymousAllowed(actor.event),
        room: moderator ? rooms.moderators : rooms.public,
      };
    },

    /** A new question: pending, or approved at once where auto_approve_abstract_qna says so (001 §4). */
    async ask(actor: Actor, sessionId: number, req: QuestionRequest): Promise<Question> {
      const { event, user } = actor;
      assertMayWrite(user);
      const { session } = await openSession(actor, sessionId);
      assertTakes(session);
      if (req.anonymous === true && !anonymousAllowed(event))
        throw new BadRequest({
          message: QUESTION_TEXT.NO_ANONYMOUS,
          fields: [{ path: 'anonymous', message: QUESTION_TEXT.NO_ANONYMOUS }],
        });
      const body = sanitizePostHtml(req.body);
      if (!hasText(body))
        throw new BadRequest({
          message: QUESTION_TEXT.EMPTY,
          fields: [{ path: 'body', message: QUESTION_TEXT.EMPTY }],
        });
      const now = new Date(clock.now());
      const row: PostRow = {
        id: randomUUID(),
        eventId: event.id,
        authorUuid: user.uuid,
        parentId: null,
        grandParentId: null,
        level: 0,
        topic: 'webinar',
        messageType: 'question',
        body,
        title: null,
        images: [],
        sessionId,
        abId: null,
        approved: questionApprovedAtOnce(event),
        discarded: false,
        boardDeleted: false,
        anonymous: req.anonymous === true,
        answeredAt: null,
        pinnedAt: null,
        mergedInto: null,
        subject: null,
        createdAt: now,
        updatedAt: now,
      };
      await wallQ.insertPost(db, row);
      changed({ eventId: event.id, sessionId });
      const [json] = await toJson([row], new Map(), user.uuid);
      if (!json) throw new Error('question vanished');
      return json;
    },

    /** One upvote per user and approved question (a like of its post); upvoting twice changes nothing. */
    async vote(actor: Actor, sessionId: number, id: string, on: boolean) {
      assertMayWrite(actor.user);
      const { session, moderator } = await openSession(actor, sessionId);
      assertTakes(session);
      const row = await findQuestion(actor, sessionId, id, moderator);
      if (!isPublic(row)) throw new Forbidden({ message: QUESTION_TEXT.NOT_VOTABLE });
      const now = new Date(clock.now());
      const changedNow = on
        ? await wallQ.addLike(db, row.id, actor.user.uuid, now)
        : await wallQ.removeLike(db, row.id, actor.user.uuid);
      if (changedNow) {
        await wallQ.touchPosts(db, [row.id], now);
        changed({ eventId: actor.event.id, sessionId });
      }
      const votes = await q.voteCounts(db, [row.id]);
      return { id: row.id, votes: votes.get(row.id) ?? 0, voted: on };
    },

    /** By its author or a moderator: flagged discussion_board_deleted, as webinar posts are (001 §4). */
    async remove(actor: Actor, sessionId: number, id: string): Promise<void> {
      const { moderator } = await openSession(actor, sessionId);
      const row = await findQuestion(actor, sessionId, id, moderator);
      if (!moderator && row.authorUuid !== actor.user.uuid)
        throw new Forbidden({ message: QUESTION_TEXT.NOT_YOURS });
      await q.updateQuestion(db, row.id, {
        boardDeleted: true,
        pinnedAt: null,
        updatedAt: new Date(clock.now()),
      });
      changed({ eventId: actor.event.id, sessionId });
    },

    /** A chair's decision on a question of their session. */
    async moderate(actor: Actor, sessionId: number, id: string, req: ModerationRequest): Promise<Question> {
      const { moderator } = await openSession(actor, sessionId);
      if (!moderator) throw new Forbidden({ message: QUESTION_TEXT.NOT_MODERATOR });
      const row = await findQuestion(actor, sessionId, id, true);
      if (row.mergedInto) throw new BadRequest({ message: QUESTION_TEXT.NOT_OPEN });
      const now = new Date(clock.now());
      const key = { eventId: actor.event.id, sessionId };
      switch (req.action) {
        case 'approve':
          await q.updateQuestion(db, row.id, { approved: true, discarded: false, updatedAt: now });
          break;
        case 'dismiss':
          await q.updateQuestion(db, row.id, { discarded: true, pinnedAt: null, updatedAt: now });
          break;
        case 'answer':
          await q.updateQuestion(db, row.id, {
            approved: true,
            discarded: false,
            answeredAt: now,
            updatedAt: now,
          });
          break;
        case 'pin':
          if (row.discarded) throw new BadRequest({ message: QUESTION_TEXT.NOT_OPEN });
          if (!row.approved) await q.updateQuestion(db, row.id, { approved: true, updatedAt: now });
          await q.pinOnly(db, key.eventId, sessionId, row.id, now);
          break;
        case 'unpin':
          await q.updateQuestion(db, row.id, { pinnedAt: null, updatedAt: now });
          break;
        case 'merge': {
          if (req.into === row.id)
            throw new BadRequest({
              message: QUESTION_TEXT.MERGE_ITSELF,
              fields: [{ path: 'into', message: QUESTION_TEXT.MERGE_ITSELF }],
            });
          const target = await findQuestion(actor, sessionId, req.into, true);
          if (target.discarded || target.mergedInto)
            throw new BadRequest({ message: QUESTION_TEXT.NOT_OPEN });
          await q.mergeInto(db, row.id, target.id, now);
          break;
        }
      }
      changed(key);
      const fresh = await findQuestion(actor, sessionId, id, true);
      const votes = await q.voteCounts(db, [fresh.id]);
      const [json] = await toJson([fresh], votes, actor.user.uuid);
      if (!json) throw new Error('question vanished');
      return json;
    },

    /** The pinned question of a session, for the presenter view (readers of the session). */
    async pinned(actor: Actor, sessionId: number) {
      const { session } = await openSession(actor, sessionId);
      const { rows, votes } = await snapshot({ eventId: actor.event.id, sessionId });
      const row = rows.find((r) => r.pinnedAt !== null && isPublic(r));
      const [json] = row ? await toJson([row], votes) : [];
      return {
        title: session.title ?? '',
        question: json ?? null,
        room: roomsOf({ eventId: actor.event.id, sessionId }).public,
      };
    },
  };
}
