import type { SocketNotification } from './notification';

/**
 * The socket.io contract between relay/ and src/realtime/. Both `new Server<...>` and `io<...>()` use these
 * maps. Every socket authenticates with the sign-in token in `auth.token`; the relay scopes it to the token's
 * event, so rooms below are always within one event.
 */

/** App-level namespace "/" : one socket per open tab. */
export interface AppServerToClient {
  instant_notification: (notification: SocketNotification) => void;
  /** Reload the app after `delayMs` (random 1 to 30 s, chosen by the relay per socket). */
  kill_switch: (payload: { delayMs: number }) => void;
  ipAddressCheck: (payload: { ip: string }) => void;
  /** A newer login of the same account happened; the socket whose loginId differs signs out. */
  dual_login: (payload: { loginId: string }) => void;
}

export interface AppClientToServer {
  /** Join a room of the event (for example "lobby") and report the caller's address. */
  join: (payload: { room: string }, ack?: (reply: { ok: boolean; ip: string }) => void) => void;
}

export interface RelaySocketData {
  eventId: string;
  uuid: string;
  loginId: string;
  exempt: boolean;
}

/** What the server publishes to the relay (in process, or through Redis between processes). */
export type RelayMessage =
  | { kind: 'instant_notification'; eventId: string; notification: SocketNotification; uuids?: string[] }
  | { kind: 'kill_switch'; eventId: string }
  | { kind: 'dual_login'; eventId: string; uuid: string; loginId: string };

export const roomOfEvent = (eventId: string) => `event:${eventId}`;
export const roomOfUser = (eventId: string, uuid: string) => `user:${eventId}:${uuid}`;
export const roomOfEventRoom = (eventId: string, room: string) => `room:${eventId}:${room}`;

/** How the server hands a message to the relay: in process, over HTTP, or through Redis. */
export interface RelayPublisher {
  publish(message: RelayMessage): Promise<void>;
}
