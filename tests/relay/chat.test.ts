import type { Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  ChatClientToServer,
  ChatConversation,
  ChatMessage,
  ChatServerToClient,
  StatusMap,
} from '../../schemas/chatSocket';
import { createChatSocket } from '../../src/realtime/chatSocket';
import { fakeChat } from './fakeChat';
import { chatCaughtUp } from './chatClients';
import { collect, connections, dropAbruptly, next, startRelay, TRANSPORTS, until } from './support';

type ChatClient = ClientSocket<ChatServerToClient, ChatClientToServer>;

describe.each(TRANSPORTS)('chat namespace on %s', (transport) => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  afterEach(async () => {
    await env?.close();
  });

  const chatClient = async (uuid: string, eventId = 'event-a') =>
    env.connected<ChatClient>({ token: await env.token({ uuid, eventId }) }, { namespace: '/chat' });

  test('refuses sockets without a valid token or of another event', async () => {
    env = await startRelay(transport);
    expect((await env.refused(undefined, { namespace: '/chat' })).data?.code).toBe('no_token');
    expect((await env.refused({ token: 'forged' }, { namespace: '/chat' })).data?.code).toBe('bad_token');
    const tokenOfA = await env.token({ eventId: 'event-a' });
    expect(
      (await env.refused({ token: tokenOfA, eventId: 'event-b' }, { namespace: '/chat' })).data?.code,
    ).toBe('wrong_event');
  });

  test('without a chat service, chat requests and status are answered chat_unavailable', async () => {
    env = await startRelay(transport);
    const alice = await chatClient('alice');
    expect(await alice.emitWithAck('join', {})).toEqual({
      ok: false,
      error: { code: 'chat_unavailable', message: 'Chat is not available on this server' },
    });
    const sent = await alice.emitWithAck('sendMessage', { conversationId: 'c1', text: 'hi' });
    expect(sent.ok === false && sent.error.code).toBe('chat_unavailable');
    const call = await alice.emitWithAck('initiateCall', { callId: 'k1', callee: 'bob' });
    expect(call.ok === false && call.error.code).toBe('chat_unavailable');
    // without the rules the relay cannot tell whether the user may see who is online
    const status = await alice.emitWithAck('requestStatus', { uuids: ['alice', 'bob'] });
    expect(status.ok === false && status.error.code).toBe('chat_unavailable');
  });

  test('messages and conversations go through the hooks to the participants of the same event only', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const aliceTab2 = await chatClient('alice');
    const bob = await chatClient('bob');
    const carol = await chatClient('carol');
    const bobElsewhere = await chatClient('bob', 'event-b');
    const foreignHeard = collect<unknown>(bobElsewhere, 'message');
    const carolHeard = collect<unknown>(carol, 'message');
    const senderHeard = collect<unknown>(alice, 'message');

    const synced = next<{ mode: string; conversations: ChatConversation[] }>(bob, 'conversationSync');
    const started = await alice.emitWithAck('startConversation', { participants: ['bob', 'alice'] });
    if (!started.ok) throw new Error(started.error.message);
    expect(started.conversation.participants).toEqual(['alice', 'bob']);
    expect(await synced).toEqual({ mode: 'added', conversations: [started.conversation] });

    const toBob = next<ChatMessage>(bob, 'message');
    const toOtherTab = next<ChatMessage>(aliceTab2, 'message');
    const sent = await alice.emitWithAck('sendMessage', {
      conversationId: started.conversation.id,
      text: 'Hello',
    });
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.message).toMatchObject({ from: 'alice', text: 'Hello', type: 'text' });
    expect(await toBob).toEqual(sent.message);
    expect(await toOtherTab).toEqual(sent.message);
    // the sending socket has the message in its ack, not a second time as an event
    await chatCaughtUp(alice);
    expect(senderHeard).toEqual([]);

    // join answers with every conversation of the user
    const all = next<{ mode: string; conversations: ChatConversation[] }>(bob, 'conversationSync');
    expect(await bob.emitWithAck('join', {})).toEqual({ ok: true, conversations: 1 });
    expect((await all).mode).toBe('all');
    expect((await all).conversations.map((c) => c.id)).toEqual([started.conversation.id]);

    // a message the API stored elsewhere (a direct message from a profile) arrives through publish
    const published = next<ChatMessage>(bob, 'message');
    const fromApi: ChatMessage = {
      id: 'm-api',
      conversationId: started.conversation.id,
      from: 'alice',
      type: 'text',
      text: 'From the profile',
      ts: 1_700_000_100,
    };
    await env.relay.publish({
      kind: 'chat_message',
      eventId: 'event-a',
      participants: ['alice', 'bob'],
      message: fromApi,
    });
    expect(await published).toEqual(fromApi);
    const newConv = next<{ mode: string; conversations: ChatConversation[] }>(carol, 'conversationSync');
    await env.relay.publish({
      kind: 'chat_conversation',
      eventId: 'event-a',
      conversation: { id: 'c-api', participants: ['carol', 'bob'], createdBy: 'bob' },
    });
    expect((await newConv).conversations[0]?.id).toBe('c-api');

    await Promise.all([chatCaughtUp(bobElsewhere), chatCaughtUp(carol)]);
    expect(foreignHeard).toEqual([]);
    expect(carolHeard).toEqual([]);
  });

  test('refusals, bad payloads and a failing service are answered in the ack, never a crash', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const carol = await chatClient('carol');
    const started = await alice.emitWithAck('startConversation', { participants: ['bob'] });
    if (!started.ok) throw new Error(started.error.message);

    const intruder = await carol.emitWithAck('sendMessage', {
      conversationId: started.conversation.id,
      text: 'x',
    });
    expect(intruder).toEqual({ ok: false, error: { code: 'forbidden', message: 'Not your conversation' } });
    const missing = await alice.emitWithAck('sendMessage', { conversationId: 'nope', text: 'x' });
    expect(missing.ok === false && missing.error.code).toBe('not_found');

    const empty = await alice.emitWithAck('sendMessage', {
      conversationId: started.conversation.id,
      text: '   ',
    });
    expect(empty.ok === false && empty.error.code).toBe('bad_request');
    expect(empty.ok === false && empty.error.fields?.[0]).toEqual({
      path: 'text',
      message: 'The message is empty',
    });
    const garbage = await (
      alice as unknown as { emitWithAck(ev: string, p: unknown): Promise<unknown> }
    ).emitWithAck('sendMessage', 'not an object');
    expect(garbage).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    const tooLong = await alice.emitWithAck('sendMessage', {
      conversationId: started.conversation.id,
      text: 'x'.repeat(4001),
    });
    expect(tooLong.ok === false && tooLong.error.code).toBe('bad_request');
    const self = await alice.emitWithAck('startConversation', { participants: ['alice'] });
    expect(self.ok === false && self.error.code).toBe('bad_request');

    chat.notMessaging.add('dave');
    const refused = await alice.emitWithAck('startConversation', { participants: ['dave'] });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'They do not take messages' },
    });

    chat.breakIt();
    const failed = await alice.emitWithAck('join', {});
    expect(failed.ok === false && failed.error.code).toBe('internal');
    // the socket is still served after all of it
    expect((await alice.emitWithAck('requestStatus', { uuids: ['carol'] })).ok).toBe(true);
  });

  test('statusList answers online status; userUpdate announces connects and abrupt disconnects, coalesced', async () => {
    env = await startRelay(transport, {}, { chat: fakeChat().hooks });
    const watcher = await chatClient('watcher');
    const foreign = await chatClient('watcher', 'event-b');
    // userUpdates come after a join
    expect(await watcher.emitWithAck('join', {})).toEqual({ ok: true, conversations: 0 });
    expect((await foreign.emitWithAck('join', {})).ok).toBe(true);
    // their own coming online, sent and heard before the test listens
    await env.relay.flushPresence();
    await Promise.all([chatCaughtUp(watcher), chatCaughtUp(foreign)]);
    const foreignUpdates = collect<{ statuses: StatusMap }>(foreign, 'userUpdate');
    const updates: StatusMap[] = [];
    watcher.on('userUpdate', ({ statuses }) => updates.push(statuses));

    const listed = next<{ statuses: StatusMap }>(watcher, 'statusList');
    watcher.emit('requestStatus', { uuids: ['alice', 'bob'] });
    expect(await listed).toEqual({ statuses: { alice: 'offline', bob: 'offline' } });

    // alice on the app namespace (any tab of the event), bob with two chat sockets
    const alice = await env.connected({ token: await env.token({ uuid: 'alice' }) });
    const bob1 = await chatClient('bob');
    const bob2 = await chatClient('bob');
    await until(() => Object.keys(Object.assign({}, ...updates)).length === 2, 3000, 'both online');
    expect(Object.assign({}, ...updates)).toEqual({ alice: 'online', bob: 'online' });
    expect(updates.length).toBeLessThanOrEqual(2);
    expect(await watcher.emitWithAck('requestStatus', { uuids: ['alice', 'bob'] })).toEqual({
      ok: true,
      statuses: { alice: 'online', bob: 'online' },
    });

    // bob drops one of two sockets: still online, nothing announced
    updates.length = 0;
    const before = await connections(env.url);
    dropAbruptly(bob1);
    // the relay has seen the socket go (its connection count), then nothing pending is left to send
    await until(async () => (await connections(env.url)) === before - 1, 3000, "bob's first socket gone");
    await env.relay.flushPresence();
    await chatCaughtUp(watcher);
    expect(updates).toEqual([]);
    // both of them lose the network
    dropAbruptly(bob2);
    dropAbruptly(alice as unknown as ChatClient);
    await until(() => Object.keys(Object.assign({}, ...updates)).length === 2, 3000, 'both offline');
    expect(Object.assign({}, ...updates)).toEqual({ alice: 'offline', bob: 'offline' });
    expect(await watcher.emitWithAck('requestStatus', { uuids: ['alice', 'bob'] })).toEqual({
      ok: true,
      statuses: { alice: 'offline', bob: 'offline' },
    });
    expect(foreignUpdates).toEqual([]);
  });

  test('call signalling: ring, reject, accept, end, and a caller that drops ends the call', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const offline = await alice.emitWithAck('initiateCall', { callId: 'k0', callee: 'bob' });
    expect(offline.ok === false && offline.error.code).toBe('offline');

    const bob = await chatClient('bob');
    const bobTab2 = await chatClient('bob');
    await env.relay.flushPresence();

    const ringing = next<{ callId: string; caller: string }>(bob, 'initiateCall');
    const ringingTab2 = next<{ callId: string; caller: string }>(bobTab2, 'initiateCall');
    expect(await alice.emitWithAck('initiateCall', { callId: 'k1', callee: 'bob' })).toEqual({ ok: true });
    expect(await ringing).toEqual({ callId: 'k1', caller: 'alice' });
    expect(await ringingTab2).toEqual({ callId: 'k1', caller: 'alice' });

    const declined = next<{ callId: string; by: string }>(alice, 'rejectCall');
    const stopRinging = next<{ callId: string; by: string }>(bobTab2, 'rejectCall');
    expect(await bob.emitWithAck('rejectCall', { callId: 'k1' })).toEqual({ ok: true });
    expect(await declined).toEqual({ callId: 'k1', by: 'bob' });
    expect(await stopRinging).toEqual({ callId: 'k1', by: 'bob' });

    await alice.emitWithAck('initiateCall', { callId: 'k2', callee: 'bob' });
    const accepted = next<{ callId: string; by: string }>(alice, 'acceptCall');
    expect(await bob.emitWithAck('acceptCall', { callId: 'k2', peer: 'alice' })).toEqual({ ok: true });
    expect(await accepted).toEqual({ callId: 'k2', by: 'bob' });
    const ended = next<{ callId: string; by: string; reason: string }>(bob, 'endCall');
    expect(await alice.emitWithAck('endCall', { callId: 'k2', peer: 'bob' })).toEqual({ ok: true });
    expect(await ended).toEqual({ callId: 'k2', by: 'alice', reason: 'ended' });

    await alice.emitWithAck('initiateCall', { callId: 'k3', callee: 'bob' });
    expect(await bob.emitWithAck('acceptCall', { callId: 'k3' })).toEqual({ ok: true });
    const dropped = next<{ callId: string; by: string; reason: string }>(bob, 'endCall');
    dropAbruptly(alice);
    expect(await dropped).toEqual({ callId: 'k3', by: 'alice', reason: 'disconnected' });

    chat.notMessaging.add('carol');
    await chatClient('carol');
    await env.relay.flushPresence();
    const refused = await bob.emitWithAck('initiateCall', { callId: 'k4', callee: 'carol' });
    expect(refused).toEqual({ ok: false, error: { code: 'forbidden', message: 'Calls are off for them' } });
    const self = await bob.emitWithAck('initiateCall', { callId: 'k5', callee: 'bob' });
    expect(self.ok === false && self.error.code).toBe('forbidden');
    const bad = await bob.emitWithAck('acceptCall', { callId: '', peer: 'alice' });
    expect(bad.ok === false && bad.error.code).toBe('bad_request');
  });

  test('only known calls are answered: the callee accepts or rejects, the two sides end, others are refused', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const bob = await chatClient('bob');
    const mallory = await chatClient('mallory');
    await env.relay.flushPresence();
    const bobHeard = collect<unknown>(bob, 'acceptCall');
    const aliceHeard = {
      accepted: collect<unknown>(alice, 'acceptCall'),
      rejected: collect<unknown>(alice, 'rejectCall'),
      ended: collect<unknown>(alice, 'endCall'),
    };
    const noSuchCall = { ok: false, error: { code: 'not_found', message: 'No such call' } };

    // invented call ids
    for (const event of ['acceptCall', 'rejectCall', 'endCall'] as const) {
      expect(await mallory.emitWithAck(event, { callId: 'made-up', peer: 'alice' })).toEqual(noSuchCall);
    }
    expect(await alice.emitWithAck('initiateCall', { callId: 'c1', callee: 'bob' })).toEqual({ ok: true });
    // someone else's call: as unknown as an invented one
    for (const event of ['acceptCall', 'rejectCall', 'endCall'] as const) {
      expect(await mallory.emitWithAck(event, { callId: 'c1', peer: 'alice' })).toEqual(noSuchCall);
    }
    // the caller does not answer her own call
    const own = await alice.emitWithAck('acceptCall', { callId: 'c1', peer: 'bob' });
    expect(own.ok === false && own.error.code).toBe('forbidden');
    // a call id in use cannot be rung again (by anyone)
    const taken = await mallory.emitWithAck('initiateCall', { callId: 'c1', callee: 'bob' });
    expect(taken.ok === false && taken.error.fields?.[0]?.path).toBe('callId');
    await chatCaughtUp(bob);
    expect(bobHeard).toEqual([]);

    expect(await bob.emitWithAck('acceptCall', { callId: 'c1' })).toEqual({ ok: true });
    const twice = await bob.emitWithAck('acceptCall', { callId: 'c1' });
    expect(twice.ok === false && twice.error.code).toBe('forbidden');
    const lateReject = await bob.emitWithAck('rejectCall', { callId: 'c1' });
    expect(lateReject.ok === false && lateReject.error.code).toBe('forbidden');
    expect(await bob.emitWithAck('endCall', { callId: 'c1' })).toEqual({ ok: true });
    // ended once: the other side cannot end it again, and its id is unknown from then on
    expect(await alice.emitWithAck('endCall', { callId: 'c1' })).toEqual(noSuchCall);
    await chatCaughtUp(alice);
    expect(aliceHeard).toEqual({
      accepted: [{ callId: 'c1', by: 'bob' }],
      rejected: [],
      ended: [{ callId: 'c1', by: 'bob', reason: 'ended' }],
    });
  });

  test('call signalling, online status and join apply the chat rules of the user', async () => {
    const chat = fakeChat();
    env = await startRelay(transport, {}, { chat: chat.hooks });
    const alice = await chatClient('alice');
    const lim = await chatClient('lim');
    await env.relay.flushPresence();
    const closed = { ok: false, error: { code: 'forbidden', message: 'Chat is closed to you' } };

    // a call placed while chat was open, then chat closes to the callee (limited access, archive...)
    expect(await alice.emitWithAck('initiateCall', { callId: 'r1', callee: 'lim' })).toEqual({ ok: true });
    expect(await alice.emitWithAck('initiateCall', { callId: 'r2', callee: 'lim' })).toEqual({ ok: true });
    chat.chatClosed.add('lim');
    expect(await lim.emitWithAck('acceptCall', { callId: 'r1' })).toEqual(closed);
    expect(await lim.emitWithAck('rejectCall', { callId: 'r1' })).toEqual(closed);
    expect(await lim.emitWithAck('endCall', { callId: 'r2' })).toEqual(closed);
    expect(await lim.emitWithAck('requestStatus', { uuids: ['alice'] })).toEqual(closed);
    expect(await lim.emitWithAck('join', {})).toEqual(closed);
    const ringBack = await lim.emitWithAck('initiateCall', { callId: 'r3', callee: 'alice' });
    expect(ringBack).toEqual(closed);

    // no userUpdate reaches a socket whose join was refused
    const heard = collect<unknown>(lim, 'userUpdate');
    await chatClient('newcomer');
    await env.relay.flushPresence();
    await chatCaughtUp(lim);
    expect(heard).toEqual([]);
    // the caller still may cancel her call
    expect(await alice.emitWithAck('endCall', { callId: 'r1' })).toEqual({ ok: true });
  });
});

describe('the browser client of the chat socket', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const handles: { close(): void }[] = [];
  afterEach(async () => {
    for (const h of handles.splice(0)) h.close();
    await env?.close();
  });

  test('requests get typed acks and a lost ack becomes an internal error', async () => {
    const chat = fakeChat();
    env = await startRelay('uws', {}, { chat: chat.hooks });
    const open = async (uuid: string) => {
      const handle = createChatSocket({ token: await env.token({ uuid }), eventId: 'event-a', url: env.url });
      handles.push(handle);
      handle.connect();
      await next(handle.socket, 'connect');
      return handle;
    };
    const ann = await open('ann');
    const ben = await open('ben');
    const started = await ann.request('startConversation', { participants: ['ben'] });
    if (!started.ok) throw new Error(started.error.message);
    const heard = next<ChatMessage>(ben.socket, 'message');
    const sent = await ann.request('sendMessage', {
      conversationId: started.conversation.id,
      text: 'Hi Ben',
    });
    expect(sent.ok && sent.message.text).toBe('Hi Ben');
    expect((await heard).text).toBe('Hi Ben');
    expect(await ben.request('requestStatus', { uuids: ['ann', 'zed'] })).toEqual({
      ok: true,
      statuses: { ann: 'online', zed: 'offline' },
    });

    const slow = createChatSocket({ token: await env.token({ uuid: 'cy' }), url: env.url, timeoutMs: 200 });
    handles.push(slow);
    // never connected: the request times out
    expect(await slow.request('join', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The relay did not answer in time' },
    });
  });
});
