import { Schema } from 'effect';
import { CHAT_HOOKS_PATH, ChatHookCalls, type ChatHookName } from '../schemas/chatHooksApi';
import type { ChatHooks } from '../schemas/chatSocket';

/**
 * The API's chat hooks over HTTP, for a relay in its own process: each hook is a POST to the API's internal
 * endpoint with the shared secret. A failed or refused call throws, which the relay answers `internal`.
 */
export function createHttpChatHooks(
  apiUrl: string,
  secret: string,
  opts: { timeoutMs?: number } = {},
): ChatHooks {
  const timeoutMs = opts.timeoutMs ?? 5000;
  async function call<N extends ChatHookName>(
    hook: N,
    body: (typeof ChatHookCalls)[N]['request']['Encoded'],
  ): Promise<(typeof ChatHookCalls)[N]['reply']['Type']> {
    const res = await fetch(new URL(`${CHAT_HOOKS_PATH}/${hook}`, apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`chat hook ${hook} failed: HTTP ${res.status}`);
    const reply = ChatHookCalls[hook].reply as Schema.Schema<
      (typeof ChatHookCalls)[N]['reply']['Type'],
      unknown
    >;
    return Schema.decodeUnknownPromise(reply)(await res.json());
  }
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
