import type { Namespace, Server } from 'socket.io';
import { type RelaySocketData, roomOfEvent, roomOfUser } from '../schemas/relay';
import { namespacesOf } from './socketIoInternals';

/** Who a socket's token names: the account, its event and the login. */
export interface LoginOfToken {
  eventId: string;
  uuid: string;
  loginId: string;
}

/** Whether a login is still active (the API's answer); the relay refuses sockets of ended logins. */
export type LoginCheck = (login: LoginOfToken) => Promise<boolean>;

/** Ended logins remembered by one relay (an ended login never comes back). */
const ENDED_REMEMBERED = 10_000;

/**
 * The check the handshake calls: concurrent checks of one login (a tab opens several namespaces at once) share
 * one call, and a login found ended is answered from memory afterwards.
 */
export function sharedLoginCheck(check: LoginCheck): LoginCheck & { ended(loginId: string): void } {
  const inFlight = new Map<string, Promise<boolean>>();
  const ended = new Set<string>();
  const remember = (loginId: string) => {
    if (ended.size >= ENDED_REMEMBERED) ended.delete(ended.values().next().value as string);
    ended.add(loginId);
  };
  const shared = (login: LoginOfToken) => {
    if (ended.has(login.loginId)) return Promise.resolve(false);
    const key = `${login.eventId}\x1f${login.uuid}\x1f${login.loginId}`;
    const running = inFlight.get(key);
    if (running) return running;
    const answer = check(login)
      .then((active) => {
        if (!active) remember(login.loginId);
        return active;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
    return answer;
  };
  return Object.assign(shared, { ended: remember });
}

type AnyNamespace = Namespace<never, never, never, RelaySocketData>;

/**
 * Disconnects this node's sockets of an account whose login `ends`, in every namespace; `before` runs on each
 * first (to tell it why). Namespaces in `byUserRoom` keep a room per user; the others are searched through the
 * event's room.
 */
export function closeLoginSockets(
  io: Server,
  account: { eventId: string; uuid: string },
  ends: (data: RelaySocketData) => boolean,
  opts: {
    byUserRoom: ReadonlySet<string>;
    before?: (socket: { emit(...args: never[]): unknown }, nsp: string) => void;
  },
): number {
  let closed = 0;
  for (const [name, nsp] of namespacesOf(io) as unknown as Map<string, AnyNamespace>) {
    const room = opts.byUserRoom.has(name)
      ? roomOfUser(account.eventId, account.uuid)
      : roomOfEvent(account.eventId);
    const ids = nsp.adapter.rooms.get(room);
    if (!ids) continue;
    for (const id of [...ids]) {
      const socket = nsp.sockets.get(id);
      if (!socket || socket.data.uuid !== account.uuid || !ends(socket.data)) continue;
      opts.before?.(socket as never, name);
      socket.disconnect();
      closed += 1;
    }
  }
  return closed;
}
