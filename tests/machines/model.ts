/**
 * Model testing from machine definitions: paths come from `xstate/graph` on the real machine (with fake actors
 * provided), each path is replayed on a real actor driven by a SimulatedClock, and every step is checked
 * against the meaning the model gives each state. The states passed through (transient ones too) are recorded
 * so the coverage test can tell which states no path reaches.
 */
import { expect } from 'vitest';
import {
  type Actor,
  type ActorOptions,
  type AnyMachineSnapshot,
  type AnyActorLogic,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  getInitialSnapshot,
  getNextSnapshot,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { stateName } from '../../machines/support/stateName';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** What a step of a path brings a meaning to check against: the path's input, the event, the state before. */
export interface Step<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  event: EventFromLogic<TMachine> | { type: 'xstate.init' };
  previous: SnapshotFrom<TMachine> | null;
}

export type Meaning<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  step: Step<TMachine>,
) => void;

export interface MachineModel<TMachine extends AnyStateMachine> {
  name: string;
  /** The machine with fake actors and actions provided. */
  machine: TMachine;
  /** The inputs to start from; paths are generated from each, with the model's events and the input's own. */
  inputs: { label: string; input: InputFrom<TMachine>; events?: EventFromLogic<TMachine>[] }[];
  /** Events with their payloads (done/error events of invoked actors included); matched to each state by type. */
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[];
  /** Milliseconds of each named delay, so an `xstate.after` step moves the clock instead of being sent. */
  delays?: (snapshot: SnapshotFrom<TMachine>) => Record<string, number>;
  /**
   * The machine keeps the time in `context.now`, set by `CLOCK.TICK` and by its timers: an `xstate.after` step
   * waits until the `now` of the state after it (when `delays` names no duration), and must fire at the first
   * instant that changes the state.
   */
  nowInContext?: boolean;
  /** What the state means: assertions on the snapshot (and its view) for the state it is in. */
  meaning?: Meaning<TMachine>;
  /**
   * For meanings that follow one path (sockets opened, reloads done): a machine and meaning made fresh for each
   * replayed path, in place of `machine` and `meaning`.
   */
  perPath?: (input: InputFrom<TMachine>) => { machine: TMachine; meaning: Meaning<TMachine> };
  /** Simple paths too (every path without a repeated state): only for small machines. */
  simplePaths?: boolean;
  /**
   * Every transition too: `true` follows each shortest path by each event its last state accepts; `'newEdges'`
   * (for big machines) keeps only those of these steps that go along an edge (state, event type, next state)
   * no other path takes.
   */
  transitionPaths?: boolean | 'newEdges';
  /** Replays compare the actor's context with the path's at every step (deterministic machines). */
  compareContext?: boolean;
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Where paths end, for machines whose context grows without bound. */
  stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

export interface ModelPath<TMachine extends AnyStateMachine> {
  label: string;
  input: InputFrom<TMachine>;
  path: StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>;
}

type Path<TMachine extends AnyStateMachine> = ModelPath<TMachine>['path'];

/**
 * Where a path's events lead from the input, computed from the definition. A path's own states are the graph's
 * representatives of each serialized state: with a `serializeState` that leaves part of the context out, the
 * representative may hold another context than the one the path's events build.
 */
function endOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  path: Path<TMachine>,
): AnyMachineSnapshot {
  // biome-ignore lint/suspicious/noExplicitAny: the snapshot types of a generic machine do not line up
  let state: any = getInitialSnapshot(machine, input);
  for (const step of path.steps.slice(1)) state = getNextSnapshot(machine, state, step.event);
  return state;
}

/** Each path followed by each event its last state accepts (the last state computed from the definition). */
function transitionsFrom<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  paths: Path<TMachine>[],
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[],
): Path<TMachine>[] {
  return paths.flatMap((path) => {
    const end = endOf(machine, input, path);
    return events(end as SnapshotFrom<TMachine>)
      .filter((event) => end.can(event))
      .map((event) => {
        // biome-ignore lint/suspicious/noExplicitAny: as above
        const state = getNextSnapshot(machine, end as any, event) as SnapshotFrom<TMachine>;
        const steps = [...path.steps.slice(0, -1), { ...path.steps.at(-1)!, state: end }, { event, state }];
        return { ...path, state, steps } as Path<TMachine>;
      });
  });
}

/** An edge of the graph of state values: where a step starts, its event type and where it ends. */
const edgeOf = (from: AnyMachineSnapshot, event: { type: string }, to: AnyMachineSnapshot) =>
  `${stateName(from.value)} ${event.type} ${stateName(to.value)}`;

/** Of the extended paths, the first along each edge that none of the given paths (nor an earlier one) takes. */
function onNewEdges<TMachine extends AnyStateMachine>(
  paths: Path<TMachine>[],
  extended: Path<TMachine>[],
): Path<TMachine>[] {
  const seen = new Set<string>();
  for (const { steps } of paths)
    for (let i = 1; i < steps.length; i++)
      seen.add(edgeOf(steps[i - 1]!.state, steps[i]!.event, steps[i]!.state));
  return extended.filter(({ steps }) => {
    const last = steps.at(-1)!;
    const edge = edgeOf(steps.at(-2)?.state ?? last.state, last.event, last.state);
    if (seen.has(edge)) return false;
    seen.add(edge);
    return true;
  });
}

export function modelPaths<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): ModelPath<TMachine>[] {
  const out: ModelPath<TMachine>[] = [];
  for (const { label, input, events: own = [] } of model.inputs) {
    const events = (s: SnapshotFrom<TMachine>) => [...model.events(s), ...own];
    const options = {
      input,
      events,
      ...(model.serializeState
        ? { serializeState: (s: SnapshotFrom<TMachine>) => model.serializeState!(s) }
        : {}),
      ...(model.stopWhen ? { stopWhen: model.stopWhen } : {}),
    };
    // biome-ignore lint/suspicious/noExplicitAny: the graph functions' option types do not line up with generic machines
    const shortest = getShortestPaths(model.machine, options as any) as Path<TMachine>[];
    const simple = model.simplePaths
      ? // biome-ignore lint/suspicious/noExplicitAny: as above
        (getSimplePaths(model.machine, options as any) as Path<TMachine>[])
      : [];
    const followed = model.transitionPaths ? transitionsFrom(model.machine, input, shortest, events) : [];
    const transitions =
      model.transitionPaths === 'newEdges' ? onNewEdges([...shortest, ...simple], followed) : followed;
    const seen = new Set<string>();
    for (const path of [...shortest, ...simple, ...transitions]) {
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

/** The states entered on start: the initial chain of each region, transient ones included. */
function initialStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const entered =
    node.type === 'parallel' ? children : ((node.initial?.target ?? []) as readonly AnyStateNode[]);
  return entered.flatMap((child) => [child.path.join('.'), ...initialStates(child)]);
}

const tickAt = (now: number) => ({ type: 'CLOCK.TICK' as const, now });

const nowOf = (snapshot: AnyMachineSnapshot): number => (snapshot.context as { now: number }).now;

/**
 * Makes the timer of a delayed step fire by moving the simulated clock by its delay: a millisecond less must
 * leave the state as it was. On a machine keeping `now` in its context the wait is read from the path, so a
 * timer set too late would only look like a longer wait: a tick a millisecond before it must change nothing.
 */
function fireTimer<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  machine: TMachine,
  actor: Actor<TMachine>,
  clock: SimulatedClock,
  eventType: string,
  expected: SnapshotFrom<TMachine>,
  where: string,
) {
  const delayName = eventType.split('.')[2] ?? '';
  const before = actor.getSnapshot() as AnyMachineSnapshot;
  const after = expected as AnyMachineSnapshot;
  const ms =
    model.delays?.(before as SnapshotFrom<TMachine>)[delayName] ??
    (model.nowInContext ? nowOf(after) - nowOf(before) : undefined);
  if (ms === undefined) throw new Error(`No duration for delay ${delayName}`);
  expect(ms, where).toBeGreaterThan(0);
  const valueBefore = stateName(before.value);
  clock.increment(ms - 1);
  const early = actor.getSnapshot() as AnyMachineSnapshot;
  expect(stateName(early.value), `${where}, a millisecond early`).toBe(valueBefore);
  if (model.nowInContext) {
    const tick = tickAt(nowOf(after) - 1);
    const ticked = getNextSnapshot(machine, before as never, tick as never) as AnyMachineSnapshot;
    expect(stateName(ticked.value), `${where}, a tick a millisecond before the timer`).toBe(valueBefore);
  }
  clock.increment(1);
}

const MAX_MICROSTEPS = 10_000;

/** What a replay went through: every state (microsteps included) and every transition taken. */
export interface Trace {
  states: Set<string>;
  transitions: Set<string>;
}

/**
 * A transition's name, the same on every copy of a machine (`provide` makes new state nodes): its source, its
 * event (`always` for eventless ones) and its place among the source's transitions for that event.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source.path.join('.') || '(root)';
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${source} ${t.eventType || 'always'} #${list.indexOf(t)}`;
}

/**
 * Replays one path on a real actor: after each step the actor must be in the state the path says, and the
 * model's meaning must hold. A delayed step fires its timer on the simulated clock, neither early nor late.
 */
export function replay<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  p: ModelPath<TMachine>,
): Trace {
  const run = model.perPath?.(p.input) ?? { machine: model.machine, meaning: model.meaning };
  if (!run.meaning) throw new Error(`The model of ${model.name} gives no meaning`);
  const meaning = run.meaning;
  const clock = new SimulatedClock();
  const visited = new Set<string>();
  const taken = new Set<string>();
  let microsteps = 0;
  const actor = createActor(run.machine, {
    input: p.input,
    clock: clock as Clock,
    // Only machine snapshots carry a value: promise and callback children are skipped.
    inspect: (e) => {
      if (e.type === '@xstate.microstep' && e.actorRef.sessionId === e.rootId) {
        // An eventless transition that keeps firing would never return (a broken guard can make one).
        microsteps += 1;
        if (microsteps > MAX_MICROSTEPS)
          throw new Error(`${describePath(p)}: more than ${MAX_MICROSTEPS} microsteps`);
        for (const t of (e as { _transitions: AnyTransitionDefinition[] })._transitions)
          taken.add(transitionKey(t));
      }
      if (e.type === '@xstate.microstep' || e.type === '@xstate.snapshot') {
        const snap = (e as { snapshot: { value?: unknown } }).snapshot;
        if (snap && snap.value !== undefined) for (const s of statesOf(snap.value as never)) visited.add(s);
      }
    },
  });
  // The initial states are entered without a microstep of their own: record them (in every parallel region).
  for (const id of initialStates(model.machine.root)) visited.add(id);
  // An error inside the machine (an action, a guard, an endless loop) fails the step that caused it, at once.
  let failure: unknown = null;
  actor.subscribe({ error: (error) => (failure ??= error) });
  actor.start();
  let previous: SnapshotFrom<TMachine> | null = null;
  const check = (expected: SnapshotFrom<TMachine>, event: Step<TMachine>['event'], where: string) => {
    if (failure) throw new Error(`${where}: the machine failed: ${(failure as Error).message ?? failure}`);
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    const path = expected as AnyMachineSnapshot;
    expect(stateName(actual.value), where).toBe(stateName(path.value));
    if (model.compareContext) expect(actual.context, where).toEqual(path.context);
    meaning(actual as SnapshotFrom<TMachine>, { input: p.input, event, previous });
    for (const s of statesOf(actual.value)) visited.add(s);
    previous = actual as SnapshotFrom<TMachine>;
  };
  check(p.path.steps[0]?.state ?? p.path.state, { type: 'xstate.init' }, `${describePath(p)} @ start`);
  p.path.steps.forEach((step, i) => {
    if (i === 0) return; // the first step is the initial state (its event is xstate.init)
    const { event } = step;
    const where = `${describePath(p)} @ step ${i} (${event.type})`;
    if (event.type.startsWith('xstate.after.')) {
      fireTimer(model, run.machine, actor, clock, event.type, step.state, where);
    } else {
      actor.send(event);
    }
    check(step.state, event, where);
  });
  actor.stop();
  return { states: visited, transitions: taken };
}

/** Clock ticks at the given instants, for machines that keep `now` in their context. */
export const ticks = (instants: readonly number[]) => instants.map(tickAt);

/** The settings of a model whose machine keeps `now` in its context: every transition, contexts compared. */
export const ON_THE_CLOCK = {
  nowInContext: true,
  transitionPaths: true,
  compareContext: true,
} as const;
