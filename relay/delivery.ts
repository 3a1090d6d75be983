import type { Server } from 'socket.io';
import { KILL_SWITCH } from '../schemas/constants';
import { GAME_RELAY_ROOM } from '../schemas/game';
import { type RelayMessage, roomOfEvent, roomOfEventRoom, roomOfUser } from '../schemas/relay';
import type { AppNamespace, AppSocket } from './appNamespace';
import type { attachChat } from './chat';
import { closeLoginSockets, type sharedLoginCheck } from './logins';

/** Namespaces whose sockets join their user's room (the others are found through their event's room). */
const USER_ROOM_NAMESPACES: ReadonlySet<string> = new Set(['/', '/chat']);

const localSize = (nsp: { adapter: { rooms: Map<string, Set<string>> } }, room: string) =>
  nsp.adapter.rooms.get(room)?.size ?? 0;

export interface DeliveryDeps {
  io: Server;
  appNsp: AppNamespace;
  chat: Pick<ReturnType<typeof attachChat>, 'deliver'>;
  loginCheck: ReturnType<typeof sharedLoginCheck> | undefined;
  /** In [0, 1): picks each socket's kill-switch delay. */
  random: () => number;
  countOut: (n: number) => void;
  /** Other relay nodes share this one's rooms (Redis): messages each node applies itself travel to them. */
  shared: boolean;
}

/**
 * What the relay does with a RelayMessage from the API: instant notifications, the kill switch, dual logins,
 * ended logins, chat, the game's leaderboard, a session's questions and polls, saved settings. `publish` is the entry (in-process, POST /relay/publish, the Redis publish queue); peers'
 * messages arrive through the app namespace's server-side `publish` event.
 */
export function relayDelivery({ io, appNsp, chat, loginCheck, random, countOut, shared }: DeliveryDeps) {
  /** Delivers a message to this node's sockets (kill switch) or to every node's (the adapter's broadcasts). */
  function deliver(message: RelayMessage, origin: 'here' | 'peer') {
    switch (message.kind) {
      case 'instant_notification': {
        if (origin === 'peer') return;
        if (message.uuids) {
          if (message.uuids.length === 0) return;
          const rooms = message.uuids.map((u) => roomOfUser(message.eventId, u));
          appNsp.to(rooms).emit('instant_notification', message.notification);
          countOut(rooms.reduce((n, r) => n + localSize(appNsp, r), 0));
        } else {
          const room = roomOfEvent(message.eventId);
          appNsp.to(room).emit('instant_notification', message.notification);
          countOut(localSize(appNsp, room));
        }
        return;
      }
      case 'kill_switch': {
        // Each socket gets its own delay so that thousands of browsers do not reload in the same second.
        const ids = appNsp.adapter.rooms.get(roomOfEvent(message.eventId));
        const span = KILL_SWITCH.MAX_DELAY - KILL_SWITCH.MIN_DELAY;
        for (const id of ids ?? []) {
          const delayMs = KILL_SWITCH.MIN_DELAY + Math.floor(random() * (span + 1));
          appNsp.sockets.get(id)?.emit('kill_switch', { delayMs: Math.min(delayMs, KILL_SWITCH.MAX_DELAY) });
          countOut(1);
        }
        return;
      }
      case 'dual_login': {
        // Each node signs out its own sockets of the account's other logins: app sockets hear why, then all close.
        const { loginId } = message;
        closeLoginSockets(io, message, (d) => !d.exempt && d.loginId !== loginId, {
          byUserRoom: USER_ROOM_NAMESPACES,
          before: (socket, nsp) => {
            if (nsp !== '/') return;
            (socket as AppSocket).emit('dual_login', { loginId });
            countOut(1);
          },
        });
        return;
      }
      case 'login_ended': {
        loginCheck?.ended(message.loginId);
        closeLoginSockets(io, message, (d) => d.loginId === message.loginId, {
          byUserRoom: USER_ROOM_NAMESPACES,
        });
        return;
      }
      case 'game_leaderboard': {
        if (origin === 'peer') return;
        const room = roomOfEventRoom(message.eventId, GAME_RELAY_ROOM);
        appNsp.to(room).emit('game_leaderboard', { top: message.top });
        countOut(localSize(appNsp, room));
        return;
      }
      case 'session_questions': {
        if (origin === 'peer') return;
        const room = roomOfEventRoom(message.eventId, message.room);
        appNsp.to(room).emit('session_questions', message.update);
        return;
      }
      case 'session_polls': {
        if (origin === 'peer') return;
        const room = roomOfEventRoom(message.eventId, message.room);
        appNsp.to(room).emit('session_polls', message.update);
        countOut(localSize(appNsp, room));
        return;
      }
      case 'settings_changed': {
        if (origin === 'peer') return;
        const room = roomOfEvent(message.eventId);
        appNsp.to(room).emit('settings_changed');
        countOut(localSize(appNsp, room));
        return;
      }
      case 'chat_message':
      case 'chat_conversation': {
        if (origin === 'peer') return;
        chat.deliver(message);
        return;
      }
    }
  }

  appNsp.on('publish', (message) => deliver(message, 'peer'));

  return {
    async publish(message: RelayMessage) {
      deliver(message, 'here');
      // Messages that each node applies to its own sockets travel to the other nodes by server-side emit.
      if (
        (message.kind === 'kill_switch' || message.kind === 'dual_login' || message.kind === 'login_ended') &&
        shared
      ) {
        io.serverSideEmit('publish', message);
      }
    },
  };
}
