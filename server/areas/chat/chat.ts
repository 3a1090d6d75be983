import { Either, ParseResult, Schema } from 'effect';
import type { ChatMessagesQuery, ChatMessagesReply, ChatReadReply } from '../../../schemas/chatApi';
import { CHAT_PAGE_DEFAULT } from '../../../schemas/chatApi';
import {
  type ChatHooks,
  type ChatResult,
  type ChatUser,
  InitiateCall,
  SendMessage,
  StartConversation,
} from '../../../schemas/chatSocket';
import { type PresenceMember, PROFILE_NAME_MAX, PROFILE_PICTURE_MAX } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import { findSignedIn } from '../auth/logins';
import type { UserRow } from '../auth/users';
import { findUsers } from '../auth/users';
import type { EventRow } from '../events/queries';
import { loungeRefusal } from '../lounges/rules';
import {
  conversationSummaries,
  findOrCreateConversation,
  insertMessage,
  markConversationRead,
  type Member,
  membersOf,
  messagesBefore,
  seqOfMessage,
} from './queries';
import {
  badRequest,
  type ChatLevel,
  chatRefusal,
  forbidden,
  isReachable,
  notFound,
  PEER_NOT_CALLING,
  PEER_NOT_MESSAGING,
} from './rules';

/** The signed-in user of a chat request with their event, as loaded from the database. */
export interface ChatActor {
  event: EventRow;
  user: UserRow;
}

const ok = <T>(value: T): ChatResult<T> => ({ ok: true, value });
const SIGNED_OUT = 'Your session has ended. Please sign in again.';
const refused = <T>(refusal: ReturnType<typeof forbidden>): ChatResult<T> => ({ ok: false, refusal });

/** Input the relay has decoded already is checked again, so that every caller of the hooks gets the rules. */
function invalid<A, I>(schema: Schema.Schema<A, I>, value: unknown) {
  const decoded = Schema.decodeUnknownEither(schema)(value);
  if (Either.isRight(decoded)) return null;
  const fields = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((e) => ({
    path: e.path.map(String).join('.'),
    message: e.message,
  }));
  return badRequest('The request is not valid', fields);
}

/** A user's name and picture as presence rooms list them, within the relay's limits (PresenceProfile). */
function toPresenceMember(u: UserRow): PresenceMember {
  const member: { -readonly [K in keyof PresenceMember]: PresenceMember[K] } = { uuid: u.uuid };
  if (u.firstname) member.firstName = u.firstname.slice(0, PROFILE_NAME_MAX);
  if (u.lastname) member.lastName = u.lastname.slice(0, PROFILE_NAME_MAX);
  if (u.picture && u.picture.length <= PROFILE_PICTURE_MAX) member.picture = u.picture;
  return member;
}

/**
 * Chat over the database: the hooks the relay calls (conversations, messages, call permission) and the history
 * and read marks a chat screen asks for over HTTP. Every call names its user; the rules of `rules.ts` apply.
 */
export function createChat(deps: {
  db: Db;
  clock: { now(): number };
  /** Told of each message sent (the activity log counts chats). */
  onMessage?: (user: ChatUser, conversationId: string) => void;
}) {
  const { db, clock } = deps;

  /** The actor of a relay's request, or the refusal when the account is gone or its login has ended. */
  async function actorOf(user: ChatUser): Promise<ChatResult<ChatActor>> {
    const actor = await findSignedIn(db, user);
    return actor.ok ? ok(actor) : refused(forbidden(SIGNED_OUT));
  }

  /** The actor's conversation, when the rules of `level` allow it and the actor is one of its members. */
  async function membershipOf(
    actor: ChatActor,
    level: ChatLevel,
    conversationId: string,
  ): Promise<ChatResult<Member[]>> {
    const refusal = chatRefusal(level, actor.event, actor.user, clock.now());
    if (refusal) return refused(refusal);
    const members = await membersOf(db, actor.event.id, conversationId);
    if (members.length === 0) return refused(notFound('No such conversation'));
    if (!members.some((m) => m.uuid === actor.user.uuid)) {
      return refused(forbidden('You are not in this conversation'));
    }
    return ok(members);
  }

  const hooks: ChatHooks = {
    async conversationsOf(user) {
      const actor = await actorOf(user);
      if (!actor.ok || chatRefusal('read', actor.value.event, actor.value.user, clock.now())) return [];
      const summaries = await conversationSummaries(db, user.eventId, user.uuid);
      return summaries.filter((s) => s.others.every(isReachable)).map((s) => s.conversation);
    },

    async startConversation(user, participants) {
      const wrong = invalid(StartConversation, { participants });
      if (wrong) return refused(wrong);
      const actor = await actorOf(user);
      if (!actor.ok) return actor;
      const { event, user: me } = actor.value;
      const refusal = chatRefusal('write', event, me, clock.now());
      if (refusal) return refused(refusal);
      const others = [...new Set(participants)].filter((p) => p !== me.uuid);
      if (others.length === 0) {
        return refused(
          badRequest('Start a conversation with someone else', [
            { path: 'participants', message: 'Name at least one other participant' },
          ]),
        );
      }
      const peers = await findUsers(db, event.id, others);
      if (peers.length !== others.length) return refused(notFound('No such participant in this event'));
      if (!peers.every(isReachable)) return refused(forbidden(PEER_NOT_MESSAGING));
      const started = await findOrCreateConversation(
        db,
        event.id,
        me.uuid,
        [me.uuid, ...others],
        clock.now(),
      );
      const [summary] = await conversationSummaries(db, event.id, me.uuid, started.id);
      if (!summary) throw new Error('a conversation just started is missing');
      // The unread count is the caller's; the relay passes this conversation to the others too.
      const { unread: _, ...conversation } = summary.conversation;
      return ok(conversation);
    },

    async sendMessage(user, conversationId, text) {
      const wrong = invalid(SendMessage, { conversationId, text });
      if (wrong) return refused(wrong);
      const actor = await actorOf(user);
      if (!actor.ok) return actor;
      const members = await membershipOf(actor.value, 'write', conversationId);
      if (!members.ok) return members;
      const others = members.value.filter((m) => m.uuid !== user.uuid);
      if (!others.every(isReachable)) return refused(forbidden(PEER_NOT_MESSAGING));
      const now = clock.now();
      const message = await insertMessage(db, user.eventId, conversationId, user.uuid, text, now);
      deps.onMessage?.(user, conversationId);
      // Delivered now only to whom the chat rules open chat (an admin may write in archive mode or after the
      // hard close; the others find the message when chat opens to them again).
      const readers = members.value.filter(
        (m) => m.uuid === user.uuid || chatRefusal('read', actor.value.event, m, now) === null,
      );
      return ok({ message, participants: readers.map((m) => m.uuid).sort() });
    },

    async mayChat(user) {
      const actor = await actorOf(user);
      if (!actor.ok) return actor;
      const refusal = chatRefusal('read', actor.value.event, actor.value.user, clock.now());
      return refusal ? refused(refusal) : ok(null);
    },

    async mayJoinLounge(user) {
      const actor = await actorOf(user);
      if (!actor.ok) return actor;
      const refusal = loungeRefusal(actor.value.event, actor.value.user, clock.now());
      return refusal ? refused(refusal) : ok(null);
    },

    async profilesOf(eventId, uuids) {
      const found = await findUsers(db, eventId, [...new Set(uuids)]);
      return found.map(toPresenceMember);
    },

    async mayCall(user, callee) {
      const wrong = invalid(InitiateCall.fields.callee, callee);
      if (wrong) return refused(wrong);
      if (callee === user.uuid) return refused(forbidden('You cannot call yourself'));
      const actor = await actorOf(user);
      if (!actor.ok) return actor;
      const refusal = chatRefusal('call', actor.value.event, actor.value.user, clock.now());
      if (refusal) return refused(refusal);
      const [peer] = await findUsers(db, user.eventId, [callee]);
      if (!peer) return refused(notFound('No such participant in this event'));
      if (!isReachable(peer)) return refused(forbidden(PEER_NOT_CALLING));
      return ok(null);
    },
  };

  /** A page of a conversation's history, newest first, for its members. */
  async function messages(
    actor: ChatActor,
    conversationId: string,
    query: ChatMessagesQuery,
  ): Promise<ChatResult<ChatMessagesReply>> {
    const members = await membershipOf(actor, 'read', conversationId);
    if (!members.ok) return members;
    let beforeSeq: number | undefined;
    if (query.before !== undefined) {
      beforeSeq = await seqOfMessage(db, conversationId, query.before);
      if (beforeSeq === undefined) {
        const message = 'Not a message of this conversation';
        return refused(badRequest(`Invalid query: before: ${message}`, [{ path: 'before', message }]));
      }
    }
    return ok(await messagesBefore(db, conversationId, beforeSeq, query.limit ?? CHAT_PAGE_DEFAULT));
  }

  /** Marks the conversation read up to its newest message; answers what remains unread (0 unless raced). */
  async function markRead(actor: ChatActor, conversationId: string): Promise<ChatResult<ChatReadReply>> {
    const members = await membershipOf(actor, 'read', conversationId);
    if (!members.ok) return members;
    await markConversationRead(db, conversationId, actor.user.uuid, clock.now());
    const [summary] = await conversationSummaries(db, actor.event.id, actor.user.uuid, conversationId);
    return ok({ conversationId, unread: summary?.conversation.unread ?? 0 });
  }

  return { hooks, messages, markRead };
}
export type Chat = ReturnType<typeof createChat>;
