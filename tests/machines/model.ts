/**
 * Model testing from machine definitions: paths come from `xstate/graph` on the real machine (with fake actors
 * provided), each path is replayed on a real actor driven by a SimulatedClock, and every step is checked
 * against the meaning the model gives each state. The states passed through (transient ones too) are recorded
 * so the coverage test can tell which states no path reaches.
 */
import { expect } from 'vitest';
import {
  type ActorOptions,
  type AnyMachineSnapshot,
  type AnyActorLogic,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { stateName } from '../../machines/support/stateName';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface MachineModel<TMachine extends AnyStateMachine> {
  name: string;
  /** The machine with fake actors and actions provided. */
  machine: TMachine;
  /** The inputs to start from; paths are generated from each. */
  inputs: { label: string; input: InputFrom<TMachine> }[];
  /** Events with their payloads (done/error events of invoked actors included); matched to each state by type. */
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[];
  /** Milliseconds of each named delay, so an `xstate.after` step moves the clock instead of being sent. */
  delays?: (snapshot: SnapshotFrom<TMachine>) => Record<string, number>;
  /** What the state means: assertions on the snapshot (and its view) for the state it is in. */
  meaning: (snapshot: SnapshotFrom<TMachine>) => void;
  /** Simple paths too (every path without a repeated state): only for small machines. */
  simplePaths?: boolean;
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  label: string;
  input: InputFrom<TMachine>;
  path: StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>;
}

export function modelPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): ModelPath<TMachine>[] {
  const out: ModelPath<TMachine>[] = [];
  for (const { label, input } of model.inputs) {
    const options = {
      input,
      events: model.events,
      ...(model.serializeState
        ? { serializeState: (s: SnapshotFrom<TMachine>) => model.serializeState!(s) }
        : {}),
    };
    // biome-ignore lint/suspicious/noExplicitAny: the graph functions' option types do not line up with generic machines
    const shortest = getShortestPaths(model.machine, options as any) as ModelPath<TMachine>['path'][];
    const simple = model.simplePaths
      ? // biome-ignore lint/suspicious/noExplicitAny: as above
        (getSimplePaths(model.machine, options as any) as ModelPath<TMachine>['path'][])
      : [];
    const seen = new Set<string>();
    for (const path of [...shortest, ...simple]) {
      const key = JSON.stringify(path.steps.map((s) => s.event));
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ label, input, path });
    }
  }
  return out;
}

export const describePath = (p: ModelPath<AnyStateMachine>) =>
  `${p.label}: ${p.path.steps.map((s) => s.event.type).join(' → ') || '(initial)'}`;

/** All state paths of a machine (`signIn.failed`), to compare with the states reached. */
export function allStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child.path.join('.'));
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

function statesOf(value: ReturnType<AnyStateMachine['getInitialSnapshot']>['value']): string[] {
  const names: string[] = [];
  const walk = (v: typeof value, prefix: string) => {
    if (typeof v === 'string') {
      names.push(prefix + v);
      return;
    }
    for (const [k, child] of Object.entries(v)) {
      names.push(prefix + k);
      if (child !== undefined) walk(child, `${prefix}${k}.`);
    }
  };
  walk(value, '');
  return names;
}

/**
 * Replays one path on a real actor: after each step the actor must be in the state the path says, and the
 * model's meaning must hold. Returns every state passed through (microsteps included).
 */
export function replay<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  p: ModelPath<TMachine>,
): Set<string> {
  const clock: Clock = new SimulatedClock();
  const simulated = clock as SimulatedClock;
  const visited = new Set<string>();
  const actor = createActor(model.machine, {
    input: p.input,
    clock,
    // Only machine snapshots carry a value: promise and callback children are skipped.
    inspect: (e) => {
      if (e.type === '@xstate.microstep' || e.type === '@xstate.snapshot') {
        const snap = (e as { snapshot: { value?: unknown } }).snapshot;
        if (snap && snap.value !== undefined) for (const s of statesOf(snap.value as never)) visited.add(s);
      }
    },
  });
  // The initial state is entered without a microstep of its own: record it (and its initial children).
  for (let node: AnyStateNode | undefined = model.machine.root; node?.initial; ) {
    node = node.initial.target[0];
    if (node) visited.add(node.path.join('.'));
  }
  actor.start();
  const check = (expected: SnapshotFrom<TMachine>, where: string) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    expect(stateName(actual.value), where).toBe(stateName((expected as AnyMachineSnapshot).value));
    model.meaning(actual as SnapshotFrom<TMachine>);
    for (const s of statesOf(actual.value)) visited.add(s);
  };
  check(p.path.steps[0]?.state ?? p.path.state, `${describePath(p)} @ start`);
  p.path.steps.forEach((step, i) => {
    if (i === 0) return; // the first step is the initial state (its event is xstate.init)
    const { event } = step;
    if (event.type.startsWith('xstate.after.')) {
      const delayName = event.type.split('.')[2] ?? '';
      const before = actor.getSnapshot() as SnapshotFrom<TMachine>;
      const ms = model.delays?.(before)[delayName];
      if (ms === undefined) throw new Error(`No duration for delay ${delayName}`);
      simulated.increment(ms);
    } else {
      actor.send(event);
    }
    check(step.state, `${describePath(p)} @ step ${i} (${event.type})`);
  });
  actor.stop();
  return visited;
}

/** The states passed through by replaying every path of the model. */
export function reachedStates<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): Set<string> {
  const reached = new Set<string>();
  for (const p of modelPaths(model)) for (const s of replay(model, p)) reached.add(s);
  return reached;
}
