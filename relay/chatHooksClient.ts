import { Schema } from 'effect';
import {
  CHAT_HOOKS_PATH,
  ChatHookCalls,
  type ChatHookName,
  LOGIN_CHECK_PATH,
  LoginCheckReply,
} from '../schemas/chatHooksApi';
import type { ChatHooks } from '../schemas/chatSocket';
import type { LoginCheck } from './logins';

/** A POST to the API's internal endpoints with the shared secret; a failed call throws. */
function internalPost(apiUrl: string, secret: string, timeoutMs: number) {
  return async <A, I>(path: string, body: unknown, reply: Schema.Schema<A, I>): Promise<A> => {
    const res = await fetch(new URL(path, apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`${path} failed: HTTP ${res.status}`);
    return Schema.decodeUnknownPromise(reply)(await res.json());
  };
}

/**
 * The API's chat hooks over HTTP, for a relay in its own process: each hook is a POST to the API's internal
 * endpoint with the shared secret. A failed or refused call throws, which the relay answers `internal`.
 */
export function createHttpChatHooks(
  apiUrl: string,
  secret: string,
  opts: { timeoutMs?: number } = {},
): ChatHooks {
  const post = internalPost(apiUrl, secret, opts.timeoutMs ?? 5000);
  const call = <N extends ChatHookName>(
    hook: N,
    body: (typeof ChatHookCalls)[N]['request']['Encoded'],
  ): Promise<(typeof ChatHookCalls)[N]['reply']['Type']> =>
    post(
      `${CHAT_HOOKS_PATH}/${hook}`,
      body,
      ChatHookCalls[hook].reply as Schema.Schema<(typeof ChatHookCalls)[N]['reply']['Type'], unknown>,
    );
  return {
    conversationsOf: async (user) => (await call('conversationsOf', { user })).conversations,
    startConversation: (user, participants) => call('startConversation', { user, participants }),
    sendMessage: (user, conversationId, text) => call('sendMessage', { user, conversationId, text }),
    mayCall: (user, callee) => call('mayCall', { user, callee }),
    mayChat: (user) => call('mayChat', { user }),
    mayJoinLounge: (user) => call('mayJoinLounge', { user }),
    profilesOf: async (eventId, uuids) => (await call('profilesOf', { eventId, uuids })).profiles,
  };
}

/** The API's check of a socket's login over HTTP (the same secret as the chat hooks). */
export function createHttpLoginCheck(
  apiUrl: string,
  secret: string,
  opts: { timeoutMs?: number } = {},
): LoginCheck {
  const post = internalPost(apiUrl, secret, opts.timeoutMs ?? 5000);
  return async ({ eventId, uuid, loginId }) =>
    (await post(LOGIN_CHECK_PATH, { eventId, uuid, loginId }, LoginCheckReply)).active;
}
