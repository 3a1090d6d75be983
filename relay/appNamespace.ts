import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import {
  type AppClientToServer,
  type AppServerToClient,
  type RelayMessage,
  type RelaySocketData,
  roomOfEvent,
  roomOfEventRoom,
  roomOfUser,
} from '../schemas/relay';
import type { SocketLimiter } from './socketLimits';

export interface InterServerEvents {
  publish: (message: RelayMessage) => void;
}
export type AppSocket = Socket<AppClientToServer, AppServerToClient, InterServerEvents, RelaySocketData>;
export type AppNamespace = Namespace<
  AppClientToServer,
  AppServerToClient,
  InterServerEvents,
  RelaySocketData
>;

const MAX_ROOM_NAME = 200;

/**
 * The app namespace's sockets: each joins its event's and its user's rooms, may `join` rooms of its event, and
 * a second login of a non-exempt account is settled on connect (the older login hears `dual_login`).
 */
export function attachAppNamespace(
  appNsp: AppNamespace,
  opts: {
    limiter: SocketLimiter;
    shared: (value: string) => string;
    countOut: (n: number) => void;
    log: Logger;
  },
) {
  const { limiter, shared, countOut, log } = opts;

  // One handler for every socket (it reads its socket from `this`) instead of a closure per socket.
  function onJoin(this: AppSocket, payload: unknown, ack?: (reply: { ok: boolean; ip: string }) => void) {
    const room = (payload as { room?: unknown } | undefined)?.room;
    const { eventId } = this.data;
    const name =
      typeof room === 'string' && room.length > 0 && room.length <= MAX_ROOM_NAME
        ? roomOfEventRoom(eventId, room)
        : undefined;
    const ok =
      name !== undefined &&
      limiter.mayEnter(this, name, roomOfEventRoom(eventId, ''), limiter.limits.eventRooms);
    if (ok) void this.join(name);
    if (typeof ack === 'function') ack({ ok, ip: this.data.ip });
    this.emit('ipAddressCheck', { ip: this.data.ip });
    countOut(2);
  }

  /** A second login of a non-exempt account: the older of the two logins signs out, wherever its sockets are. */
  async function settleDualLogin(socket: AppSocket) {
    const { eventId, uuid, loginId, issuedAt } = socket.data;
    try {
      const sockets = await appNsp.in(roomOfUser(eventId, uuid)).fetchSockets();
      let newest: { loginId: string; issuedAt: number } | undefined;
      for (const other of sockets) {
        if (other.data.exempt || other.data.loginId === loginId) continue;
        if (other.data.issuedAt <= issuedAt) {
          other.emit('dual_login', { loginId });
          countOut(1);
        } else if (!newest || other.data.issuedAt > newest.issuedAt) newest = other.data;
      }
      if (newest && socket.connected) {
        socket.emit('dual_login', { loginId: newest.loginId });
        countOut(1);
      }
    } catch (err) {
      log.warn({ err }, 'dual-login check failed');
    }
  }

  appNsp.on('connection', (socket: AppSocket) => {
    const { eventId, uuid, exempt } = socket.data;
    void socket.join([shared(roomOfEvent(eventId)), roomOfUser(eventId, uuid)]);
    socket.on('join', onJoin);
    if (!exempt) void settleDualLogin(socket);
  });
}
