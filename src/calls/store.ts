import { type Actor, createActor } from 'xstate';
import { inspect } from '../browser/inspection';
import type { CallPeer, CallRole, callMachine } from '../../machines/call';
import type { StatusMap, UserStatus } from '../../schemas/chatSocket';
import type { Api } from '../api/client';
import { type VideoCalls, videoCalls } from '../api/videoCalls';
import { type ChatSocketHandle, tabChatSocket } from '../realtime/chatSocket';
import { joinRoom } from '../realtime/joinRoom';
import type { JoinRoom } from '../realtime/roomClient';
import { liveCallMachine } from './call.live';

export type CallActor = Actor<typeof callMachine>;

export interface CallsSnapshot {
  /** The relay let this user into chat (calls need it); false until it answered, and when it refused. */
  readonly available: boolean;
  /** A call of this tab is under way (placing, ringing, or in its room): no other can be placed. */
  readonly busy: boolean;
  readonly statuses: ReadonlyMap<string, UserStatus>;
  /** The calls of this tab that are not closed, oldest first. */
  readonly calls: readonly CallActor[];
}

export interface CallsStoreDeps {
  /** The sign-in token (the relay's handshakes). */
  token: string;
  me: { uuid: string };
  socket: ChatSocketHandle;
  video: VideoCalls;
  joinRoom: JoinRoom;
  navigate(path: string): void;
  /** A new random call id (the caller makes it). */
  newCallId?: () => string;
}

/** The call page's address. */
export const callPagePath = (callId: string) => `/social/call/${encodeURIComponent(callId)}`;

/**
 * The calls of one signed-in tab: the tab's chat socket (online status and call signalling), one `call` machine per
 * call this tab places, receives or opens by address, and who is online among the people screens ask about.
 * Lives above the routes, so a call survives moving between pages.
 */
export class CallsStore {
  private snapshot: CallsSnapshot = { available: false, busy: false, statuses: new Map(), calls: [] };
  private readonly listeners = new Set<() => void>();
  private readonly actors = new Map<string, CallActor>();
  private readonly watched = new Map<string, number>();
  private statusAsked = false;
  private readonly machine: ReturnType<typeof liveCallMachine>;

  constructor(private readonly deps: CallsStoreDeps) {
    this.machine = liveCallMachine(deps);
    const { socket } = deps;
    socket.on('connect', () => void this.joinChat());
    socket.on('userUpdate', ({ statuses }) => this.mergeStatuses(statuses));
    socket.on('statusList', ({ statuses }) => this.mergeStatuses(statuses));
    socket.on('initiateCall', ({ callId, caller, callerName }) => this.ring(callId, caller, callerName));
    socket.on('acceptCall', ({ callId, by }) =>
      this.actors.get(callId)?.send({ type: by === deps.me.uuid ? 'CALL.ENDED' : 'CALL.ACCEPTED' }),
    );
    socket.on('rejectCall', ({ callId, by }) =>
      this.actors.get(callId)?.send({ type: by === deps.me.uuid ? 'CALL.ENDED' : 'CALL.DECLINED' }),
    );
    socket.on('endCall', ({ callId }) => this.actors.get(callId)?.send({ type: 'CALL.ENDED' }));
    socket.connect();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  /** Whether a call of this tab is under way (placing, ringing, or in its room). */
  isBusy(): boolean {
    return [...this.actors.values()].some((a) =>
      ['calling', 'ringing', 'answering', 'room'].some((s) => a.getSnapshot().matches(s as 'room')),
    );
  }

  /** Calls the peer: a new call with a random id; null when a call is under way already. */
  start(peer: CallPeer): string | null {
    if (this.isBusy() || !this.snapshot.available) return null;
    const callId = (this.deps.newCallId ?? (() => crypto.randomUUID()))();
    this.add(callId, 'caller', peer);
    return callId;
  }

  /** The call of the call page: this tab's own, or one opened by its address (joined as a side). */
  open(callId: string): CallActor {
    return this.actors.get(callId) ?? this.add(callId, 'member', { uuid: '', name: '' });
  }

  /** Keeps the online status of these people current while a screen shows them; returns the release. */
  watch(uuids: readonly string[]): () => void {
    let added = false;
    for (const uuid of uuids) {
      const n = this.watched.get(uuid) ?? 0;
      this.watched.set(uuid, n + 1);
      if (n === 0) added = true;
    }
    if (added) this.askStatus();
    return () => {
      for (const uuid of uuids) {
        const n = (this.watched.get(uuid) ?? 1) - 1;
        if (n <= 0) this.watched.delete(uuid);
        else this.watched.set(uuid, n);
      }
    };
  }

  stop() {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
    this.deps.socket.close();
  }

  private async joinChat() {
    const reply = await this.deps.socket.request('join', {});
    this.update({ available: reply.ok });
    if (reply.ok) this.askStatus();
  }

  /** One status request per tick for everyone watched (screens mount together). */
  private askStatus() {
    if (this.statusAsked) return;
    this.statusAsked = true;
    queueMicrotask(async () => {
      this.statusAsked = false;
      const uuids = [...this.watched.keys()];
      if (uuids.length === 0 || !this.deps.socket.socket.connected) return;
      const reply = await this.deps.socket.request('requestStatus', { uuids });
      if (reply.ok) this.mergeStatuses(reply.statuses);
    });
  }

  private mergeStatuses(statuses: StatusMap) {
    const next = new Map(this.snapshot.statuses);
    for (const [uuid, status] of Object.entries(statuses)) next.set(uuid, status);
    this.update({ statuses: next });
  }

  /** Someone calls: the prompt rings, unless a call is under way here (then it is declined at once). */
  private ring(callId: string, caller: string, callerName: string | undefined) {
    if (this.actors.has(callId)) return;
    if (this.isBusy()) {
      void this.deps.socket.request('rejectCall', { callId });
      return;
    }
    this.add(callId, 'callee', { uuid: caller, name: callerName ?? '' });
  }

  private add(callId: string, role: CallRole, peer: CallPeer): CallActor {
    const actor = createActor(this.machine, { inspect, input: { role, callId, peer } });
    this.actors.set(callId, actor);
    actor.subscribe({
      next: () => {
        if (this.isBusy() !== this.snapshot.busy) this.update({ busy: this.isBusy() });
      },
      complete: () => {
        this.actors.delete(callId);
        this.update({ calls: [...this.actors.values()], busy: this.isBusy() });
      },
    });
    actor.start();
    this.update({ calls: [...this.actors.values()], busy: this.isBusy() });
    return actor;
  }

  private update(change: Partial<CallsSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** The store of a signed-in tab, on the tab's chat socket, the API and the rooms it names. */
export function createCallsStore(opts: {
  token: string;
  uuid: string;
  api: Api;
  navigate(path: string): void;
}): CallsStore {
  return new CallsStore({
    token: opts.token,
    me: { uuid: opts.uuid },
    socket: tabChatSocket({ token: opts.token }),
    video: videoCalls(opts.api),
    joinRoom,
    navigate: opts.navigate,
  });
}
