import { Schema } from 'effect';
import { ChatConversation, ChatMessage } from './chatSocket';
import { LeaderboardTop } from './game';
import { QuestionsUpdate } from './questions';
import { SocketNotification } from './notification';
import { SessionPollsUpdate } from './poll';

/**
 * The socket.io contract between relay/ and src/realtime/. Both `new Server<...>` and `io<...>()` use these
 * maps. Every socket authenticates with the sign-in token in `auth.token`; the relay scopes it to the token's
 * event, so rooms below are always within one event.
 */

/** What a client sends in `auth` when it connects to any namespace. */
export interface RelayAuth {
  token: string;
  /** The event the page belongs to; a token of another event is refused. */
  eventId?: string;
}

/**
 * Why the relay refused a connection: `connect_error` carries it as `err.data.code`. `signed_out`: the token's
 * login has ended (signed out, or superseded by a newer login of the account).
 */
export type RelayRefusal = 'no_token' | 'bad_token' | 'wrong_event' | 'signed_out';

/**
 * Sent once to a socket whose events came faster than the relay takes from one socket: the relay drops the
 * excess (each namespace's socket has its own allowance: `eventsPerSecond` on average, `burst` at once).
 */
export type RateLimitedNotice = (payload: { eventsPerSecond: number; burst: number }) => void;

/** App-level namespace "/" : one socket per open tab. */
export interface AppServerToClient {
  instant_notification: (notification: SocketNotification) => void;
  /** Reload the app after `delayMs` (random 1 to 30 s, chosen by the relay per socket). */
  kill_switch: (payload: { delayMs: number }) => void;
  ipAddressCheck: (payload: { ip: string }) => void;
  /** A newer login of the same account happened; the socket whose loginId differs signs out. */
  dual_login: (payload: { loginId: string }) => void;
  /** The relay is shutting down: reconnect (the load balancer sends the new connection to another relay). */
  relay_restart: (payload: { delayMs: number }) => void;
  rate_limited: RateLimitedNotice;
  /** The game's leaderboard changed: its new top, to the sockets in the event's game room (GAME_RELAY_ROOM). */
  game_leaderboard: (payload: { top: LeaderboardTop }) => void;
  /** A session's questions changed: to the sockets in its question room (the room the API named to them). */
  session_questions: (payload: QuestionsUpdate) => void;
  /** A session's polls changed: as attendees see them, to the sockets in its poll room (the room the API named to them). */
  session_polls: (payload: SessionPollsUpdate) => void;
  /** An admin saved the event's settings: to every socket of the event, which loads its settings again. */
  settings_changed: () => void;
}

export interface AppClientToServer {
  /**
   * Join a room of the event (for example "lobby") and report the caller's address; `ok` is false for a bad
   * name or when the socket is in as many event rooms as the relay allows one socket.
   */
  join: (payload: { room: string }, ack?: (reply: { ok: boolean; ip: string }) => void) => void;
}

export interface RelaySocketData {
  eventId: string;
  uuid: string;
  loginId: string;
  exempt: boolean;
  isAdmin: boolean;
  /** When the sign-in token was issued (epoch seconds): the newer login wins a dual-login. */
  issuedAt: number;
  /** The client's address as the relay saw it (the last x-forwarded-for entry when behind a trusted proxy). */
  ip: string;
  /** The socket's event allowance (relay/socketLimits.ts): when its next event is due (ms), 0 at first. */
  eventsDueAt: number;
  /** Whether the socket was told `rate_limited` (once in its life). */
  rateLimited: boolean;
}

/** What the server publishes to the relay (in process, or through POST /relay/publish). */
export const RelayMessage = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal('instant_notification'),
    eventId: Schema.String,
    notification: SocketNotification,
    uuids: Schema.optionalWith(Schema.Array(Schema.String), { exact: true }),
  }),
  Schema.Struct({ kind: Schema.Literal('kill_switch'), eventId: Schema.String }),
  /** A newer login (`loginId`) ended the account's other logins: their sockets hear `dual_login`, then close. */
  Schema.Struct({
    kind: Schema.Literal('dual_login'),
    eventId: Schema.String,
    uuid: Schema.String,
    loginId: Schema.String,
  }),
  /** The login signed out: its sockets close, in every namespace, on every relay node. */
  Schema.Struct({
    kind: Schema.Literal('login_ended'),
    eventId: Schema.String,
    uuid: Schema.String,
    loginId: Schema.String,
  }),
  /** A chat message stored by the API (a direct message from a profile...): `message` to each participant. */
  Schema.Struct({
    kind: Schema.Literal('chat_message'),
    eventId: Schema.String,
    participants: Schema.Array(Schema.String),
    message: ChatMessage,
  }),
  /** A conversation started through the API: `conversationSync` (added) to each participant. */
  Schema.Struct({
    kind: Schema.Literal('chat_conversation'),
    eventId: Schema.String,
    conversation: ChatConversation,
  }),
  /** The game's leaderboard changed: `game_leaderboard` to the event's game room. */
  Schema.Struct({ kind: Schema.Literal('game_leaderboard'), eventId: Schema.String, top: LeaderboardTop }),
  /** A session's questions changed: `session_questions` to one room of the event (coalesced by the API). */
  Schema.Struct({
    kind: Schema.Literal('session_questions'),
    eventId: Schema.String,
    room: Schema.String,
    update: QuestionsUpdate,
  }),
  /** A session's polls changed: `session_polls` to the session's poll room. */
  Schema.Struct({
    kind: Schema.Literal('session_polls'),
    eventId: Schema.String,
    room: Schema.String,
    update: SessionPollsUpdate,
  }),
  /** The event's settings were saved: `settings_changed` to every socket of the event. */
  Schema.Struct({ kind: Schema.Literal('settings_changed'), eventId: Schema.String }),
);
export type RelayMessage = typeof RelayMessage.Type;

export const roomOfEvent = (eventId: string) => `event:${eventId}`;
export const roomOfUser = (eventId: string, uuid: string) => `user:${eventId}:${uuid}`;
export const roomOfEventRoom = (eventId: string, room: string) => `room:${eventId}:${room}`;

/** Rooms that many sockets share (as opposed to the rooms of one user, login or socket). */
export const isSharedRoom = (room: string) =>
  room.startsWith('event:') || room.startsWith('room:') || room.startsWith('presence:');

/** How the server hands a message to the relay: in process, over HTTP, or through Redis. */
export interface RelayPublisher {
  publish(message: RelayMessage): Promise<void>;
}

/**
 * Presence namespaces: "/lounge" (networking lounges), "/exhibitor" (exhibitor booths) and "/officeHours"
 * (office-hour rooms). Room names are the event's own ("lounge_12", a booth id...); the relay scopes them to
 * the token's event. Counts are open connections in a room, sent coalesced: at most one `presence` message per
 * event per tick with the rooms that changed, and a full snapshot when a socket (re)connects.
 */
export const PRESENCE_NAMESPACES = ['/lounge', '/exhibitor', '/officeHours', '/session'] as const;
export type PresenceNamespace = (typeof PRESENCE_NAMESPACES)[number];
/** The room of a session's live stream in "/session": a viewer is in it while the live player is on screen. */
export const liveViewersRoom = (sessionId: number | string) => `live_${sessionId}`;
export const sessionOfLiveViewersRoom = (room: string) => /^live_(\d{1,10})$/.exec(room)?.[1] ?? null;
/** The presence store's key of online users (a room per user uuid, counting their sockets). */
export const ONLINE_PRESENCE_KEY = 'online';

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
export const PROFILE_NAME_MAX = 100;
export const PROFILE_PICTURE_MAX = 2048;
const Name = Schema.String.pipe(Schema.maxLength(PROFILE_NAME_MAX));

/** A user's name and picture as `members` lists them: from the API's record of the user, never the client. */
export const PresenceProfile = Schema.Struct({
  firstName: opt(Name),
  lastName: opt(Name),
  picture: opt(Schema.String.pipe(Schema.maxLength(PROFILE_PICTURE_MAX))),
});
export type PresenceProfile = typeof PresenceProfile.Type;

/** Someone in a presence room, as `members` lists them. */
export const PresenceMember = Schema.Struct({ uuid: Schema.String, ...PresenceProfile.fields });
export type PresenceMember = typeof PresenceMember.Type;

/** The most members one `members` answer lists (the count is always the full one). */
export const MEMBERS_MAX = 100;

export interface PresenceServerToClient {
  presence: (payload: { counts: Record<string, number> }) => void;
  relay_restart: (payload: { delayMs: number }) => void;
  rate_limited: RateLimitedNotice;
}

/**
 * Why a presence join was refused: a bad room name, the socket is in as many rooms as the relay allows one
 * socket, the rules close the namespace's rooms to the user (lounges: 001 §6), or the relay cannot ask the
 * rules (no API hooks behind it).
 */
export type PresenceJoinRefusal = 'bad_room' | 'room_limit' | 'forbidden' | 'unavailable';
export type PresenceJoinReply =
  | { ok: true; count: number }
  | { ok: false; count: 0; reason: PresenceJoinRefusal };

export interface PresenceClientToServer {
  /**
   * Enter a room. `members` lists the user by the API's record (name, picture); anything else in the payload
   * is ignored.
   */
  join: (payload: { room: string }, ack?: (reply: PresenceJoinReply) => void) => void;
  /** Leave one room for another in one step. */
  switch: (payload: { prevRoom: string; nextRoom: string }, ack?: (reply: PresenceJoinReply) => void) => void;
  leave: (payload: { room: string }) => void;
  /** Who is in a room (up to `limit`, at most MEMBERS_MAX) and how many, over every relay node. */
  members: (
    payload: { room: string; limit?: number },
    ack: (reply: { ok: boolean; count: number; members: PresenceMember[] }) => void,
  ) => void;
}

/** POST /bulk_status: company uuid to its room names; the reply gives the online count of each. */
export const BulkStatusRequest = Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) });
export type BulkStatusReply = Record<string, { total: number; rooms: Record<string, number> }>;

export const roomOfPresence = (eventId: string, room: string) => `presence:${eventId}:${room}`;

/**
 * Presence counts of many relay nodes in Redis (REDIS_URL): a hash per namespace and event whose fields are
 * `<node>|<room>` with that node's count, and a heartbeat key per node that expires when the node dies. The
 * relays write them; the API reads them to know how full a video room is.
 */
export const presenceHashKey = (nsp: string, eventId: string) => `relay:presence:${nsp}:${eventId}`;
export const relayNodeKey = (nodeId: string) => `relay:node:${nodeId}`;

/**
 * The Redis list through which API processes hand messages to the relays when REDIS_URL is set: each message
 * is taken by exactly one relay node, which then fans it out to every node through the socket.io adapter.
 */
export const RELAY_QUEUE_KEY = 'relay:publish';
/** The queue keeps at most this many messages while no relay takes them. */
export const RELAY_QUEUE_MAX = 10_000;
