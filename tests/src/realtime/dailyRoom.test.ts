// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { callView } from '../../../machines/call.view';
import { liveCallMachine } from '../../../src/calls/call.live';
import type { ChatSocketHandle } from '../../../src/realtime/chatSocket';
import { type DailyParticipantLike, joinDailyRoom } from '../../../src/realtime/dailyRoom';
import { joinRoom } from '../../../src/realtime/joinRoom';
import type { RoomClientState } from '../../../src/realtime/roomClient';

/** daily-js's call object as far as the room client uses it, driven by the test. */
class FakeCall {
  readonly handlers = new Map<string, Set<(e?: unknown) => void>>();
  people: Record<string, DailyParticipantLike> = {};
  join = vi.fn(async (_opts: { url: string; token: string }) => ({}));
  leave = vi.fn(async () => {});
  destroy = vi.fn(async () => {});
  on(event: string, handler: (e?: unknown) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
  }
  off(event: string, handler: (e?: unknown) => void) {
    this.handlers.get(event)?.delete(handler);
  }
  participants() {
    return this.people;
  }
  emit(event: string, detail: Record<string, unknown> = {}) {
    for (const h of this.handlers.get(event) ?? []) h({ action: event, ...detail });
  }
  listening() {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }
}

const track = (id: string) => ({ id, kind: id.split('-')[0] }) as unknown as MediaStreamTrack;
const person = (id: string, local: boolean): DailyParticipantLike => ({
  session_id: id,
  local,
  tracks: {
    video: { state: 'playable', persistentTrack: track(`video-${id}`) },
    audio: { state: 'playable', persistentTrack: track(`audio-${id}`) },
  },
});
/** A stand-in MediaStream: happy-dom has none. */
const newStream = (tracks: MediaStreamTrack[]) => ({ tracks }) as unknown as MediaStream;
const idsOf = (stream: MediaStream | null) =>
  (stream as unknown as { tracks: MediaStreamTrack[] } | null)?.tracks.map((t) => t.id);

let fake: FakeCall;
const createCallObject = vi.fn();
vi.mock('@daily-co/daily-js', () => ({ default: { createCallObject: () => createCallObject() } }));
beforeEach(() => {
  fake = new FakeCall();
  createCallObject.mockReset().mockImplementation(() => fake);
});
afterEach(() => vi.unstubAllGlobals());

function room() {
  const changes: RoomClientState[] = [];
  const onFailed = vi.fn();
  const onClosed = vi.fn();
  const client = joinDailyRoom({
    url: 'https://example.daily.co/call-1',
    token: 'meeting-token',
    createCallObject: async () => fake,
    newStream,
    onChange: (s) => changes.push(s),
    onFailed,
    onClosed,
  });
  return { client, changes, onFailed, onClosed, last: () => changes.at(-1) };
}

describe('the Daily room client', () => {
  it('joins with the room address and meeting token, and reports nothing before the meeting is joined', async () => {
    const r = room();
    await vi.waitFor(() =>
      expect(fake.join).toHaveBeenCalledWith({
        url: 'https://example.daily.co/call-1',
        token: 'meeting-token',
      }),
    );
    fake.people = { local: person('me', true) };
    fake.emit('participant-updated');
    expect(r.changes).toEqual([]);
    fake.emit('joined-meeting');
    expect(r.last()?.peers).toBe(0);
    expect(idsOf(r.last()?.local ?? null)).toEqual(['video-me', 'audio-me']);
    expect(r.last()?.remotes).toEqual([]);
  });

  it('shows the other participant’s tracks, keeps each stream while its tracks stay, and no peers once they left', async () => {
    const r = room();
    await vi.waitFor(() => expect(fake.join).toHaveBeenCalled());
    fake.people = { local: person('me', true) };
    fake.emit('joined-meeting');
    fake.people = { local: person('me', true), bob: person('bob', false) };
    fake.emit('participant-joined');
    const joined = r.last();
    expect(joined?.peers).toBe(1);
    expect(joined?.remotes.map((x) => [x.peerId, idsOf(x.stream)])).toEqual([
      ['bob', ['video-bob', 'audio-bob']],
    ]);
    fake.emit('participant-updated');
    expect(r.last()?.remotes[0]?.stream).toBe(joined?.remotes[0]?.stream);
    expect(r.last()?.local).toBe(joined?.local);

    // A camera turned off: the stream has the audio only.
    const bob = person('bob', false);
    fake.people = {
      local: person('me', true),
      bob: { ...bob, tracks: { ...bob.tracks, video: { state: 'off' } } },
    };
    fake.emit('track-stopped');
    expect(idsOf(r.last()?.remotes[0]?.stream ?? null)).toEqual(['audio-bob']);

    fake.people = { local: person('me', true) };
    fake.emit('participant-left');
    expect(r.last()).toMatchObject({ peers: 0, remotes: [] });
    expect(r.onClosed).not.toHaveBeenCalled();
  });

  it('maps Daily’s errors: a failed join, an error event, a camera error; the meeting ending under the user closes', async () => {
    fake.join.mockRejectedValueOnce(new Error('no network'));
    const a = room();
    await vi.waitFor(() => expect(a.onFailed).toHaveBeenCalledWith('daily', 'no network'));

    fake = new FakeCall();
    const b = room();
    await vi.waitFor(() => expect(fake.join).toHaveBeenCalled());
    fake.emit('error', { errorMsg: 'Meeting has ended' });
    expect(b.onFailed).toHaveBeenCalledWith('daily', 'Meeting has ended');
    fake.emit('camera-error');
    expect(b.onFailed).toHaveBeenCalledWith('media');
    fake.emit('left-meeting');
    expect(b.onClosed).toHaveBeenCalledTimes(1);
  });

  it('leaving removes its listeners, leaves and destroys the call object, and reports nothing after', async () => {
    const r = room();
    await vi.waitFor(() => expect(fake.join).toHaveBeenCalled());
    fake.people = { local: person('me', true) };
    fake.emit('joined-meeting');
    expect(fake.listening()).toBeGreaterThan(0);
    const reported = r.changes.length;
    r.client.leave();
    r.client.leave();
    expect(fake.listening()).toBe(0);
    expect(fake.leave).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fake.destroy).toHaveBeenCalledTimes(1));
    fake.emit('participant-joined');
    fake.emit('left-meeting');
    expect(r.changes).toHaveLength(reported);
    expect(r.onClosed).not.toHaveBeenCalled();
  });

  it('leaving before the call object is made destroys it without joining', async () => {
    const r = room();
    r.client.leave();
    await vi.waitFor(() => expect(fake.destroy).toHaveBeenCalledTimes(1));
    expect(fake.join).not.toHaveBeenCalled();
    expect(fake.listening()).toBe(0);
    expect(r.onFailed).not.toHaveBeenCalled();
  });
});

describe('a call whose join reply names Daily', () => {
  function callOn() {
    const socket = {
      request: vi.fn(async (event: string) =>
        event === 'callTicket' ? { ok: true, ticket: 'ticket' } : { ok: true },
      ),
    } as unknown as ChatSocketHandle;
    const machine = liveCallMachine({
      token: 'sign-in-token',
      socket,
      video: {
        joinCall: async (callId) => ({
          callId,
          peer: 'bob',
          join: { provider: 'daily', url: 'https://example.daily.co/call-1', token: 'meeting-token' },
        }),
      },
      joinRoom,
      navigate: () => {},
    });
    const actor = createActor(machine, {
      input: { role: 'member', callId: 'call-1', peer: { uuid: '', name: '' } },
    });
    actor.start();
    return { actor, page: () => callView(actor.getSnapshot()).page };
  }

  beforeEach(() =>
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: MediaStreamTrack[]) {}
      },
    ),
  );

  it('loads daily-js, joins its room, and goes Connecting..., both videos, Call Ended as the other side leaves', async () => {
    const call = callOn();
    expect(call.page()).toBe('connecting');
    await vi.waitFor(() =>
      expect(fake.join).toHaveBeenCalledWith({
        url: 'https://example.daily.co/call-1',
        token: 'meeting-token',
      }),
    );
    expect(createCallObject).toHaveBeenCalledTimes(1);
    fake.people = { local: person('me', true) };
    fake.emit('joined-meeting');
    expect(call.page()).toBe('connecting');
    fake.people = { local: person('me', true), bob: person('bob', false) };
    fake.emit('participant-joined');
    expect(call.page()).toBe('inCall');
    const { room } = callView(call.actor.getSnapshot());
    expect(room.local).not.toBeNull();
    expect(room.remotes).toHaveLength(1);
    fake.people = { local: person('me', true) };
    fake.emit('participant-left');
    expect(call.page()).toBe('ended');
    await vi.waitFor(() => expect(fake.destroy).toHaveBeenCalledTimes(1));
    call.actor.stop();
  });

  it('shows Error when Daily reports one, and hanging up leaves the room', async () => {
    const call = callOn();
    await vi.waitFor(() => expect(fake.join).toHaveBeenCalled());
    fake.emit('error');
    expect(call.page()).toBe('error');
    await vi.waitFor(() => expect(fake.destroy).toHaveBeenCalledTimes(1));

    fake = new FakeCall();
    const other = callOn();
    await vi.waitFor(() => expect(fake.join).toHaveBeenCalled());
    other.actor.send({ type: 'CALL.HANG_UP' });
    expect(other.page()).toBe('ended');
    expect(fake.leave).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fake.destroy).toHaveBeenCalledTimes(1));
    other.actor.stop();
    call.actor.stop();
  });
});
