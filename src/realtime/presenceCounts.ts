import type { Socket } from 'socket.io-client';
import type {
  PresenceClientToServer,
  PresenceNamespace,
  PresenceServerToClient,
  RelayAuth,
} from '../../schemas/relay';
import { officeHourRoomOf } from '../../schemas/videoRoom';
import { namespaceSocket } from './namespaceSocket';

export type PresenceSocket = Socket<PresenceServerToClient, PresenceClientToServer>;

/** The presence room of a session's office hours in the "/officeHours" namespace. */
export const officeHourRoom = officeHourRoomOf;

export interface PresenceCountsOptions {
  namespace: PresenceNamespace;
  /** The sign-in token (the relay refuses the socket without a valid one). */
  token: string;
  eventId?: string;
  /** The relay's address; by default the page's own origin. */
  url?: string;
  /** How long the socket stays open after the last room left the screen, so scrolling does not reconnect. */
  lingerMs?: number;
  /** Runs `fn` after `ms`; defaults to setTimeout. Returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
}

export interface PresenceCounts {
  /** Watch one room's count; the socket is open while any room is watched. Returns the unsubscribe function. */
  subscribe(room: string, listener: () => void): () => void;
  /** The last count heard for a room (0 before any). */
  count(room: string): number;
  /**
   * Be in a room (the lounge the user is in): joined on this socket, again after every reconnect, so the room's
   * count includes the user. Returns the function that leaves it.
   */
  enter(room: string): () => void;
  /** The socket of the moment, if open (tests). */
  socket(): PresenceSocket | null;
  close(): void;
}

const LINGER_MS = 10_000;

/** A socket of a presence namespace, signed in with the user's token. */
export function openPresenceSocket(
  opts: Pick<PresenceCountsOptions, 'namespace' | 'token' | 'eventId' | 'url'>,
): PresenceSocket {
  const auth: RelayAuth = { token: opts.token, ...(opts.eventId ? { eventId: opts.eventId } : {}) };
  const socket = namespaceSocket<PresenceSocket>(opts.namespace, auth, opts.url);
  // It shares the page's connection, whose manager the app socket made without connecting on its own.
  if (!socket.active) socket.connect();
  return socket;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const t = setTimeout(fn, ms);
  return () => clearTimeout(t);
};

/**
 * Online counts of presence rooms (office hours, lounges, booths) for the rooms on screen. The socket only
 * listens: it never joins a room, so watching a room does not count as being in it. The relay sends every
 * count of the event on (re)connect and then the changed ones: all are kept (a room scrolled into view has its
 * count at once), listeners hear only their rooms, and the socket closes a while after the last room left.
 */
export function createPresenceCounts(opts: PresenceCountsOptions): PresenceCounts {
  const schedule = opts.schedule ?? defaultSchedule;
  const listeners = new Map<string, Set<() => void>>();
  const counts = new Map<string, number>();
  let socket: PresenceSocket | null = null;
  let cancelLinger: (() => void) | null = null;
  const entered = new Set<string>();

  const notify = (room: string) => {
    for (const l of listeners.get(room) ?? []) l();
  };

  const open = () => {
    cancelLinger?.();
    cancelLinger = null;
    if (socket) return;
    const s = openPresenceSocket(opts);
    socket = s;
    // The first message after a (re)connect is the full snapshot, which leaves out empty rooms.
    let snapshotDue = true;
    s.on('connect', () => {
      snapshotDue = true;
      for (const room of entered) s.emit('join', { room });
    });
    s.on('presence', ({ counts: next }) => {
      const changed = new Set<string>();
      if (snapshotDue) {
        snapshotDue = false;
        for (const room of counts.keys()) if (!(room in next)) changed.add(room);
        counts.clear();
      }
      for (const [room, n] of Object.entries(next)) {
        if (counts.get(room) !== n) changed.add(room);
        counts.set(room, n);
      }
      for (const room of changed) notify(room);
    });
    s.on('relay_restart', ({ delayMs }) => {
      schedule(() => {
        if (socket !== s) return;
        s.disconnect();
        s.connect();
      }, delayMs);
    });
  };

  const shut = () => {
    socket?.disconnect();
    socket = null;
    counts.clear();
  };

  return {
    subscribe(room, listener) {
      const set = listeners.get(room) ?? new Set();
      listeners.set(room, set);
      set.add(listener);
      open();
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(room);
        if (listeners.size === 0) {
          cancelLinger?.();
          cancelLinger = schedule(() => {
            cancelLinger = null;
            if (listeners.size === 0) shut();
          }, opts.lingerMs ?? LINGER_MS);
        }
      };
    },
    count: (room) => counts.get(room) ?? 0,
    enter(room) {
      entered.add(room);
      // Watching the room keeps the socket open while the user is in it.
      const unwatch = this.subscribe(room, () => undefined);
      if (socket?.connected) socket.emit('join', { room });
      return () => {
        entered.delete(room);
        socket?.emit('leave', { room });
        unwatch();
      };
    },
    socket: () => socket,
    close() {
      cancelLinger?.();
      cancelLinger = null;
      listeners.clear();
      shut();
    },
  };
}
