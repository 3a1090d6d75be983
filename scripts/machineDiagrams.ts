import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/**
 * docs/machines.md from the machines' definitions: for each machine its docblock (lifecycle, input, what must be
 * provided), a Mermaid state diagram (nested and parallel states, guards and delays on the arrows), its events
 * and its named implementations. `npm run docs:machines` writes it; a test fails when it is stale.
 */

interface TransitionLike {
  eventType: string;
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
}
interface StateNodeLike {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: { target: readonly { id: string }[] } | undefined;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[] | undefined;
  after: { eventType: string; delay: string | number }[];
}

const idOf = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

const guardName = (guard: unknown): string | null => {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  // and(), or() and not() of xstate: functions named for what they do, holding the guards they combine.
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    const parts = guard.guards.map(guardName);
    if (guard.name === 'not') return `not ${parts.join(', ')}`;
    return parts.join(guard.name === 'or' ? ' or ' : ' and ');
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return (guard as { type: string }).type;
  }
  return 'guarded';
};

/** The arrow's label: the event (a delay by its name, a finished actor by its id), then the guard. */
function labelOf(node: StateNodeLike, t: TransitionLike): string {
  let event = t.eventType;
  const delayed = node.after.find((a) => a.eventType === event);
  if (delayed) event = `after ${delayed.delay}`;
  else if (event.startsWith('xstate.done.actor.')) event = `done ${event.slice('xstate.done.actor.'.length)}`;
  else if (event.startsWith('xstate.error.actor.'))
    event = `error ${event.slice('xstate.error.actor.'.length)}`;
  else if (event === '') event = 'always';
  const guard = guardName(t.guard);
  return (guard ? `${event} [${guard}]` : event).replace(/:/g, ' ');
}

function stateLines(node: StateNodeLike, indent: string, lines: string[], events: Set<string>) {
  const children = Object.values(node.states);
  const initial = node.initial?.target[0];
  children.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) lines.push(`${indent}--`);
    const id = idOf(child.id);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      stateLines(child, `${indent}  `, lines, events);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (node.type !== 'parallel' && initial?.id === child.id) lines.push(`${indent}[*] --> ${id}`);
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  });
  for (const child of children) arrows(child, indent, lines, events);
}

function arrows(node: StateNodeLike, indent: string, lines: string[], events: Set<string>) {
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  for (const t of all) {
    if (!t.eventType.startsWith('xstate.') && t.eventType !== '') events.add(t.eventType);
    const label = labelOf(node, t);
    const from = idOf(node.id);
    if (!t.target || t.target.length === 0) {
      lines.push(`${indent}${from} --> ${from} : ${label}`);
      continue;
    }
    for (const target of t.target) lines.push(`${indent}${from} --> ${idOf(target.id)} : ${label}`);
  }
}

/** The docblock that opens a machine's file (lifecycle, input, what must be provided). */
function docblockOf(file: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'));
  return (match?.[1] ?? '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd())
    .filter(Boolean)
    .join(' ');
}

export function machineDoc(name: string, machine: AnyStateMachine, machinesDir: string): string {
  const root = machine.root as unknown as StateNodeLike;
  const lines: string[] = [];
  const events = new Set<string>();
  stateLines(root, '  ', lines, events);
  arrows(root, '  ', lines, events);
  const impl = machine.implementations as unknown as Record<string, Record<string, unknown>>;
  const named = (kind: string) => Object.keys(impl[kind] ?? {}).sort();
  const list = (items: string[]) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : 'none');
  return [
    `## ${name}`,
    '',
    docblockOf(join(machinesDir, `${name}.ts`)),
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...lines,
    '```',
    '',
    `- Events: ${list([...events].sort())}`,
    `- Actors: ${list(named('actors'))}`,
    `- Actions: ${list(named('actions'))}`,
    `- Guards: ${list(named('guards'))}`,
    `- Delays: ${list(named('delays'))}`,
    '',
  ].join('\n');
}

export function machinesDoc(machines: Record<string, AnyStateMachine>, machinesDir: string): string {
  return [
    '# Machines',
    '',
    'Generated from the definitions in `machines/` by `npm run docs:machines`; do not edit by hand (a test fails',
    'when this file is stale). Each diagram shows the states (nested and parallel), the events on the arrows, the',
    'guards in brackets and the delays by name.',
    '',
    ...Object.entries(machines).map(([name, machine]) => machineDoc(name, machine, machinesDir)),
  ].join('\n');
}
