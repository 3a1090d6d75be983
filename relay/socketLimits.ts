import type { Socket } from 'socket.io';
import type { RelaySocketData } from '../schemas/relay';
import { handlePacketsWith, socketIoPacketHandler } from './socketIoInternals';

/**
 * What one socket may ask of the relay. Each namespace's socket counts on its own (one browser connection
 * carries at most one socket per namespace).
 * - `eventsPerSecond`, `burst`: events from the client, on average and at once. The excess is dropped (no
 *   handler runs, no ack comes) and counted in `/metrics`; the socket hears `rate_limited` once in its life.
 *   Every client of the platform sends a handful of events a minute; 40 at once covers a reconnect's joins.
 * - `eventRooms`: rooms of the event the app namespace's `join` may enter at once.
 * - `presenceRooms`: presence rooms (lounges, booths, office hours) one socket may be in at once.
 */
export interface SocketLimits {
  eventsPerSecond: number;
  burst: number;
  eventRooms: number;
  presenceRooms: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  eventsPerSecond: 20,
  burst: 40,
  eventRooms: 50,
  presenceRooms: 20,
};

/** socket.io-parser's packet types of a client's event (with and without binary attachments). */
const EVENT = 2;
const BINARY_EVENT = 5;

type LimitedSocket = Socket<
  object,
  { rate_limited: (p: SocketLimitsNotice) => void },
  object,
  RelaySocketData
>;
type SocketLimitsNotice = { eventsPerSecond: number; burst: number };

/**
 * The relay's limits with their counters. The event allowance is the generic cell rate algorithm: a socket's
 * whole state is the time its next event is due (`socket.data.eventsDueAt`) and whether it was told
 * (`socket.data.rateLimited`), so a relay of 10,000 sockets keeps two fields per socket and one function
 * for all of them (no closure, map or timer per socket).
 */
export function socketLimiter(limits: SocketLimits, now: () => number, countOut: (n: number) => void) {
  const interval = 1000 / limits.eventsPerSecond;
  const tolerance = (limits.burst - 1) * interval;
  const notice: SocketLimitsNotice = { eventsPerSecond: limits.eventsPerSecond, burst: limits.burst };
  let eventsDropped = 0;
  let joinsRefused = 0;

  /** Stands in for socket.io's packet handling of one socket: events beyond the allowance go no further. */
  function onPacketWithinAllowance(this: LimitedSocket, packet: { type: number }) {
    if (packet.type === EVENT || packet.type === BINARY_EVENT) {
      const data = this.data;
      const t = now();
      const due = Math.max(data.eventsDueAt, t);
      if (due - t > tolerance) {
        eventsDropped += 1;
        if (!data.rateLimited) {
          data.rateLimited = true;
          this.emit('rate_limited', notice);
          countOut(1);
        }
        return;
      }
      data.eventsDueAt = due + interval;
    }
    socketIoPacketHandler.call(this, packet);
  }

  return {
    limits,
    /** Namespace middleware, after the token check: the socket's events count from here on. */
    limitEvents(socket: Socket<never, never, never, RelaySocketData>, next: (err?: Error) => void) {
      handlePacketsWith(socket, onPacketWithinAllowance);
      next();
    },
    /**
     * Whether the socket may enter one more room whose name starts with `prefix`, holding at most `max` of
     * them (a room it is in already is always fine); a refusal is counted.
     */
    mayEnter(socket: { rooms: Set<string> }, room: string, prefix: string, max: number) {
      if (socket.rooms.has(room)) return true;
      let n = 0;
      for (const r of socket.rooms) if (r.startsWith(prefix)) n += 1;
      if (n < max) return true;
      joinsRefused += 1;
      return false;
    },
    counters: () => ({ eventsDropped, joinsRefused }),
  };
}
export type SocketLimiter = ReturnType<typeof socketLimiter>;
