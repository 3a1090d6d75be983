import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LoginOfToken } from '../../relay/logins';
import { createChat } from '../../server/areas/chat/chat';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';
import { type ChatClient, chatCaughtUp, chatSocketOf } from './chatClients';
import { type AppClient, caughtUp, next, startRelay, TRANSPORTS } from './support';

type Relay = Awaited<ReturnType<typeof startRelay>>;

/** Resolves once the socket is disconnected, with the reason. */
const disconnected = (socket: ClientSocket, ms = 3000) =>
  socket.disconnected ? Promise.resolve('already') : next<string>(socket, 'disconnect', ms);

/**
 * Resolves once the relay answered a request on each of the login's sockets: a disconnect sent before has
 * arrived by then.
 */
async function allCaughtUp(sockets: Awaited<ReturnType<typeof socketsOf>>) {
  const lounge = sockets.lounge as unknown as {
    emitWithAck(ev: 'members', p: { room: string }): Promise<unknown>;
  };
  await Promise.all([
    caughtUp(sockets.app as AppClient),
    chatCaughtUp(sockets.chat),
    lounge.emitWithAck('members', { room: 'hall' }),
  ]);
}

/** The sockets of one login of `uuid` in the app, chat and lounge namespaces. */
async function socketsOf(env: Relay, uuid: string, loginId: string, eventId = 'event-a') {
  const token = await env.token({ uuid, loginId, eventId });
  return {
    app: await env.connected({ token, eventId }),
    chat: await env.connected<ChatClient>({ token }, { namespace: '/chat' }),
    lounge: await env.connected({ token }, { namespace: '/lounge' }),
  };
}

describe.each(TRANSPORTS)('logins that end, on %s', (transport) => {
  let env: Relay;
  afterEach(async () => {
    await env?.close();
  });

  test("a sign-out disconnects that login's sockets in every namespace, and no other login's", async () => {
    env = await startRelay(transport);
    const out = await socketsOf(env, 'u1', 'L1');
    const other = await socketsOf(env, 'u1', 'L2');
    const closing = Object.values(out).map((s) => disconnected(s as ClientSocket));
    await env.relay.publish({ kind: 'login_ended', eventId: 'event-a', uuid: 'u1', loginId: 'L1' });
    expect(await Promise.all(closing)).toEqual([
      'io server disconnect',
      'io server disconnect',
      'io server disconnect',
    ]);
    await allCaughtUp(other);
    expect(Object.values(other).map((s) => (s as ClientSocket).connected)).toEqual([true, true, true]);
  });

  test('a newer login tells the older app socket why, then disconnects all its sockets; exempt ones stay', async () => {
    env = await startRelay(transport);
    const old = await socketsOf(env, 'u2', 'old');
    const older = await socketsOf(env, 'u2', 'older');
    const newer = await socketsOf(env, 'u2', 'new');
    // an exempt login (staff) is never superseded
    const exempt = await env.connected({
      token: await env.token({ uuid: 'u2', loginId: 'x', exempt: true }),
    });
    const told = next<{ loginId: string }>(old.app, 'dual_login');
    const closing = Object.values(old).map((s) => disconnected(s as ClientSocket));
    await env.relay.publish({ kind: 'dual_login', eventId: 'event-a', uuid: 'u2', loginId: 'new' });
    expect(await told).toEqual({ loginId: 'new' });
    await Promise.all(closing);
    await Promise.all(Object.values(older).map((s) => disconnected(s as ClientSocket)));
    await Promise.all([allCaughtUp(newer), caughtUp(exempt)]);
    expect(Object.values(newer).map((s) => (s as ClientSocket).connected)).toEqual([true, true, true]);
    expect(exempt.connected).toBe(true);
  });

  test('the handshake refuses a login that has ended, and lets a failed check try again later', async () => {
    const ended = new Set(['gone']);
    let failing = false;
    const asked: LoginOfToken[] = [];
    env = await startRelay(
      transport,
      {},
      {
        isLoginActive: async (login) => {
          asked.push(login);
          if (failing) throw new Error('API down');
          return !ended.has(login.loginId);
        },
      },
    );
    const live = await env.connected({ token: await env.token({ uuid: 'u3', loginId: 'live' }) });
    expect(live.connected).toBe(true);
    expect(asked[0]).toMatchObject({ eventId: 'event-a', uuid: 'u3', loginId: 'live' });
    for (const namespace of ['/', '/chat', '/lounge']) {
      const refusal = await env.refused(
        { token: await env.token({ uuid: 'u3', loginId: 'gone' }) },
        { namespace },
      );
      expect(refusal.data?.code).toBe('signed_out');
    }
    // a login that the API publishes as ended is refused from then on without asking again
    await env.relay.publish({ kind: 'login_ended', eventId: 'event-a', uuid: 'u3', loginId: 'live' });
    const before = asked.length;
    const again = await env.refused({ token: await env.token({ uuid: 'u3', loginId: 'live' }) });
    expect(again.data?.code).toBe('signed_out');
    expect(asked.length).toBe(before);
    const bulk = (loginId: string) =>
      env.token({ uuid: 'u3', loginId }).then((token) =>
        fetch(`${env.url}/bulk_status`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ c1: ['booth'] }),
        }),
      );
    expect((await bulk('gone')).status).toBe(401);
    expect((await bulk('fresh')).status).toBe(200);
    failing = true;
    const unsure = await env.refused({ token: await env.token({ uuid: 'u3', loginId: 'other' }) });
    expect(unsure.data?.code).toBeUndefined();
  });
});

describe('chat of an ended login', () => {
  let api: TestServer;
  let env: Relay;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await env?.close();
    await api.close();
  });

  test('is refused on every write (send, start, call) and on reading the conversation list', async () => {
    env = await startRelay('uws', {}, { chat: createChat(api.deps).hooks, secret: api.deps.authSecret });
    const event = await insertEvent(api.db, 'ended-chat', { chat_enabled: 1 });
    const alice = await insertUser(api.db, event.id, 'alice@example.com');
    const bob = await insertUser(api.db, event.id, 'bob@example.com');
    const aliceLogin = await insertLogin(api.db, event.id, alice);
    const aliceSocket = await chatSocketOf(env, alice, event.id, aliceLogin);
    await chatSocketOf(env, bob, event.id, await insertLogin(api.db, event.id, bob));
    const started = await aliceSocket.emitWithAck('startConversation', { participants: [bob] });
    if (!started.ok) throw new Error(started.error.message);

    // Alice signs out; her socket is still open here (nothing published), as on a node that missed the message.
    await api.request('/api/logout', {
      method: 'POST',
      token: await env.token({ uuid: alice, eventId: event.id, loginId: aliceLogin }),
    });
    const refusedWrites = [
      await aliceSocket.emitWithAck('sendMessage', {
        conversationId: started.conversation.id,
        text: 'still me?',
      }),
      await aliceSocket.emitWithAck('startConversation', { participants: [bob] }),
      await aliceSocket.emitWithAck('initiateCall', { callId: 'c1', callee: bob }),
      await aliceSocket.emitWithAck('join', {}),
    ];
    for (const reply of refusedWrites) {
      expect(reply).toEqual({
        ok: false,
        error: { code: 'forbidden', message: 'Your session has ended. Please sign in again.' },
      });
    }
  });
});
