import { Schema } from 'effect';
import { FieldError } from './errors';
import { TextUpTo } from './input';
import type { PresenceMember, RateLimitedNotice } from './relay';

/**
 * The chat namespace "/chat" (001 §7 "Chat socket"): one-to-one conversations, online status and call
 * signalling, within the event of the sign-in token. The relay decodes every client payload with the schemas
 * below and answers a bad one with an ack error; it stores nothing itself: messages and conversations go through
 * the API's chat hooks, and the relay only fans out what they return. The sender of every request is the
 * token's user, never a field of the payload, and every request applies the chat rules through the hooks.
 */

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** The longest chat message (characters). */
export const CHAT_TEXT_MAX = 4000;
/** The most uuids one online-status request may ask about. */
export const STATUS_REQUEST_MAX = 500;
/** The most other participants a conversation may be started with. */
export const CONVERSATION_PARTICIPANTS_MAX = 20;

const Uuid = TextUpTo(100).pipe(Schema.minLength(1));
/** A conversation's or a call's id. */
export const ChatId = TextUpTo(200).pipe(Schema.minLength(1));
const Id = ChatId;

/** A stored chat message (001 §3 "Conversation and message"); `ts` is unix seconds. */
export const ChatMessage = Schema.Struct({
  id: Schema.String,
  conversationId: Schema.String,
  from: Schema.String,
  type: Schema.Literal('text'),
  text: Schema.String,
  ts: Schema.Number,
});
export type ChatMessage = typeof ChatMessage.Type;

/** A conversation as its participants see it. */
export const ChatConversation = Schema.Struct({
  id: Schema.String,
  participants: Schema.Array(Schema.String),
  createdBy: Schema.String,
  lastMessage: opt(ChatMessage),
  /** Messages the receiving user has not read yet. */
  unread: opt(Schema.Number),
});
export type ChatConversation = typeof ChatConversation.Type;

export const UserStatus = Schema.Literal('online', 'offline');
export type UserStatus = typeof UserStatus.Type;
/** uuid to online/offline. */
export type StatusMap = Record<string, UserStatus>;

// ---- client to server payloads, decoded at the relay edge ----

/**
 * `join`: (re)subscribe after connecting; the relay answers with a full `conversationSync` and from then on
 * sends the event's `userUpdate`s (refused when chat is closed to the user).
 */
export const ChatJoin = Schema.Struct({});
export const SendMessage = Schema.Struct({
  conversationId: Id,
  text: TextUpTo(CHAT_TEXT_MAX).pipe(
    Schema.filter((t) => t.trim().length > 0, { message: () => 'The message is empty' }),
  ),
});
export type SendMessage = typeof SendMessage.Type;
/** `startConversation`: the other participants (the caller is added by the relay). */
export const StartConversation = Schema.Struct({
  participants: Schema.Array(Uuid).pipe(Schema.minItems(1), Schema.maxItems(CONVERSATION_PARTICIPANTS_MAX)),
});
export type StartConversation = typeof StartConversation.Type;
/** `requestStatus`: which of these users are online now. */
export const RequestStatus = Schema.Struct({
  uuids: Schema.Array(Uuid).pipe(Schema.maxItems(STATUS_REQUEST_MAX)),
});
export type RequestStatus = typeof RequestStatus.Type;
/** `initiateCall`: the caller made a random call id and rings the callee. */
export const InitiateCall = Schema.Struct({ callId: Id, callee: Uuid });
export type InitiateCall = typeof InitiateCall.Type;
/**
 * `acceptCall`, `rejectCall`, `endCall`: the call. The relay knows each call's sides from its `initiateCall`:
 * only the callee accepts or rejects, either side ends; `peer` (the other side) is not needed and not used.
 */
export const CallAnswer = Schema.Struct({ callId: Id, peer: opt(Uuid) });
export type CallAnswer = typeof CallAnswer.Type;
/**
 * `callTicket`: a side of an answered call asks for the ticket the API takes to let it into the call's video
 * room (schemas/videoRoom.ts).
 */
export const CallTicketRequest = Schema.Struct({ callId: Id });
export type CallTicketRequest = typeof CallTicketRequest.Type;

// ---- replies ----

export const ChatErrorCode = Schema.Literal(
  /** The payload did not decode; `fields` says what was wrong. */
  'bad_request',
  /** No chat service behind this relay. */
  'chat_unavailable',
  /** The rules refuse it (not a participant, messaging off, calls disabled, site closed...). */
  'forbidden',
  'not_found',
  /** The callee has no socket in the event. */
  'offline',
  /** A video room at its capacity ('Room Full'). */
  'room_full',
  /** The chat service failed. */
  'internal',
);
export type ChatErrorCode = typeof ChatErrorCode.Type;

export const ChatError = Schema.Struct({
  code: ChatErrorCode,
  message: Schema.String,
  fields: opt(Schema.Array(FieldError)),
});
export type ChatError = typeof ChatError.Type;

export type ChatAck<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ChatError };

// ---- the event maps ----

export interface ChatServerToClient {
  /** A new message in one of the user's conversations (also to the sender's other tabs). */
  message: (message: ChatMessage) => void;
  /** `all`: every conversation of the user (answer to `join`); `added`: conversations started with them. */
  conversationSync: (payload: { mode: 'all' | 'added'; conversations: ChatConversation[] }) => void;
  /** Online status of the users asked about in `requestStatus`. */
  statusList: (payload: { statuses: StatusMap }) => void;
  /** Users of the event who went online or offline since the last update (coalesced per tick). */
  userUpdate: (payload: { statuses: StatusMap }) => void;
  /** Someone calls this user; with the caller's name and picture when the API knows them. */
  initiateCall: (payload: {
    callId: string;
    caller: string;
    callerName?: string;
    callerPicture?: string;
  }) => void;
  /** To the caller (and the callee's other tabs): the callee took the call. */
  acceptCall: (payload: { callId: string; by: string }) => void;
  /** To the caller (and the callee's other tabs): the callee declined. */
  rejectCall: (payload: { callId: string; by: string }) => void;
  /** Either side ended the call, or its socket went away. */
  endCall: (payload: { callId: string; by: string; reason: 'ended' | 'disconnected' }) => void;
  relay_restart: (payload: { delayMs: number }) => void;
  rate_limited: RateLimitedNotice;
}

export interface ChatClientToServer {
  join: (payload: typeof ChatJoin.Type, ack?: (reply: ChatAck<{ conversations: number }>) => void) => void;
  sendMessage: (payload: SendMessage, ack?: (reply: ChatAck<{ message: ChatMessage }>) => void) => void;
  startConversation: (
    payload: StartConversation,
    ack?: (reply: ChatAck<{ conversation: ChatConversation }>) => void,
  ) => void;
  requestStatus: (payload: RequestStatus, ack?: (reply: ChatAck<{ statuses: StatusMap }>) => void) => void;
  initiateCall: (payload: InitiateCall, ack?: (reply: ChatAck) => void) => void;
  acceptCall: (payload: CallAnswer, ack?: (reply: ChatAck) => void) => void;
  rejectCall: (payload: CallAnswer, ack?: (reply: ChatAck) => void) => void;
  endCall: (payload: CallAnswer, ack?: (reply: ChatAck) => void) => void;
  callTicket: (
    payload: CallTicketRequest,
    ack?: (reply: ChatAck<{ ticket: string; peer: string; role: 'caller' | 'callee' }>) => void,
  ) => void;
}

// ---- the hooks the API implements ----

/** Who asks: the claims of the socket's sign-in token. */
export interface ChatUser {
  uuid: string;
  eventId: string;
  /** The token's login: the hooks refuse a login that has ended. */
  loginId: string;
  isAdmin: boolean;
  exempt: boolean;
}

/** A refusal of the rules (or of input the hooks check again), passed to the client as the ack error. */
export interface ChatRefusal {
  code: Exclude<ChatErrorCode, 'chat_unavailable' | 'internal'>;
  message: string;
  /** With `bad_request`: which input was wrong. */
  fields?: readonly FieldError[];
}
export type ChatResult<T> = { ok: true; value: T } | { ok: false; refusal: ChatRefusal };

/**
 * Persistence and rules of chat, implemented by the API and handed to the relay (RelayDeps.chat). The relay
 * calls them for socket requests and delivers what they return; a hook that throws is answered `internal`.
 */
export interface ChatHooks {
  /** Every conversation of the user (peers with messaging off left out), with unread counts. */
  conversationsOf(user: ChatUser): Promise<readonly ChatConversation[]>;
  /** Starts (or returns the existing) conversation of the user with these participants. */
  startConversation(user: ChatUser, participants: readonly string[]): Promise<ChatResult<ChatConversation>>;
  /** Stores a message from the user; returns it with the participants it goes to now (those chat is open to). */
  sendMessage(
    user: ChatUser,
    conversationId: string,
    text: string,
  ): Promise<ChatResult<{ message: ChatMessage; participants: readonly string[] }>>;
  /**
   * Whether the user may call the callee (both messaging, calls enabled, site open); also asked when the callee
   * accepts, with the caller as `callee`.
   */
  mayCall(user: ChatUser, callee: string): Promise<ChatResult<null>>;
  /**
   * Whether chat is open to the user at all (chat enabled, not limited access, messaging on, not archived):
   * asked for online status, `join`, and rejecting or ending a call.
   */
  mayChat(user: ChatUser): Promise<ChatResult<null>>;
  /** Whether the rules let the user into the event's networking lounges now (the "/lounge" presence rooms). */
  mayJoinLounge(user: ChatUser): Promise<ChatResult<null>>;
  /** Name and picture of these users of the event, from their records; unknown uuids are left out. */
  profilesOf(eventId: string, uuids: readonly string[]): Promise<readonly PresenceMember[]>;
}
