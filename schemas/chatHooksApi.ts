import { Schema } from 'effect';
import { FieldError } from './errors';
import { TextUpTo } from './input';
import { ChatConversation, ChatMessage, InitiateCall, SendMessage, StartConversation } from './chatSocket';
import { MEMBERS_MAX, PresenceMember } from './relay';

/**
 * The chat hooks over HTTP, for a relay running in another process than the API: the relay posts each hook
 * call to `${CHAT_HOOKS_PATH}/<hook>` with `Authorization: Bearer <CHAT_HOOKS_SECRET>` and the user of its
 * verified socket token; the API answers with the hook's result.
 */

export const CHAT_HOOKS_PATH = '/api/internal/chat';

export const ChatUserClaims = Schema.Struct({
  uuid: InitiateCall.fields.callee,
  eventId: TextUpTo(200).pipe(Schema.minLength(1)),
  loginId: TextUpTo(200).pipe(Schema.minLength(1)),
  isAdmin: Schema.Boolean,
  exempt: Schema.Boolean,
});

const ChatRefusal = Schema.Struct({
  code: Schema.Literal('bad_request', 'forbidden', 'not_found', 'offline'),
  message: Schema.String,
  fields: Schema.optionalWith(Schema.Array(FieldError), { exact: true }),
});
const result = <A, I>(value: Schema.Schema<A, I>) =>
  Schema.Union(
    Schema.Struct({ ok: Schema.Literal(true), value }),
    Schema.Struct({ ok: Schema.Literal(false), refusal: ChatRefusal }),
  );

export const ChatHookCalls = {
  conversationsOf: {
    request: Schema.Struct({ user: ChatUserClaims }),
    reply: Schema.Struct({ conversations: Schema.Array(ChatConversation) }),
  },
  startConversation: {
    request: Schema.Struct({ user: ChatUserClaims, participants: StartConversation.fields.participants }),
    reply: result(ChatConversation),
  },
  sendMessage: {
    request: Schema.Struct({ user: ChatUserClaims, ...SendMessage.fields }),
    reply: result(Schema.Struct({ message: ChatMessage, participants: Schema.Array(Schema.String) })),
  },
  mayCall: {
    request: Schema.Struct({ user: ChatUserClaims, callee: InitiateCall.fields.callee }),
    reply: result(Schema.Null),
  },
  mayChat: { request: Schema.Struct({ user: ChatUserClaims }), reply: result(Schema.Null) },
  mayJoinLounge: { request: Schema.Struct({ user: ChatUserClaims }), reply: result(Schema.Null) },
  profilesOf: {
    request: Schema.Struct({
      eventId: ChatUserClaims.fields.eventId,
      uuids: Schema.Array(InitiateCall.fields.callee).pipe(Schema.maxItems(MEMBERS_MAX)),
    }),
    reply: Schema.Struct({ profiles: Schema.Array(PresenceMember) }),
  },
} as const;
export type ChatHookName = keyof typeof ChatHookCalls;

/**
 * The relay's check of a socket's login at the handshake, over the same internal API and secret: POST
 * `${LOGIN_CHECK_PATH}` with the token's event, user and login; the answer says whether the login is active.
 */
export const LOGIN_CHECK_PATH = '/api/internal/login-active';
export const LoginCheckRequest = Schema.Struct({
  eventId: ChatUserClaims.fields.eventId,
  uuid: ChatUserClaims.fields.uuid,
  loginId: ChatUserClaims.fields.loginId,
});
export const LoginCheckReply = Schema.Struct({ active: Schema.Boolean });
