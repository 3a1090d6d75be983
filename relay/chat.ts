import { Either, ParseResult, Schema } from 'effect';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import {
  CallAnswer,
  CallTicketRequest,
  type ChatAck,
  type ChatClientToServer,
  type ChatError,
  type ChatHooks,
  ChatJoin,
  type ChatResult,
  type ChatServerToClient,
  type ChatUser,
  InitiateCall,
  RequestStatus,
  SendMessage,
  StartConversation,
  type StatusMap,
} from '../schemas/chatSocket';
import {
  type PresenceMember,
  type RelayMessage,
  type RelaySocketData,
  ONLINE_PRESENCE_KEY,
  roomOfEvent,
  roomOfUser,
} from '../schemas/relay';
import type { CallStore } from './callStore';
import type { RelayVideoTokens } from './videoTokens';
import { coalescer, type Pacing, type PresenceStore } from './presence';

type ChatNsp = Namespace<ChatClientToServer, ChatServerToClient, object, RelaySocketData>;
type ChatSocket = Socket<ChatClientToServer, ChatServerToClient, object, RelaySocketData>;
type AnyNsp = Namespace<never, never, never, RelaySocketData>;

/** Who asks, for the hooks: the claims of the socket's token. */
export const chatUserOf = ({ uuid, eventId, loginId, isAdmin, exempt }: RelaySocketData): ChatUser => ({
  uuid,
  eventId,
  loginId,
  isAdmin,
  exempt,
});

/** The key of online counts (sockets per user) in the presence store. */
export const ONLINE_KEY = ONLINE_PRESENCE_KEY;
/** Calls one socket may have placed or taken at once; placing or taking another ends the oldest. */
const MAX_CALLS_PER_SOCKET = 8;

export interface ChatOptions {
  /** The API's chat service; without it chat requests are answered `chat_unavailable`. */
  hooks: ChatHooks | undefined;
  /** Namespaces whose sockets make their user online (the app namespace and /chat). */
  onlineIn: () => AnyNsp[];
  store: () => PresenceStore;
  /** The calls of every relay node. */
  calls: () => CallStore;
  /** userUpdate goes out coalesced, paced like presence counts. */
  pacing: Pacing;
  log: Logger;
  countOut(n: number): void;
  /** Signs the call tickets of `callTicket`; without them it is answered `chat_unavailable`. */
  videoTokens?: RelayVideoTokens | undefined;
  /** Told when a call is over (rejected, ended, a side dropped), so that its video room closes. */
  onCallClosed?: (eventId: string, callId: string) => void;
  /** Names and pictures of users (cached), for the callee's ringing prompt. */
  profilesOf?: ((eventId: string, uuids: string[]) => Promise<Map<string, PresenceMember>>) | undefined;
}

type Ack = (reply: ChatAck<object>) => void;
const fail = (code: ChatError['code'], message: string, fields?: ChatError['fields']): ChatAck => ({
  ok: false,
  error: fields ? { code, message, fields } : { code, message },
});
const UNAVAILABLE = fail('chat_unavailable', 'Chat is not available on this server');
/** The hooks' refusal as the ack's error. */
const refusalOf = (result: Extract<ChatResult<unknown>, { ok: false }>) =>
  fail(result.refusal.code, result.refusal.message, result.refusal.fields);
const NO_SUCH_CALL = fail('not_found', 'No such call');

/**
 * The chat namespace: conversations and messages through the API's hooks, online status from the sockets of
 * each user in the event, and call signalling between user rooms. The relay keeps no messages: the sender of
 * every request is the token's user, and every request applies the chat rules through the hooks. Calls are
 * recorded (CallStore) from `initiateCall` on, so that only the callee answers and only the two sides end one.
 */
export function attachChat(nsp: ChatNsp, opts: ChatOptions) {
  const { hooks, log } = opts;

  // ---- online status: marked on a user's first and last socket, announced coalesced and paced ----
  const localOnline = (eventId: string, uuid: string) => {
    let n = 0;
    for (const ns of opts.onlineIn()) n += ns.adapter.rooms.get(roomOfUser(eventId, uuid))?.size ?? 0;
    return n;
  };
  /** The users of an event with a socket on this node, each with their count of sockets. */
  const localOnlineUsers = (eventId: string) => {
    const prefix = roomOfUser(eventId, '');
    const users = new Map<string, number>();
    for (const ns of opts.onlineIn()) {
      for (const [room, sockets] of ns.adapter.rooms) {
        if (!room.startsWith(prefix) || sockets.size === 0) continue;
        const uuid = room.slice(prefix.length);
        users.set(uuid, (users.get(uuid) ?? 0) + sockets.size);
      }
    }
    return users;
  };
  const audience = (eventId: string) => nsp.adapter.rooms.get(roomOfEvent(eventId))?.size ?? 0;
  const updates = coalescer(
    opts.pacing,
    audience,
    async (eventId, uuids) => {
      const local = new Map([...uuids].map((u) => [u, localOnline(eventId, u)]));
      const counts = await opts.store().update(ONLINE_KEY, eventId, local);
      const statuses: StatusMap = {};
      for (const u of uuids) statuses[u] = (counts.get(u) ?? 0) > 0 ? 'online' : 'offline';
      nsp.to(roomOfEvent(eventId)).emit('userUpdate', { statuses });
      opts.countOut(audience(eventId));
    },
    (err) => log.warn({ err }, 'online status update failed'),
  );
  const mark = updates.mark;
  const track = (ns: AnyNsp) => {
    ns.on('connection', (socket: Socket<never, never, never, RelaySocketData>) => {
      const { eventId, uuid } = socket.data;
      if (localOnline(eventId, uuid) === 1) mark(eventId, uuid);
      // The socket has left its rooms when `disconnect` fires.
      socket.on('disconnect', () => {
        if (localOnline(eventId, uuid) === 0) mark(eventId, uuid);
      });
    });
  };

  const statusesOf = async (eventId: string, uuids: readonly string[]) => {
    const counts = await opts.store().read(ONLINE_KEY, eventId, [...new Set(uuids)]);
    const statuses: StatusMap = {};
    for (const u of uuids) statuses[u] = (counts.get(u) ?? 0) > 0 ? 'online' : 'offline';
    return statuses;
  };

  // ---- requests ----

  /** Decodes the payload, checks the hooks, runs the handler and always acknowledges (when asked to). */
  function handler<A, I>(
    schema: Schema.Schema<A, I>,
    needsHooks: boolean,
    run: (payload: A, hooks: ChatHooks, acked: boolean) => Promise<ChatAck<object>>,
  ) {
    const decode = Schema.decodeUnknownEither(schema);
    return async (payload: unknown, maybeAck?: unknown) => {
      // `emit('join', ack)` without a payload.
      let ack = maybeAck;
      let body = payload;
      if (typeof body === 'function' && ack === undefined) [ack, body] = [body, {}];
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const decoded = decode(body ?? {});
      if (Either.isLeft(decoded)) {
        const fields = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((e) => ({
          path: e.path.map(String).join('.'),
          message: e.message,
        }));
        return reply(fail('bad_request', 'The request is not valid', fields));
      }
      if (needsHooks && !hooks) return reply(UNAVAILABLE);
      try {
        reply(await run(decoded.right, hooks as ChatHooks, typeof ack === 'function'));
      } catch (err) {
        log.error({ err }, 'chat request failed');
        reply(fail('internal', 'The chat service failed; try again'));
      }
    };
  }

  /** The caller's name and picture for the callee's prompt; nothing when they cannot be read now. */
  const callerProfile = async (eventId: string, uuid: string) => {
    try {
      const member = (await opts.profilesOf?.(eventId, [uuid]))?.get(uuid);
      if (!member) return {};
      const callerName = [member.firstName, member.lastName].filter(Boolean).join(' ');
      return {
        ...(callerName ? { callerName } : {}),
        ...(member.picture ? { callerPicture: member.picture } : {}),
      };
    } catch (err) {
      log.warn({ err }, 'caller profile lookup failed');
      return {};
    }
  };

  const userRooms = (eventId: string, uuids: Iterable<string>) =>
    [...new Set(uuids)].map((u) => roomOfUser(eventId, u));

  // ---- calls: helpers shared by every socket (a socket keeps only its list of calls) ----

  /** The chat rules' refusal of the user, or null when chat is open to them. */
  const chatRefusalOf = async (h: ChatHooks, user: ChatUser) => {
    const allowed = await h.mayChat(user);
    return allowed.ok ? null : refusalOf(allowed);
  };
  /** The call, when the user is one of its sides. */
  const callOfUser = async ({ eventId, uuid }: ChatUser, callId: string) => {
    const call = await opts.calls().get(eventId, callId);
    return call && (call.caller === uuid || call.callee === uuid) ? call : undefined;
  };
  /** Ends a call for both sides (a dropped socket, a call pushed out), unless it was over already on any node. */
  const endCall = async (
    { eventId, uuid }: ChatUser,
    callId: string,
    peer: string,
    reason: 'ended' | 'disconnected',
  ) => {
    try {
      if (!(await opts.calls().close(eventId, callId))) return;
      opts.onCallClosed?.(eventId, callId);
      nsp.to(userRooms(eventId, [peer, uuid])).emit('endCall', { callId, by: uuid, reason });
      opts.countOut(2);
    } catch (err) {
      log.warn({ err }, 'ending a call failed');
    }
  };
  /** A side's reject or end: closes the call once over all nodes and tells the peer and the user's other tabs. */
  const answerClosing = async (
    socket: ChatSocket,
    calls: Map<string, string>,
    callId: string,
    peer: string,
    event: 'rejectCall' | 'endCall',
  ) => {
    const { eventId, uuid } = socket.data;
    if (!(await opts.calls().close(eventId, callId))) return NO_SUCH_CALL;
    opts.onCallClosed?.(eventId, callId);
    calls.delete(callId);
    const rooms = userRooms(eventId, [peer, uuid]);
    if (event === 'rejectCall') socket.to(rooms).emit('rejectCall', { callId, by: uuid });
    else socket.to(rooms).emit('endCall', { callId, by: uuid, reason: 'ended' });
    opts.countOut(2);
    return { ok: true } as const;
  };

  nsp.on('connection', (socket: ChatSocket) => {
    const { eventId, uuid } = socket.data;
    const user = chatUserOf(socket.data);
    // The event's room (its userUpdates) waits for a `join` that the rules allow.
    void socket.join(roomOfUser(eventId, uuid));
    /** Calls this socket placed or took: callId -> the other side, ended for both if the socket drops. */
    const calls = new Map<string, string>();
    const remember = (callId: string, peer: string) => {
      calls.delete(callId);
      calls.set(callId, peer);
      if (calls.size > MAX_CALLS_PER_SOCKET) {
        const [oldest, oldPeer] = calls.entries().next().value as [string, string];
        calls.delete(oldest);
        void endCall(user, oldest, oldPeer, 'ended');
      }
    };

    socket.on(
      'join',
      handler(ChatJoin, true, async (_, h) => {
        const closed = await chatRefusalOf(h, user);
        if (closed) return closed;
        if (socket.connected) void socket.join(roomOfEvent(eventId));
        const conversations = [...(await h.conversationsOf(user))];
        socket.emit('conversationSync', { mode: 'all', conversations });
        opts.countOut(1);
        return { ok: true, conversations: conversations.length };
      }),
    );

    socket.on(
      'sendMessage',
      handler(SendMessage, true, async ({ conversationId, text }, h) => {
        const result = await h.sendMessage(user, conversationId, text);
        if (!result.ok) return fail(result.refusal.code, result.refusal.message, result.refusal.fields);
        const { message, participants } = result.value;
        // Every socket of every participant, the sender's other tabs too; this one has it in the ack.
        const rooms = userRooms(eventId, [...participants, uuid]);
        socket.to(rooms).emit('message', message);
        opts.countOut(rooms.length);
        return { ok: true, message };
      }),
    );

    socket.on(
      'startConversation',
      handler(StartConversation, true, async ({ participants }, h) => {
        const others = [...new Set(participants)].filter((p) => p !== uuid);
        if (others.length === 0) {
          return fail('bad_request', 'Start a conversation with someone else', [
            { path: 'participants', message: 'Name at least one other participant' },
          ]);
        }
        const result = await h.startConversation(user, others);
        if (!result.ok) return fail(result.refusal.code, result.refusal.message, result.refusal.fields);
        const conversation = result.value;
        const rooms = userRooms(eventId, [...conversation.participants, uuid]);
        socket.to(rooms).emit('conversationSync', { mode: 'added', conversations: [conversation] });
        opts.countOut(rooms.length);
        return { ok: true, conversation };
      }),
    );

    // The relay knows online status; the chat service says whether the user may know it. The answer is the
    // ack, or without one the `statusList` event.
    socket.on(
      'requestStatus',
      handler(RequestStatus, true, async ({ uuids }, h, acked) => {
        const closed = await chatRefusalOf(h, user);
        if (closed) return closed;
        const statuses = await statusesOf(eventId, uuids);
        if (!acked) {
          socket.emit('statusList', { statuses });
          opts.countOut(1);
        }
        return { ok: true, statuses };
      }),
    );

    socket.on(
      'initiateCall',
      handler(InitiateCall, true, async ({ callId, callee }, h) => {
        if (callee === uuid) return fail('forbidden', 'You cannot call yourself');
        const online = await statusesOf(eventId, [callee]);
        if (online[callee] !== 'online') return fail('offline', 'The person you call is not online');
        const allowed = await h.mayCall(user, callee);
        if (!allowed.ok) return refusalOf(allowed);
        if (!(await opts.calls().open(eventId, callId, uuid, callee))) {
          return fail('bad_request', 'The request is not valid', [
            { path: 'callId', message: 'This call id is in use; make a new one' },
          ]);
        }
        remember(callId, callee);
        const profile = await callerProfile(eventId, uuid);
        nsp.to(roomOfUser(eventId, callee)).emit('initiateCall', { callId, caller: uuid, ...profile });
        opts.countOut(1);
        return { ok: true };
      }),
    );

    // Answers go to the other side and to this user's other tabs (which stop ringing).
    socket.on(
      'acceptCall',
      handler(CallAnswer, true, async ({ callId }, h) => {
        const call = await callOfUser(user, callId);
        if (!call) return NO_SUCH_CALL;
        if (call.callee !== uuid) return fail('forbidden', 'Only the person called can answer the call');
        if (call.accepted) return fail('forbidden', 'The call was answered already');
        const allowed = await h.mayCall(user, call.caller);
        if (!allowed.ok) return refusalOf(allowed);
        if (!(await opts.calls().accept(eventId, callId)))
          return fail('forbidden', 'The call is not ringing');
        remember(callId, call.caller);
        socket.to(userRooms(eventId, [call.caller, uuid])).emit('acceptCall', { callId, by: uuid });
        opts.countOut(2);
        return { ok: true };
      }),
    );
    socket.on(
      'rejectCall',
      handler(CallAnswer, true, async ({ callId }, h) => {
        const call = await callOfUser(user, callId);
        if (!call) return NO_SUCH_CALL;
        if (call.callee !== uuid) return fail('forbidden', 'Only the person called can decline the call');
        if (call.accepted) return fail('forbidden', 'The call was answered; end it instead');
        const closed = await chatRefusalOf(h, user);
        if (closed) return closed;
        return answerClosing(socket, calls, callId, call.caller, 'rejectCall');
      }),
    );
    socket.on(
      'endCall',
      handler(CallAnswer, true, async ({ callId }, h) => {
        const call = await callOfUser(user, callId);
        if (!call) return NO_SUCH_CALL;
        const closed = await chatRefusalOf(h, user);
        if (closed) return closed;
        return answerClosing(
          socket,
          calls,
          callId,
          call.caller === uuid ? call.callee : call.caller,
          'endCall',
        );
      }),
    );

    // A side of an answered call gets the ticket that the API takes to let it into the call's video room.
    socket.on(
      'callTicket',
      handler(CallTicketRequest, true, async ({ callId }, h) => {
        const call = await callOfUser(user, callId);
        if (!call) return NO_SUCH_CALL;
        if (!call.accepted) return fail('forbidden', 'The call has not been answered');
        const role = call.caller === uuid ? 'caller' : 'callee';
        const peer = role === 'caller' ? call.callee : call.caller;
        const allowed = await h.mayCall(user, peer);
        if (!allowed.ok) return refusalOf(allowed);
        if (!opts.videoTokens)
          return fail('chat_unavailable', 'Video rooms are not available on this server');
        const ticket = await opts.videoTokens.signCallTicket({ sub: uuid, eventId, callId, peer, role });
        return { ok: true, ticket, peer, role };
      }),
    );

    socket.on('disconnect', () => {
      for (const [callId, peer] of calls) void endCall(user, callId, peer, 'disconnected');
      calls.clear();
    });
  });

  /** Messages the API publishes: delivered to the participants' sockets on every relay node. */
  function deliver(message: Extract<RelayMessage, { kind: 'chat_message' | 'chat_conversation' }>) {
    if (message.kind === 'chat_message') {
      const rooms = userRooms(message.eventId, message.participants);
      if (rooms.length === 0) return;
      nsp.to(rooms).emit('message', message.message);
      opts.countOut(rooms.length);
    } else {
      const rooms = userRooms(message.eventId, message.conversation.participants);
      if (rooms.length === 0) return;
      nsp.to(rooms).emit('conversationSync', { mode: 'added', conversations: [message.conversation] });
      opts.countOut(rooms.length);
    }
  }

  for (const ns of opts.onlineIn()) track(ns);

  return {
    localOnline,
    localOnlineUsers,
    flush: updates.flush,
    deliver,
    stop: updates.stop,
  };
}
