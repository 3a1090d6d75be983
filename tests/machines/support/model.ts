import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { expect } from 'vitest';

/**
 * Model paths for the timing machines: their context holds `now`, `CLOCK.TICK` moves it and a named delay
 * advances it to the next boundary. Paths come from the machine definition (the shortest path to every
 * reachable state, and that path followed by every event the state accepts) and are replayed on a real actor
 * with a SimulatedClock.
 */

export type Path = StatePath<AnyMachineSnapshot, EventObject>;
type Timed = { now: number };
const nowOf = (snapshot: AnyMachineSnapshot): number => (snapshot.context as Timed).now;

export const isTick = (event: EventObject): event is { type: 'CLOCK.TICK'; now: number } =>
  event.type === 'CLOCK.TICK';

export const ticks = (instants: readonly number[]) =>
  instants.map((now) => ({ type: 'CLOCK.TICK' as const, now }));

export const modelPaths = (
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
): { shortest: Path[]; edges: Path[] } => {
  const shortest = getShortestPaths(machine, { input, events: events as EventObject[] }) as unknown as Path[];
  // Every transition: the shortest path to each reachable state, then each event that state accepts.
  const edges = shortest.flatMap((path) =>
    events
      .filter((event) => path.state.can(event))
      .map((event) => ({
        ...path,
        steps: [
          ...path.steps,
          { event, state: getNextSnapshot(machine, path.state, event) as AnyMachineSnapshot },
        ],
      })),
  );
  return { shortest, edges };
};

/**
 * Replays a path on a real actor: ticks are sent, delayed events are made to fire by moving the simulated
 * clock by exactly the time the machine expected to wait. Each step's state must equal the path's and pass
 * `check` (the meaning of the state, computed independently by the test).
 */
export const replay = (
  machine: AnyStateMachine,
  input: unknown,
  path: Path,
  check: (snapshot: AnyMachineSnapshot, event: EventObject) => void,
): void => {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  let previous = actor.getSnapshot() as AnyMachineSnapshot;
  check(previous, { type: 'xstate.init' });
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    if (step.event.type.startsWith('xstate.after.')) {
      const wait = nowOf(step.state) - nowOf(previous);
      expect(wait).toBeGreaterThan(0);
      clock.increment(wait - 1);
      expect(actor.getSnapshot().value).toEqual(previous.value);
      clock.increment(1);
    } else {
      actor.send(step.event);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.value).toEqual(step.state.value);
    expect(snapshot.context).toEqual(step.state.context);
    check(snapshot, step.event);
    previous = snapshot;
  }
  actor.stop();
};

const atomicIds = (node: AnyStateNode): string[] => {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return [node.id];
  return children.flatMap(atomicIds);
};

/** Every atomic state except the transient `settling` ones is reached on some path. */
export const expectEveryStateReached = (machine: AnyStateMachine, paths: readonly Path[]): void => {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of [{ state: path.state }, ...path.steps]) {
      for (const node of step.state._nodes) reached.add(node.id);
    }
  }
  const expected = atomicIds(machine.root).filter((id) => !id.endsWith('.settling'));
  expect(expected.filter((id) => !reached.has(id))).toEqual([]);
};
