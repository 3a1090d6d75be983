import { afterEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createChatSocket } from '../../../src/realtime/chatSocket';
import type { JoinRoom } from '../../../src/realtime/roomClient';
import { CallsStore } from '../../../src/calls/store';
import { fakeChat } from '../../relay/fakeChat';
import { startRelay } from '../../relay/support';

/**
 * The browser's calls layer on a real relay: each user's store on its own chat socket, with the API's join and
 * the WebRTC room replaced by recorders. What is checked is the store's part: which call machine hears what.
 */
describe('the calls store on a real relay', () => {
  let env: Awaited<ReturnType<typeof startRelay>>;
  const stores: CallsStore[] = [];
  afterEach(async () => {
    for (const s of stores.splice(0)) s.stop();
    await env?.close();
  });

  async function storeOf(uuid: string, ids: string[] = []) {
    const token = await env.token({ uuid, eventId: 'event-a' });
    const rooms: Parameters<JoinRoom>[0][] = [];
    const pages: string[] = [];
    const store = new CallsStore({
      token,
      me: { uuid },
      socket: createChatSocket({ token, url: env.url }),
      video: {
        joinCall: async (callId) => ({
          callId,
          peer: 'x',
          join: { provider: 'builtin', room: `call:${callId}`, token: 'room-token', iceServers: [] },
        }),
      },
      joinRoom: (opts) => {
        rooms.push(opts);
        return { leave: () => {} };
      },
      navigate: (path) => pages.push(path),
      newCallId: () => ids.shift() ?? 'c-extra',
    });
    stores.push(store);
    await new Promise<void>((resolve) => {
      const off = store.subscribe(() => {
        if (store.getSnapshot().available) {
          off();
          resolve();
        }
      });
    });
    return { store, rooms, pages };
  }
  const until = (store: CallsStore, ok: (s: ReturnType<CallsStore['getSnapshot']>) => boolean) =>
    new Promise<void>((resolve) => {
      if (ok(store.getSnapshot())) return resolve();
      const off = store.subscribe(() => {
        if (ok(store.getSnapshot())) {
          off();
          resolve();
        }
      });
    });

  test('a call rings on every tab of the callee; the tab that answers opens the room, the others stop ringing', async () => {
    env = await startRelay('uws', {}, { chat: fakeChat().hooks });
    const alice = await storeOf('alice', ['call-1']);
    const bob = await storeOf('bob');
    const bobTab2 = await storeOf('bob');

    // online status of the people a screen shows
    const release = alice.store.watch(['bob', 'carol']);
    await env.relay.flushPresence();
    await until(alice.store, (s) => s.statuses.has('carol'));
    expect(alice.store.getSnapshot().statuses.get('bob')).toBe('online');
    expect(alice.store.getSnapshot().statuses.get('carol')).toBe('offline');
    release();

    expect(alice.store.start({ uuid: 'bob', name: 'Bob' })).toBe('call-1');
    expect(alice.store.getSnapshot().busy).toBe(true);
    // one call at a time
    expect(alice.store.start({ uuid: 'bob', name: 'Bob' })).toBeNull();
    await until(bob.store, (s) => s.calls.length === 1);
    await until(bobTab2.store, (s) => s.calls.length === 1);
    const ringing = bob.store.getSnapshot().calls[0]!;
    expect(ringing.getSnapshot().value).toBe('ringing');
    expect(ringing.getSnapshot().context).toMatchObject({
      role: 'callee',
      callId: 'call-1',
      peer: { uuid: 'alice' },
    });

    ringing.send({ type: 'CALL.ACCEPT' });
    await waitFor(ringing, (s) => s.matches('room'));
    expect(bob.pages).toEqual(['/social/call/call-1']);
    // the other tab stops ringing; the caller goes to the room too
    await until(bobTab2.store, (s) => s.calls.length === 0);
    const placed = alice.store.getSnapshot().calls[0]!;
    await waitFor(placed, (s) => s.matches('room'));
    expect(alice.pages).toEqual(['/social/call/call-1']);
    // each side enters the room with the relay's ticket and the API's room token
    await vi.waitFor(() => expect(bob.rooms).toHaveLength(1));
    expect(bob.rooms[0]).toMatchObject({ join: { provider: 'builtin', token: 'room-token' } });

    // the caller hangs up: the callee's call ends too
    placed.send({ type: 'CALL.HANG_UP' });
    await waitFor(ringing, (s) => s.matches('ended'));
    expect(bob.store.getSnapshot().busy).toBe(false);
  });

  test('a tab on a call declines another call at once; the caller hears declined', async () => {
    env = await startRelay('uws', {}, { chat: fakeChat().hooks });
    const alice = await storeOf('alice', ['a-1']);
    const bob = await storeOf('bob', ['b-1']);
    const carol = await storeOf('carol', ['c-1']);
    await env.relay.flushPresence();

    alice.store.start({ uuid: 'bob', name: 'Bob' });
    await until(bob.store, (s) => s.calls.length === 1);
    carol.store.start({ uuid: 'bob', name: 'Bob' });
    const carolsCall = carol.store.getSnapshot().calls[0]!;
    await waitFor(carolsCall, (s) => s.matches('declined'));
    expect(bob.store.getSnapshot().calls.map((c) => c.getSnapshot().context.callId)).toEqual(['a-1']);
  });
});
