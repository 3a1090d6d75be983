import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHttpChatHooks, createHttpLoginCheck } from '../../relay/chatHooksClient';
import { chatConversations } from '../../server/db/schema';
import type { ChatUser } from '../../schemas/chatSocket';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';
import { chatSocketOf, startAndSend } from './chatClients';
import { startRelay } from './support';

const SECRET = 'chat-hooks-test-secret';
let api: TestServer;
let apiUrl: string;
let server: ReturnType<typeof serve>;
let alice: ChatUser;
let bob: ChatUser;
let quiet: ChatUser;
let carol: ChatUser;
let limited: ChatUser;

beforeAll(async () => {
  api = await startTestServer({ chatHooksSecret: SECRET });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const event = await insertEvent(api.db, 'hooks', { chat_enabled: 1 });
  const person = async (email: string, fields: Parameters<typeof insertUser>[3] = {}): Promise<ChatUser> => {
    const uuid = await insertUser(api.db, event.id, email, fields);
    const loginId = await insertLogin(api.db, event.id, uuid);
    return { uuid, eventId: event.id, loginId, isAdmin: false, exempt: false };
  };
  alice = await person('alice@example.com');
  bob = await person('bob@example.com');
  quiet = await person('quiet@example.com', { socialMessage: 0 });
  carol = await person('carol@example.com');
  limited = await person('limited@example.com', { limitedAccess: true });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('the chat hooks over HTTP', () => {
  test('start, send, list and call permission go through the API with its rules', async () => {
    const hooks = createHttpChatHooks(apiUrl, SECRET);
    const started = await hooks.startConversation(alice, [bob.uuid]);
    if (!started.ok) throw new Error(started.refusal.message);
    expect(started.value.participants).toEqual([alice.uuid, bob.uuid].sort());
    const sent = await hooks.sendMessage(alice, started.value.id, 'Over HTTP');
    if (!sent.ok) throw new Error(sent.refusal.message);
    expect(sent.value).toEqual({
      message: expect.objectContaining({
        from: alice.uuid,
        text: 'Over HTTP',
        conversationId: started.value.id,
      }),
      participants: started.value.participants,
    });
    const ofBob = await hooks.conversationsOf(bob);
    expect(ofBob).toEqual([{ ...started.value, lastMessage: sent.value.message, unread: 1 }]);
    expect(await hooks.mayCall(alice, bob.uuid)).toEqual({ ok: true, value: null });
    expect(await hooks.mayCall(alice, quiet.uuid)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'This person does not take calls' },
    });
    expect(await hooks.sendMessage(quiet, started.value.id, 'hi')).toMatchObject({
      ok: false,
      refusal: { code: 'forbidden' },
    });
  });

  test('the rules of status, call answers and lounges, and names for lounges, over HTTP', async () => {
    const hooks = createHttpChatHooks(apiUrl, SECRET);
    expect(await hooks.mayChat(alice)).toEqual({ ok: true, value: null });
    expect(await hooks.mayChat(quiet)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Turn on messaging in your profile to chat' },
    });
    expect(await hooks.mayJoinLounge(alice)).toEqual({ ok: true, value: null });
    expect(await hooks.mayJoinLounge(limited)).toEqual({
      ok: false,
      refusal: { code: 'forbidden', message: 'Lounges are not available for your account' },
    });
    expect(await hooks.profilesOf(alice.eventId, [alice.uuid, 'nobody'])).toEqual([
      { uuid: alice.uuid, firstName: 'Ada', lastName: 'Lovelace', picture: 'default-avatar.png' },
    ]);
  });

  test('a wrong secret is refused and nothing is stored', async () => {
    const hooks = createHttpChatHooks(apiUrl, 'not-the-secret');
    const conversations = async () => (await api.db.select().from(chatConversations)).length;
    const before = await conversations();
    await expect(hooks.startConversation(carol, [bob.uuid])).rejects.toThrow(/HTTP 401/);
    expect(await conversations()).toBe(before);
    await expect(hooks.conversationsOf(alice)).rejects.toThrow(/HTTP 401/);
    const res = await fetch(`${apiUrl}/api/internal/chat/conversationsOf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: alice }),
    });
    expect(res.status).toBe(401);
  });

  test('a bad body is answered 400 naming the field', async () => {
    const res = await fetch(`${apiUrl}/api/internal/chat/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ user: alice, conversationId: 'c', text: '   ' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: 'text', message: 'The message is empty' }]);
  });

  test('a relay on its own delivers messages through the HTTP hooks', async () => {
    const env = await startRelay(
      'uws',
      {},
      { chat: createHttpChatHooks(apiUrl, SECRET), secret: api.deps.authSecret },
    );
    try {
      const [a, b] = [
        await chatSocketOf(env, alice.uuid, alice.eventId, alice.loginId),
        await chatSocketOf(env, bob.uuid, bob.eventId, bob.loginId),
      ];
      const { message, delivered } = await startAndSend(a, b, bob.uuid, 'Relayed');
      expect(delivered).toEqual(message);
    } finally {
      await env.close();
    }
  });

  test('the login check tells a relay alone whether a socket login is active; its handshake refuses ended ones', async () => {
    const check = createHttpLoginCheck(apiUrl, SECRET);
    const dave = await insertUser(api.db, alice.eventId, 'dave@example.com');
    const loginId = await insertLogin(api.db, alice.eventId, dave);
    const login = { eventId: alice.eventId, uuid: dave, loginId };
    expect(await check(login)).toBe(true);
    expect(await check({ ...login, loginId: 'made-up' })).toBe(false);
    await expect(createHttpLoginCheck(apiUrl, 'not-the-secret')(login)).rejects.toThrow(/HTTP 401/);

    const env = await startRelay('node-http', {}, { isLoginActive: check, secret: api.deps.authSecret });
    try {
      const token = await env.token(login);
      const socket = await env.connected({ token });
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await api.request('/api/logout', { method: 'POST', token })).status).toBe(204);
      // the API published the sign-out; here the test hands it to the relay
      for (const m of api.published) await env.relay.publish(m);
      await closed;
      expect(await check(login)).toBe(false);
      expect((await env.refused({ token })).data?.code).toBe('signed_out');
    } finally {
      await env.close();
    }
  });
});
