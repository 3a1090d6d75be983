import { Schema } from 'effect';
import { FieldError } from './errors';
import { IntIdParam, TextUpTo } from './input';
import { PRESENCE_NAMESPACES, type PresenceNamespace, type RateLimitedNotice } from './relay';

/**
 * Video rooms (DESIGN "Video rooms"): a call's room, and later the lounges' and office hours'. The API decides
 * who may enter which room and answers with what the browser's provider needs: the built-in WebRTC room
 * (signalled through the relay's "/video" namespace, the default) or a Daily room (when DAILY_API_KEY is set).
 *
 * Two short-lived tokens, HS256 with the sign-in key, each with its own audience:
 * - a call ticket, signed by the relay for a side of an answered call (chat socket `callTicket`), which the API
 *   takes as proof of the call's sides (the relay keeps the calls);
 * - a room token, signed by the API for one user and one room, which the relay's "/video" namespace checks
 *   before it lets a socket signal to that room's other sockets.
 */

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

export const VIDEO_TOKEN_AUDIENCE = { callTicket: 'call-ticket', room: 'video-room' } as const;
/** How long a call ticket and a room token are good for: enough to open the page and join (seconds). */
export const VIDEO_TOKEN_TTL_S = 10 * 60;
/** The most sockets in one built-in room (a mesh: each sends its video to every other). */
export const BUILTIN_ROOM_MAX = 8;

/** A call's id as the caller made it (random; the chat socket's ChatId). */
export const CallId = TextUpTo(200).pipe(Schema.minLength(1));

/** The claims of a call ticket: `sub` is the side it was given to, `peer` the other side. */
export const CallTicketClaims = Schema.Struct({
  sub: Schema.String,
  eventId: Schema.String,
  callId: Schema.String,
  peer: Schema.String,
  role: Schema.Literal('caller', 'callee'),
});
export type CallTicketClaims = typeof CallTicketClaims.Type;

/**
 * The claims of a room token: the user (`sub`) may join `room` of the event, while fewer than `capacity` are in
 * it (no `capacity`: a moderator's or admin's token, held back only by the built-in mesh's BUILTIN_ROOM_MAX).
 * `moderator`: the user moderates the room (mutes and removes its participants).
 */
export const RoomTokenClaims = Schema.Struct({
  sub: Schema.String,
  eventId: Schema.String,
  room: Schema.String,
  capacity: opt(Schema.Number),
  moderator: opt(Schema.Boolean),
});
export type RoomTokenClaims = typeof RoomTokenClaims.Type;

/** The built-in room of a call. */
export const callRoomOf = (callId: string) => `call:${callId}`;
/** The call of a built-in room's name, if it is a call's. */
export const callOfRoom = (room: string) => (room.startsWith('call:') ? room.slice(5) : null);

/**
 * The video room of a presence room (office hours, breakout rooms, lounges): `officeHours:office_hour_12` is
 * the room whose people are counted in the "/officeHours" presence room `office_hour_12`.
 */
export const videoRoomOf = (namespace: PresenceNamespace, presenceRoom: string) =>
  `${namespace.slice(1)}:${presenceRoom}`;
/** Where the relay counts the people of a video room: its presence namespace and room, if it has one. */
export function presenceOfVideoRoom(room: string): { namespace: PresenceNamespace; room: string } | null {
  const cut = room.indexOf(':');
  if (cut < 0) return null;
  const namespace = PRESENCE_NAMESPACES.find((n) => n === `/${room.slice(0, cut)}`);
  return namespace ? { namespace, room: room.slice(cut + 1) } : null;
}

/** The "/officeHours" presence room of a session's office hours (the cards' and the room page's count). */
export const officeHourRoomOf = (sessionId: number | string) => `office_hour_${sessionId}`;
/** The "/officeHours" presence room of one of a session's breakout rooms. */
export const breakoutRoomOf = (sessionId: number | string, roomId: string) =>
  `breakout_${sessionId}_${roomId}`;

// ---- the API: POST /api/video/office-hours/{sessionId}/join, /api/video/breakout-rooms/{sessionId}/{roomId}/join

export const OfficeHourJoinPath = Schema.Struct({ sessionId: IntIdParam('sessionId') });
export const BreakoutRoomJoinPath = Schema.Struct({
  sessionId: IntIdParam('sessionId'),
  roomId: TextUpTo(100).pipe(Schema.minLength(1)),
});

// ---- the API: POST /api/video/calls/{callId}/join ----

export const CallJoinPath = Schema.Struct({ callId: CallId });
export const CallJoinBody = Schema.Struct({ ticket: TextUpTo(4000).pipe(Schema.minLength(1)) });
export type CallJoinBody = typeof CallJoinBody.Type;

export const IceServer = Schema.Struct({
  urls: Schema.Union(Schema.String, Schema.Array(Schema.String)),
  username: opt(Schema.String),
  credential: opt(Schema.String),
});
export type IceServer = typeof IceServer.Type;

/** How the browser enters the room: the provider, and what that provider needs. */
export const VideoJoin = Schema.Union(
  Schema.Struct({
    provider: Schema.Literal('builtin'),
    room: Schema.String,
    /** The room token for the relay's "/video" namespace. */
    token: Schema.String,
    iceServers: Schema.Array(IceServer),
  }),
  Schema.Struct({
    provider: Schema.Literal('daily'),
    /** The Daily room's address and the user's meeting token. */
    url: Schema.String,
    token: Schema.String,
  }),
);
export type VideoJoin = typeof VideoJoin.Type;

export const CallJoinReply = Schema.Struct({ callId: Schema.String, peer: Schema.String, join: VideoJoin });
export type CallJoinReply = typeof CallJoinReply.Type;

/**
 * How to enter a room of office hours, a breakout room or a lounge: the provider's room name (000 §5), whether
 * the user moderates it (authors and chairs of the item, admins), and what the provider needs.
 */
export const RoomJoinReply = Schema.Struct({
  room: Schema.String,
  moderator: Schema.Boolean,
  join: VideoJoin,
});
export type RoomJoinReply = typeof RoomJoinReply.Type;

// ---- the relay's "/video" namespace ----

/** A WebRTC session description (an offer or an answer). */
export const SignalDescription = Schema.Struct({
  type: Schema.Literal('offer', 'answer'),
  sdp: TextUpTo(60_000),
});
/** An ICE candidate as RTCIceCandidate.toJSON() gives it. */
export const SignalCandidate = Schema.Struct({
  candidate: TextUpTo(1000),
  sdpMid: opt(Schema.NullOr(TextUpTo(100))),
  sdpMLineIndex: opt(Schema.NullOr(Schema.Number)),
  usernameFragment: opt(Schema.NullOr(TextUpTo(200))),
});
export type SignalCandidate = typeof SignalCandidate.Type;

export const VideoJoinRequest = Schema.Struct({ token: TextUpTo(4000).pipe(Schema.minLength(1)) });
/** `signal`: a description and/or a batch of candidates for one other socket of the room. */
export const VideoSignal = Schema.Struct({
  to: TextUpTo(100).pipe(Schema.minLength(1)),
  description: opt(SignalDescription),
  candidates: opt(Schema.Array(SignalCandidate).pipe(Schema.maxItems(50))),
});
export type VideoSignal = typeof VideoSignal.Type;
/** `mutePeer`, `removePeer`: a moderator's act on another socket of the room. */
export const ModeratePeer = Schema.Struct({ peer: TextUpTo(100).pipe(Schema.minLength(1)) });
export type ModeratePeer = typeof ModeratePeer.Type;

/**
 * How long a participant a moderator removed is refused by the room (any token): as long as a room token lasts,
 * so the token they held cannot bring them back, and a fresh one not before the moderator's decision has cooled.
 */
export const ROOM_REMOVAL_MS = VIDEO_TOKEN_TTL_S * 1000;

/** Another socket of the room. */
export interface RoomPeer {
  id: string;
  uuid: string;
}

export const VideoErrorCode = Schema.Literal(
  'bad_request',
  /** No video tokens on this relay. */
  'video_unavailable',
  /** A bad or expired room token, another user's, or a room the rules close (a call that is not answered). */
  'forbidden',
  /** The room is over (the call ended) or the peer is not in it. */
  'not_found',
  /** The room is at the capacity its token carries ('Room Full'). */
  'room_full',
  /** The room holds BUILTIN_ROOM_MAX already. */
  'full',
  /** A moderator removed the user from the room a short while ago (ROOM_REMOVAL_MS). */
  'removed',
  'internal',
);
export const VideoError = Schema.Struct({
  code: VideoErrorCode,
  message: Schema.String,
  fields: opt(Schema.Array(FieldError)),
});
export type VideoError = typeof VideoError.Type;
export type VideoAck<T extends object = object> = ({ ok: true } & T) | { ok: false; error: VideoError };

export interface VideoClientToServer {
  /** Enter the room of the token; the ack names this socket and the others already in. */
  join: (
    payload: typeof VideoJoinRequest.Type,
    ack?: (reply: VideoAck<{ room: string; self: string; peers: RoomPeer[] }>) => void,
  ) => void;
  /** Pass a description or candidates to another socket of the same room. */
  signal: (payload: VideoSignal, ack?: (reply: VideoAck) => void) => void;
  leave: (payload: Record<string, never>, ack?: (reply: VideoAck) => void) => void;
  /** A moderator turns another participant's microphone off (they may turn it on again). */
  mutePeer: (payload: ModeratePeer, ack?: (reply: VideoAck) => void) => void;
  /** A moderator removes another participant (all their sockets) from the room for ROOM_REMOVAL_MS. */
  removePeer: (payload: ModeratePeer, ack?: (reply: VideoAck) => void) => void;
}

export interface VideoServerToClient {
  peerJoined: (peer: RoomPeer) => void;
  peerLeft: (peer: RoomPeer) => void;
  signal: (payload: {
    from: string;
    description?: typeof SignalDescription.Type;
    candidates?: readonly SignalCandidate[];
  }) => void;
  /** The room is over (its call ended): everyone is out of it. */
  roomClosed: (payload: { room: string }) => void;
  /** A moderator turned this participant's microphone off. */
  mutedByModerator: (payload: { room: string }) => void;
  /** A moderator removed this participant; the relay disconnects the socket and refuses it until `until` (ms). */
  removedByModerator: (payload: { room: string; until: number }) => void;
  relay_restart: (payload: { delayMs: number }) => void;
  rate_limited: RateLimitedNotice;
}
