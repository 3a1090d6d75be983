/**
 * How much of a machine its model covers, and whether its paths notice a broken rule. Coverage: the states,
 * transitions and events of the definition against those the replayed paths went through. Mutation: each named
 * guard replaced by always-true and by always-false, each named delay by another duration (through
 * `machine.provide`); a mutant is caught when replaying the model's paths (made from the real definition) on
 * the mutant fails somewhere.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStates, type MachineModel, type ModelPath, modelPaths, replay, transitionKey } from './model';

export interface Coverage {
  machine: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { reached: number; total: number; missing: string[] };
  events: { used: number; total: number; unused: string[] };
  paths: number;
  ms: number;
}

const nodesOf = (machine: AnyStateMachine): AnyStateNode[] => {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
};

export const allTransitions = (machine: AnyStateMachine): string[] =>
  nodesOf(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);

export const allEvents = (machine: AnyStateMachine): string[] =>
  [...new Set(nodesOf(machine).flatMap((node) => [...node.transitions.keys()]))].sort();

export function measure(
  name: string,
  machine: AnyStateMachine,
  model: MachineModel<AnyStateMachine>,
): Coverage {
  const started = performance.now();
  const states = new Set<string>();
  const transitions = new Set<string>();
  const events = new Set<string>();
  const paths = modelPaths(model);
  for (const p of paths) {
    const trace = replay(model, p);
    for (const s of trace.states) states.add(s);
    for (const t of trace.transitions) transitions.add(t);
    for (const step of p.path.steps) events.add(step.event.type);
  }
  const part = (all: string[], seen: Set<string>) => ({
    reached: all.filter((x) => seen.has(x)).length,
    total: all.length,
    missing: all.filter((x) => !seen.has(x)),
  });
  const eventList = allEvents(machine);
  return {
    machine: name,
    states: part(allStates(machine), states),
    transitions: part(allTransitions(machine), transitions),
    events: {
      used: eventList.filter((e) => events.has(e)).length,
      total: eventList.length,
      unused: eventList.filter((e) => !events.has(e)),
    },
    paths: paths.length,
    ms: Math.round(performance.now() - started),
  };
}

export interface Mutant {
  machine: string;
  /** `guard isForced → true`, `delay AUTO_CANCEL → 30001 ms` */
  change: string;
  /** The transitions the guard decides, or the states the delay leaves. */
  where: string[];
  caught: boolean;
}

type Implementations = Parameters<AnyStateMachine['provide']>[0];

const withImplementations = (
  model: MachineModel<AnyStateMachine>,
  implementations: Implementations,
): MachineModel<AnyStateMachine> => ({
  ...model,
  machine: model.machine.provide(implementations),
  ...(model.perPath
    ? {
        perPath: (input) => {
          const run = model.perPath!(input);
          return { ...run, machine: run.machine.provide(implementations) };
        },
      }
    : {}),
});

const guardNamesIn = (guard: unknown): string[] => {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'object' && 'type' in guard) return [String((guard as { type: unknown }).type)];
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards))
    return guard.guards.flatMap(guardNamesIn);
  return [];
};

/** Every named guard with the transitions it decides, and every named delay with the states it leaves. */
function mutationPoints(machine: AnyStateMachine) {
  const guards = new Map<string, string[]>();
  const delays = new Map<string, string[]>();
  for (const node of nodesOf(machine)) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      for (const g of guardNamesIn(t.guard)) guards.set(g, [...(guards.get(g) ?? []), transitionKey(t)]);
    }
    for (const a of node.after) {
      if (typeof a.delay === 'string')
        delays.set(a.delay, [...(delays.get(a.delay) ?? []), node.path.join('.')]);
    }
  }
  return { guards, delays };
}

/** Whether replaying every path (made from the original model) on this machine passes. */
function passes(model: MachineModel<AnyStateMachine>, paths: ModelPath<AnyStateMachine>[]): boolean {
  try {
    for (const p of paths) replay(model, p);
    return true;
  } catch {
    return false;
  }
}

export function mutate(name: string, model: MachineModel<AnyStateMachine>): Mutant[] {
  const { guards, delays } = mutationPoints(model.machine);
  const implemented = model.machine.implementations;
  const paths = modelPaths(model);
  const out: Mutant[] = [];
  for (const [guard, where] of guards) {
    for (const value of [true, false]) {
      const mutant = withImplementations(model, { guards: { [guard]: () => value } });
      out.push({
        machine: name,
        change: `guard ${guard} → always ${value}`,
        where,
        caught: !passes(mutant, paths),
      });
    }
  }
  for (const [delay, where] of delays) {
    const original = implemented.delays[delay];
    // Half as long again and a millisecond: a timer that fires at another time than the rule says.
    const other = (args: unknown) => {
      const ms =
        typeof original === 'function' ? (original as (a: unknown) => number)(args) : Number(original);
      return Math.round(ms * 1.5) + 1;
    };
    const mutant = withImplementations(model, { delays: { [delay]: other } as Implementations['delays'] });
    out.push({
      machine: name,
      change: `delay ${delay} → 1.5 × + 1 ms`,
      where,
      caught: !passes(mutant, paths),
    });
  }
  return out;
}
