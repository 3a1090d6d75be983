import { expect } from 'vitest';
import { type EventFromLogic, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { reconnectDelay, relayConnectionMachine } from '../../../machines/relayConnection';
import type { MachineModel } from '../model';

type Machine = typeof relayConnectionMachine;
type Ev = EventFromLogic<Machine>;

const DONE = 'xstate.done.actor.openSocket';
const ERROR = 'xstate.error.actor.openSocket';

const events = [
  { type: 'RELAY.START' },
  { type: 'RELAY.STOP' },
  { type: 'RELAY.LOST' },
  { type: 'RELAY.RETRY_NOW' },
  { type: 'RELAY.DUAL_LOGIN' },
  { type: DONE, output: undefined },
  { type: ERROR, error: { code: 'transport_error' } },
  { type: ERROR, error: { code: 'bad_token' } },
  { type: ERROR, error: { code: 'wrong_event' } },
  { type: 'xstate.after.RECONNECT_DELAY.relayConnection.reconnecting' },
] as unknown as Ev[];

/** What each state means, given the sockets this path has opened and closed so far. */
function meaningWith(sockets: { open: number; closedCalls: number }) {
  return (s: SnapshotFrom<Machine>) => {
    const value = s.value as string;
    switch (value) {
      case 'idle':
        expect(s.context.attempts).toBe(0);
        expect(sockets.open).toBe(0);
        break;
      case 'connecting':
        expect(s.context.signOutReason).toBeNull();
        expect(sockets.open).toBe(1);
        break;
      case 'connected':
        expect(s.context.attempts).toBe(0);
        expect(s.context.signOutReason).toBeNull();
        expect(sockets.open).toBe(0);
        break;
      case 'reconnecting':
        expect(s.context.attempts).toBeGreaterThanOrEqual(1);
        expect(sockets.closedCalls).toBeGreaterThan(0);
        break;
      case 'signedOut':
        expect(['no_token', 'bad_token', 'wrong_event', 'dual_login']).toContain(s.context.signOutReason);
        expect(sockets.closedCalls).toBeGreaterThan(0);
        break;
      case 'closed':
        expect(s.status).toBe('done');
        break;
      default:
        throw new Error(`state without a meaning check: ${value}`);
    }
  };
}

/** The machine of one path: a socket opening is counted until its attempt settles or is abandoned. */
function countingSockets(sockets: { open: number; closedCalls: number }) {
  return relayConnectionMachine.provide({
    actors: {
      openSocket: fromPromise<void>(({ signal }) => {
        sockets.open += 1;
        signal.addEventListener('abort', () => {
          sockets.open -= 1;
        });
        return new Promise<void>(() => {});
      }),
      watchSocket: fromCallback(() => () => {}),
    },
    actions: { closeSocket: () => void sockets.closedCalls++ },
  });
}

export const relayConnectionModel: MachineModel<Machine> = {
  name: 'relayConnection',
  machine: countingSockets({ open: 0, closedCalls: 0 }),
  inputs: [{ label: 'a new page', input: undefined as never }],
  events: () => events,
  delays: (s) => ({ RECONNECT_DELAY: reconnectDelay(s.context.attempts) }),
  perPath: () => {
    const sockets = { open: 0, closedCalls: 0 };
    return { machine: countingSockets(sockets), meaning: meaningWith(sockets) };
  },
  // Attempts grow without end: paths stop past two (the backoff test covers the ceiling).
  stopWhen: (s) => s.context.attempts > 2,
  simplePaths: true,
  transitionPaths: true,
  compareContext: true,
};
