import { describe, expect, test } from 'vitest';
import { expectEveryStateReached } from './support/model';
import {
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  type RelayConnectionEvent,
  reconnectDelay,
  relayConnectionMachine,
} from '../../machines/relayConnection';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
type Snapshot = SnapshotFrom<typeof relayConnectionMachine>;
type PathEvent = RelayConnectionEvent | { type: string; error?: unknown; output?: unknown };

const AFTER = 'xstate.after.RECONNECT_DELAY.relayConnection.reconnecting';
const DONE = 'xstate.done.actor.openSocket';
const ERROR = 'xstate.error.actor.openSocket';

const events: PathEvent[] = [
  { type: 'RELAY.START' },
  { type: 'RELAY.STOP' },
  { type: 'RELAY.LOST' },
  { type: 'RELAY.RETRY_NOW' },
  { type: 'RELAY.DUAL_LOGIN' },
  { type: DONE, output: undefined },
  { type: ERROR, error: { code: 'transport_error' } },
  { type: ERROR, error: { code: 'bad_token' } },
  { type: ERROR, error: { code: 'wrong_event' } },
  { type: AFTER },
];

/** What each state means, checked on every step of every path. */
function checkMeaning(s: Snapshot, sockets: { open: number; closedCalls: number }) {
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
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('relayConnection model', () => {
  const paths = getSimplePaths(relayConnectionMachine, {
    events: events as RelayConnectionEvent[],
    // attempts grow without end: the backoff test below covers the ceiling
    stopWhen: (s) => s.context.attempts > 2,
  });

  test('the model reaches every state', () => {
    expectEveryStateReached(relayConnectionMachine, paths);
  });

  test.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_name, path) => {
      const clock = new SimulatedClock();
      const sockets = { open: 0, closedCalls: 0 };
      let settle: { resolve(): void; reject(e: unknown): void } | undefined;
      const actor = createActor(
        relayConnectionMachine.provide({
          actors: {
            openSocket: fromPromise<void>(
              () =>
                new Promise<void>((resolve, reject) => {
                  sockets.open += 1;
                  settle = {
                    resolve: () => {
                      sockets.open -= 1;
                      resolve();
                    },
                    reject: (e) => {
                      sockets.open -= 1;
                      reject(e);
                    },
                  };
                }),
            ),
            watchSocket: fromCallback(() => () => {}),
          },
          actions: {
            closeSocket: () => {
              sockets.closedCalls += 1;
            },
          },
        }),
        { clock: clock as Clock },
      );
      actor.start();
      checkMeaning(actor.getSnapshot(), sockets);
      for (const step of path.steps) {
        const event = step.event as PathEvent;
        const before = actor.getSnapshot();
        if (event.type === DONE) settle?.resolve();
        else if (event.type === ERROR) settle?.reject((event as { error: unknown }).error);
        else if (event.type === AFTER) {
          const wait = reconnectDelay(before.context.attempts);
          clock.increment(wait - 1);
          expect(actor.getSnapshot().value).toBe('reconnecting');
          clock.increment(1);
        } else actor.send(event as RelayConnectionEvent);
        await flush();
        const now = actor.getSnapshot();
        expect(now.value).toEqual(step.state.value);
        expect(now.context).toEqual(step.state.context);
        checkMeaning(now, sockets);
      }
      actor.stop();
    },
  );

  test('the backoff runs 1 s, 2 s, 4 s, then 5 s for ever', () => {
    expect([1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});
