import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { waitFor } from 'xstate';
import { chatConversationView } from '../../machines/chatConversation.view';
import { chatSyncView } from '../../machines/chatSync.view';
import { createChat } from '../../server/areas/chat/chat';
import { chatCalls } from '../../src/api/chatCalls';
import { createApi } from '../../src/api/client';
import { ChatConnection } from '../../src/chat/chatConnection';
import { openConversation } from '../../src/chat/openConversation';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';
import { chatSocketOf } from './chatClients';
import { startRelay } from './support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/**
 * The browser's chat layer (src/chat) against a real relay and the API: the connection, its unread counts and an
 * open conversation, through a dropped socket.
 */
describe('the tab chat on a relay and the API', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const connections: ChatConnection[] = [];
  afterEach(async () => {
    for (const c of connections.splice(0)) c.stop();
    await env?.close();
  });

  async function signedIn(event: { id: string; urlId: string }, email: string) {
    const urlId = event.urlId;
    const res = await api.request('/api/login', {
      method: 'POST',
      json: { urlid: urlId, email, password: 'demo1234' },
    });
    const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
    const http = createApi({
      getToken: () => token,
      fetch: async (input, init) => api.app.request(String(input), init),
    });
    // The relay's own token of the same login (the API's session token is for HTTP).
    const relayToken = await env.token({ uuid: user.uuid, eventId: event.id, loginId: loginOf(token) });
    const connection = ChatConnection.open({ me: user.uuid, token: relayToken, url: env.url });
    connections.push(connection);
    return { token, uuid: user.uuid, calls: chatCalls(http), connection };
  }

  test('counts unread, resets on open, and after a dropped socket shows every message once', async () => {
    const hooks = createChat(api.deps).hooks;
    env = await startRelay('uws', {}, { chat: hooks, secret: api.deps.authSecret });
    const event = await insertEvent(api.db, 'tab-chat', { chat_enabled: 1 });
    const aliceUuid = await insertUser(api.db, event.id, 'alice@example.com');
    await insertUser(api.db, event.id, 'bob@example.com');
    const bob = await signedIn(event, 'bob@example.com');
    const alice = await chatSocketOf(
      env,
      aliceUuid,
      event.id,
      await insertLogin(api.db, event.id, aliceUuid),
    );
    bob.connection.start();
    await waitFor(bob.connection.actor, (s) => s.matches('live'));

    const started = await alice.emitWithAck('startConversation', { participants: [bob.uuid] });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.conversation.id;
    const say = async (text: string) => {
      const sent = await alice.emitWithAck('sendMessage', { conversationId: id, text });
      if (!sent.ok) throw new Error(sent.error.message);
    };
    await say('one');
    await say('two');
    await waitFor(bob.connection.actor, (s) => chatSyncView(s).unreadTotal === 2);
    expect(chatSyncView(bob.connection.actor.getSnapshot()).statuses[aliceUuid]).toBe('online');

    // Opening the conversation reads it and resets the count, here and on the server.
    const open = openConversation(bob.connection, bob.calls, id, 100);
    await waitFor(open.actor, (s) => s.matches('live'));
    expect(chatSyncView(bob.connection.actor.getSnapshot()).unreadTotal).toBe(0);
    await expect
      .poll(async () => (await hooks.conversationsOf({ ...bobUser(bob, event.id) }))[0]?.unread)
      .toBe(0);

    // The socket drops; two messages are sent meanwhile; it comes back by itself.
    const dropped = waitFor(open.actor, (s) => s.matches('offline'));
    bob.connection.socket.socket.io.engine.close();
    await dropped;
    await say('three');
    await say('four');
    await waitFor(open.actor, (s) => s.matches('live') && s.context.messages.length === 4, {
      timeout: 10_000,
    });
    await say('five');
    await waitFor(open.actor, (s) => s.context.messages.length === 5);
    await waitFor(bob.connection.actor, (s) => s.matches('live'));
    expect(chatConversationView(open.actor.getSnapshot()).messages.map((m) => m.text)).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
    // The conversation list hears of the last message on its own path, possibly after the open conversation.
    await waitFor(bob.connection.actor, (s) => {
      const v = chatSyncView(s);
      return v.conversations[0]?.lastMessage?.text === 'five' && v.unreadTotal === 0;
    });
    const view = chatSyncView(bob.connection.actor.getSnapshot());
    expect(view.unreadTotal).toBe(0);
    expect(view.conversations.map((c) => c.lastMessage?.text)).toEqual(['five']);
    open.stop();
  });

  test('a user who does not take messages is refused the join, and nothing is counted', async () => {
    env = await startRelay('uws', {}, { chat: createChat(api.deps).hooks, secret: api.deps.authSecret });
    const event = await insertEvent(api.db, 'tab-chat-quiet', { chat_enabled: 1 });
    await insertUser(api.db, event.id, 'quiet@example.com', { socialMessage: 0 });
    const quiet = await signedIn(event, 'quiet@example.com');
    quiet.connection.start();
    await waitFor(quiet.connection.actor, (s) => s.matches('refused'));
    expect(chatSyncView(quiet.connection.actor.getSnapshot())).toMatchObject({
      refused: true,
      failure: 'Turn on messaging in your profile to chat',
      unreadTotal: 0,
    });
  });
});

const loginOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { lid: string }).lid;
const bobUser = (bob: { token: string; uuid: string }, eventId: string) => ({
  uuid: bob.uuid,
  eventId,
  loginId: loginOf(bob.token),
  isAdmin: false,
  exempt: false,
});
