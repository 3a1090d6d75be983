import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChatClientToServer, ChatServerToClient, StatusMap } from '../../schemas/chatSocket';
import type { PresenceClientToServer, PresenceServerToClient } from '../../schemas/relay';
import { createRedisPublisher } from '../../server/realtime/redisPublisher';
import { fakeChat } from './fakeChat';
import { caughtUp, next, sleep, startRelay, until } from './support';

/** Runs only in the services run (scripts/test.ts --services), which sets TEST_REDIS_URL. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this file belongs to the services run');

type PresenceClient = ClientSocket<PresenceServerToClient, PresenceClientToServer>;
type ChatClient = ClientSocket<ChatServerToClient, ChatClientToServer>;

describe('two relay nodes on Redis', () => {
  const nodes: Awaited<ReturnType<typeof startRelay>>[] = [];
  afterEach(async () => {
    for (const n of nodes.splice(0)) await n.close();
  });

  test("the API's Redis publisher reaches clients on every node, each message exactly once", async () => {
    const eventId = `event-${Date.now()}-queue`;
    const a = await startRelay('uws', { redisUrl });
    nodes.push(a);
    const b = await startRelay('node-http', { redisUrl }, { secret: a.secret });
    nodes.push(b);
    const onA = await a.connected({ token: await a.token({ eventId, uuid: 'ann' }) });
    const onB = await b.connected({ token: await b.token({ eventId, uuid: 'bob' }) });
    const heard = { a: [] as string[], b: [] as string[] };
    onA.on('instant_notification', (n) => heard.a.push(n.title));
    onB.on('instant_notification', (n) => heard.b.push(n.title));
    const api = createRedisPublisher(redisUrl);
    try {
      for (const title of ['one', 'two']) {
        await api.publish({
          kind: 'instant_notification',
          eventId,
          notification: { type: 'instant_notification', title, message: 'to all' },
        });
      }
      await until(() => heard.a.length >= 2 && heard.b.length >= 2, 3000, 'both messages on both nodes');
      // Exactly once: a second copy would come from the other node's broadcast through Redis, in no order
      // that a later message could prove, so after both arrived the test waits a little for a stray copy.
      await sleep(300);
      // Any node may take each queued message, so two messages published together can arrive in either order.
      expect({ a: [...heard.a].sort(), b: [...heard.b].sort() }).toEqual({
        a: ['one', 'two'],
        b: ['one', 'two'],
      });
    } finally {
      await api.close();
    }
  });

  test("a sign-out published to one node closes that login's sockets on every node", async () => {
    const eventId = `event-${Date.now()}-signout`;
    const a = await startRelay('uws', { redisUrl });
    nodes.push(a);
    const b = await startRelay('node-http', { redisUrl }, { secret: a.secret });
    nodes.push(b);
    const token = await a.token({ eventId, uuid: 'eve', loginId: 'E1' });
    const onA = await a.connected({ token });
    const chatOnA = await a.connected({ token }, { namespace: '/chat' });
    const stays = await a.connected({ token: await a.token({ eventId, uuid: 'eve', loginId: 'E2' }) });
    const closed = [onA, chatOnA].map((s) => next(s, 'disconnect'));
    await b.relay.publish({ kind: 'login_ended', eventId, uuid: 'eve', loginId: 'E1' });
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // node A closed the others in the same step: its answer to `stays` comes after any close of it
    await caughtUp(stays);
    expect(stays.connected).toBe(true);
  });

  test('a client on node A hears a broadcast published on node B and sees presence on node B', async () => {
    const eventId = `event-${Date.now()}`;
    const chat = fakeChat(); // the API's rules let everyone into lounges
    const a = await startRelay('uws', { redisUrl, publishSecret: 'p' }, { chat: chat.hooks });
    nodes.push(a);
    const b = await startRelay(
      'uws',
      { redisUrl, publishSecret: 'p' },
      { secret: a.secret, chat: chat.hooks },
    );
    nodes.push(b);
    const onA = await a.connected({ token: await a.token({ eventId, uuid: 'ann' }) });
    const kicks = next<{ delayMs: number }>(onA, 'kill_switch');
    const heard = next<{ title: string }>(onA, 'instant_notification');
    const res = await fetch(`${b.url}/relay/publish`, {
      method: 'POST',
      headers: { authorization: 'Bearer p', 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'instant_notification',
        eventId,
        uuids: ['ann'],
        notification: { type: 'instant_notification', title: 'Across nodes', message: 'm' },
      }),
    });
    expect(res.status).toBe(202);
    expect((await heard).title).toBe('Across nodes');
    await b.relay.publish({ kind: 'kill_switch', eventId });
    expect((await kicks).delayMs).toBeGreaterThanOrEqual(1000);

    // presence: the watcher on A sees the lounge joins made on B
    const watcher = await a.connected<PresenceClient>(
      { token: await a.token({ eventId }) },
      { namespace: '/lounge' },
    );
    const counts: Record<string, number> = {};
    watcher.on('presence', ({ counts: c }) => Object.assign(counts, c));
    const onB = await Promise.all(
      [1, 2, 3].map(async () =>
        b.connected<PresenceClient>({ token: await b.token({ eventId }) }, { namespace: '/lounge' }),
      ),
    );
    await Promise.all(onB.map((s) => s.emitWithAck('join', { room: 'lounge_9' })));
    await a
      .connected<PresenceClient>({ token: await a.token({ eventId }) }, { namespace: '/lounge' })
      .then((s) => s.emitWithAck('join', { room: 'lounge_9' }));
    await until(() => counts.lounge_9 === 4, 3000, 'four in lounge_9');
    expect(counts.lounge_9).toBe(4);

    // dual login across nodes: the newer login on B signs out the older tab on A
    const old = await a.connected({
      token: await a.token({ eventId, uuid: 'dee', loginId: 'L1', at: Date.now() - 60_000 }),
    });
    const kicked = next(old, 'dual_login');
    await b.connected({ token: await b.token({ eventId, uuid: 'dee', loginId: 'L2' }) });
    expect(await kicked).toEqual({ loginId: 'L2' });
    // the API's dual_login, published on B, closes the older login's sockets on A
    await b.relay.publish({ kind: 'dual_login', eventId, uuid: 'dee', loginId: 'L2' });
    await new Promise((resolve) => (old.disconnected ? resolve(null) : old.once('disconnect', resolve)));

    // bulk status on A counts rooms of B
    const exhibitor = await b.connected<PresenceClient>(
      { token: await b.token({ eventId }) },
      { namespace: '/exhibitor' },
    );
    await exhibitor.emitWithAck('join', { room: 'booth-1' });
    await b.relay.flushPresence();
    const status = await fetch(`${a.url}/bulk_status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await a.token({ eventId })}`, 'content-type': 'application/json' },
      body: JSON.stringify({ acme: ['booth-1'] }),
    });
    expect(await status.json()).toEqual({ acme: { total: 1, rooms: { 'booth-1': 1 } } });
  });

  test('chat across nodes: online status, conversations, messages, calls and lounge members', async () => {
    const eventId = `event-${Date.now()}`;
    const chat = fakeChat(); // one chat service (the API's database) behind both nodes
    const a = await startRelay('uws', { redisUrl }, { chat: chat.hooks });
    nodes.push(a);
    const b = await startRelay('node-http', { redisUrl }, { secret: a.secret, chat: chat.hooks });
    nodes.push(b);
    const on = async (node: typeof a, uuid: string) =>
      node.connected<ChatClient>({ token: await node.token({ eventId, uuid }) }, { namespace: '/chat' });

    const ann = await on(a, 'ann');
    expect((await ann.emitWithAck('join', {})).ok).toBe(true);
    const updates: StatusMap = {};
    ann.on('userUpdate', ({ statuses }) => Object.assign(updates, statuses));
    const ben = await on(b, 'ben');
    await until(() => updates.ben === 'online', 3000, 'ben online');
    expect(updates.ben).toBe('online');
    expect(await ann.emitWithAck('requestStatus', { uuids: ['ben', 'cy'] })).toEqual({
      ok: true,
      statuses: { ben: 'online', cy: 'offline' },
    });

    const synced = next<{ mode: string }>(ben, 'conversationSync');
    const started = await ann.emitWithAck('startConversation', { participants: ['ben'] });
    if (!started.ok) throw new Error(started.error.message);
    expect((await synced).mode).toBe('added');
    const heard = next<{ text: string }>(ben, 'message');
    await ann.emitWithAck('sendMessage', { conversationId: started.conversation.id, text: 'Across nodes' });
    expect((await heard).text).toBe('Across nodes');

    const ringing = next<{ callId: string; caller: string }>(ben, 'initiateCall');
    expect(await ann.emitWithAck('initiateCall', { callId: 'x1', callee: 'ben' })).toEqual({ ok: true });
    expect(await ringing).toEqual({ callId: 'x1', caller: 'ann' });
    // the call is known on both nodes: only its callee answers it, wherever either side is
    const mallory = await on(b, 'mallory');
    const notTheirs = await mallory.emitWithAck('acceptCall', { callId: 'x1' });
    expect(notTheirs.ok === false && notTheirs.error.code).toBe('not_found');
    const taken = await mallory.emitWithAck('initiateCall', { callId: 'x1', callee: 'ann' });
    expect(taken.ok === false && taken.error.code).toBe('bad_request');
    const accepted = next<{ callId: string; by: string }>(ann, 'acceptCall');
    expect(await ben.emitWithAck('acceptCall', { callId: 'x1' })).toEqual({ ok: true });
    expect(await accepted).toEqual({ callId: 'x1', by: 'ben' });
    const again = await ben.emitWithAck('acceptCall', { callId: 'x1' });
    expect(again.ok === false && again.error.code).toBe('forbidden');

    // ben's socket drops on B: the call ends for ann on A, once
    const dropped = next<{ callId: string; by: string; reason: string }>(ann, 'endCall');
    ben.disconnect();
    expect(await dropped).toEqual({ callId: 'x1', by: 'ben', reason: 'disconnected' });
    expect(await ann.emitWithAck('endCall', { callId: 'x1' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No such call' },
    });
    await until(() => updates.ben === 'offline', 3000, 'ben offline');
    expect(updates.ben).toBe('offline');

    // the lounge lists who is in a room over both nodes, by the API's records
    chat.profiles.set('dee', { uuid: 'dee', firstName: 'Dee' });
    chat.profiles.set('eli', { uuid: 'eli', firstName: 'Eli' });
    const lounge = async (node: typeof a, uuid: string) => {
      const s = await node.connected<PresenceClient>(
        { token: await node.token({ eventId, uuid }) },
        { namespace: '/lounge' },
      );
      expect(await s.emitWithAck('join', { room: 'lounge_3' })).toMatchObject({ ok: true });
      return s;
    };
    const dee = await lounge(a, 'dee');
    await lounge(b, 'eli');
    const listed = await dee.emitWithAck('members', { room: 'lounge_3' });
    expect(listed.count).toBe(2);
    expect(listed.members.map((m) => m.firstName).sort()).toEqual(['Dee', 'Eli']);
  });
});
