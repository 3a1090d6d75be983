import { afterEach, describe, expect, test, vi } from 'vitest';
import { CallsStore } from '../../../src/calls/store';
import { ChatConnection } from '../../../src/chat/chatConnection';
import { createChatSocket, tabChatSocket } from '../../../src/realtime/chatSocket';
import { fakeChat } from '../../relay/fakeChat';
import { connections, startRelay } from '../../relay/support';

/** The tab's one chat socket, held by the chat feature and the calls layer together, on a real relay. */
describe('one chat socket per tab', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    await env?.close();
  });

  const storeOf = (uuid: string, token: string, socket: ReturnType<typeof tabChatSocket>) => {
    const store = new CallsStore({
      token,
      me: { uuid },
      socket,
      video: { joinCall: async () => Promise.reject(new Error('not in this test')) },
      joinRoom: () => ({ leave: () => {} }),
      navigate: () => {},
      newCallId: () => 'call-1',
    });
    stops.push(() => store.stop());
    return store;
  };

  test('chat and calls share one connection, each with its own listeners, until the last lets go', async () => {
    env = await startRelay('uws', {}, { chat: fakeChat().hooks });
    const token = await env.token({ uuid: 'alice', eventId: 'event-a' });
    const chat = ChatConnection.open({ me: 'alice', token, url: env.url });
    stops.push(() => chat.stop());
    chat.start();
    await vi.waitFor(() => expect(chat.getView().live).toBe(true));

    // The calls layer comes second, on the socket chat connected already: it still joins and is available.
    const aliceSocket = tabChatSocket({ token, url: env.url });
    const alice = storeOf('alice', token, aliceSocket);
    await vi.waitFor(() => expect(alice.getSnapshot().available).toBe(true));
    expect(aliceSocket.socket).toBe(chat.socket.socket);
    expect(await connections(env.url)).toBe(1);
    expect(aliceSocket.socket.listeners('conversationSync')).toHaveLength(1);

    // Chat lets go: the calls layer keeps the connection and hears a call.
    chat.stop();
    expect(await connections(env.url)).toBe(1);
    expect(aliceSocket.socket.connected).toBe(true);
    expect(aliceSocket.socket.listeners('conversationSync')).toHaveLength(0);
    expect(aliceSocket.socket.listeners('initiateCall')).toHaveLength(1);
    const bobToken = await env.token({ uuid: 'bob', eventId: 'event-a' });
    const bob = storeOf('bob', bobToken, createChatSocket({ token: bobToken, url: env.url }));
    await vi.waitFor(() => expect(bob.getSnapshot().available).toBe(true));
    expect(bob.start({ uuid: 'alice', name: 'Alice' })).toBe('call-1');
    await vi.waitFor(() => expect(alice.getSnapshot().calls).toHaveLength(1));

    // The last holder lets go: the connection closes, and the next holder gets a new one.
    alice.stop();
    await vi.waitFor(async () => expect(await connections(env.url)).toBe(1));
    const again = tabChatSocket({ token, url: env.url });
    stops.push(() => again.close());
    const connected = new Promise<void>((resolve) => again.on('connect', () => resolve()));
    again.connect();
    await connected;
    expect(await connections(env.url)).toBe(2);
  });
});
