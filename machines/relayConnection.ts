/**
 * The lifecycle of the browser's connection to the relay: idle until started, connecting, connected, and after a
 * lost connection or a failed attempt reconnecting with a backoff of 1 s, 2 s, 4 s, then 5 s, for as long as it
 * takes. A refused token or a newer login elsewhere ends in signedOut; STOP ends in closed.
 * Provide: `openSocket` (a promise that resolves on connect and rejects with `{ code }` on refusal) and
 * `watchSocket` (a callback actor that sends RELAY.LOST and RELAY.DUAL_LOGIN while connected).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { RELAY } from '../schemas/constants';
import type { RelayRefusal } from '../schemas/relay';

export interface RelayConnectionContext {
  /** Failed attempts since the last connection: drives the backoff. */
  attempts: number;
  /** Why the relay signed this tab out, once it did. */
  signOutReason: RelayRefusal | 'dual_login' | null;
}

export type RelayConnectionEvent =
  | { type: 'RELAY.START' }
  | { type: 'RELAY.STOP' }
  | { type: 'RELAY.LOST' }
  | { type: 'RELAY.RETRY_NOW' }
  | { type: 'RELAY.DUAL_LOGIN' };

export type OpenSocketError = { code?: string } | undefined;

const REFUSALS: readonly string[] = [
  'no_token',
  'bad_token',
  'wrong_event',
  'signed_out',
] satisfies RelayRefusal[];

/** The wait before the attempt after `attempts` failures: 1 s, 2 s, 4 s, then 5 s each time. */
export const reconnectDelay = (attempts: number) =>
  Math.min(RELAY.RECONNECT_DELAY * 2 ** Math.max(0, attempts - 1), RELAY.RECONNECT_DELAY_MAX);

export const relayConnectionMachine = setup({
  types: {
    context: {} as RelayConnectionContext,
    events: {} as RelayConnectionEvent,
  },
  actors: {
    openSocket: fromPromise<void>(async () => {
      throw new Error('openSocket not provided');
    }),
    watchSocket: fromCallback<RelayConnectionEvent>(() => {
      throw new Error('watchSocket not provided');
    }),
  },
  actions: {
    closeSocket: () => {},
  },
  guards: {
    isRefusal: (_, error: OpenSocketError) =>
      typeof error?.code === 'string' && REFUSALS.includes(error.code),
  },
  delays: {
    RECONNECT_DELAY: ({ context }) => reconnectDelay(context.attempts),
  },
}).createMachine({
  id: 'relayConnection',
  context: { attempts: 0, signOutReason: null },
  initial: 'idle',
  on: {
    'RELAY.STOP': { target: '.closed' },
  },
  states: {
    idle: {
      on: { 'RELAY.START': { target: 'connecting' } },
    },
    connecting: {
      invoke: {
        id: 'openSocket',
        src: 'openSocket',
        onDone: { target: 'connected', actions: assign({ attempts: 0 }) },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => event.error as OpenSocketError },
            target: 'signedOut',
            actions: assign({
              signOutReason: ({ event }) => (event.error as { code: RelayRefusal }).code,
            }),
          },
          { target: 'reconnecting', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
        ],
      },
    },
    connected: {
      invoke: { id: 'watchSocket', src: 'watchSocket' },
      on: {
        'RELAY.LOST': { target: 'reconnecting', actions: assign({ attempts: 1 }) },
        'RELAY.DUAL_LOGIN': { target: 'signedOut', actions: assign({ signOutReason: 'dual_login' }) },
      },
    },
    reconnecting: {
      entry: 'closeSocket',
      after: { RECONNECT_DELAY: { target: 'connecting' } },
      on: { 'RELAY.RETRY_NOW': { target: 'connecting' } },
    },
    signedOut: {
      entry: 'closeSocket',
      on: {
        'RELAY.START': {
          target: 'connecting',
          actions: assign({ attempts: 0, signOutReason: null }),
        },
      },
    },
    closed: {
      type: 'final',
      entry: 'closeSocket',
    },
  },
});
