/**
 * A machine's shortest paths walked in the browser against the running platform. The paths come from the real
 * definition (`xstate/graph`); a page model maps each event to what a person does (or to the platform's answer
 * to a request, which happens by itself) and each state to what the screen must show. A state or event of the
 * definition without a mapping fails the run, naming it, so a new state or transition cannot go unwalked.
 */
import type { Page, Request } from '@playwright/test';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  fromPromise,
  getNextSnapshot,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/** An event the browser can neither cause nor wait for (another tab's sync, a failing server): never walked. */
export const NOT_A_PERSONS_ACTION = 'not a person’s action';

type Sampler<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
) => EventFromLogic<TMachine>[];

/** What a person does to send the event (typing, a click, following a link). */
export interface PersonAction<TMachine extends AnyStateMachine> {
  /** The events with their payloads the paths may use in this state; `[{ type }]` when not given. */
  samples?: Sampler<TMachine>;
  perform: (page: Page, event: EventFromLogic<TMachine>) => Promise<void>;
}

/**
 * The platform's answer to a request (`xstate.done.actor.*`, `xstate.error.actor.*`): it happens by itself.
 * The request is held until the state before the answer has been checked on screen, then let through.
 * `samples` says what the real platform answers in that state, so the paths follow what the browser will do.
 */
export interface PlatformAnswer<TMachine extends AnyStateMachine> {
  samples: Sampler<TMachine>;
  /** The HTTP request the answer is for, or the socket.io event whose acknowledgement it is (`{ socket }`). */
  request: ((request: Request) => boolean) | { socket: string };
}

export type EventMapping<TMachine extends AnyStateMachine> =
  | PersonAction<TMachine>
  | PlatformAnswer<TMachine>
  | typeof NOT_A_PERSONS_ACTION;

export interface PageModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input: InputFrom<TMachine>;
  /** Opens the screen in the machine's initial state; `index` tells the paths apart (fresh data for each). */
  open: (page: Page, index: number) => Promise<void>;
  /** By leaf state path (`signIn.failed`): what the screen shows in it. */
  states: Record<string, (page: Page) => Promise<void>>;
  events: Record<string, EventMapping<TMachine>>;
  /** Run after each state's check (an accessibility check of what is shown, say). */
  afterState?: (page: Page) => Promise<void>;
  /** Run when the walk ends, passed or not: closes what `open` opened besides the page (another person's). */
  close?: () => Promise<void>;
}

export type ModelPath<TMachine extends AnyStateMachine> = StatePath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
>;

const isAnswer = <T extends AnyStateMachine>(m: EventMapping<T> | undefined): m is PlatformAnswer<T> =>
  typeof m === 'object' && 'request' in m;

/** The dotted paths of the active leaf states (one per region). */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leafPaths(child, `${prefix}${key}.`),
  );
}

/** Leaf states the machine can rest in: those without an unguarded eventless transition. */
function restingLeaves(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0) return children.flatMap(restingLeaves);
  const passesThrough = (node.always ?? []).some((t) => !t.guard);
  return passesThrough ? [] : [node.path.join('.')];
}

/** Every event type the definition handles (invoked actors' done and error events too). */
function eventTypes(node: AnyStateNode): string[] {
  const own = [...node.transitions.keys()];
  return [...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap(eventTypes)];
}

/** The states and events of the definition the page model does not map, named. */
export function missingMappings<TMachine extends AnyStateMachine>(model: PageModel<TMachine>): string[] {
  const states = restingLeaves(model.machine.root).filter((s) => !(s in model.states));
  const events = [...new Set(eventTypes(model.machine.root))].filter((e) => !(e in model.events));
  return [
    ...states.map((s) => `state "${s}" has no check of the screen`),
    ...events.map((e) => `event "${e}" has no action (or NOT_A_PERSONS_ACTION)`),
  ];
}

/** The machine with calls that never settle: the graph sends their answers as events. */
function withoutCalls<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((id) => [id, fromPromise(() => new Promise(() => {}))]),
  );
  return machine.provide({ actors } as never) as TMachine;
}

/**
 * The shortest path to each resting state a person can bring about, without the paths that are the start of
 * another (walking the longer one checks them on the way).
 */
export function browserPaths<TMachine extends AnyStateMachine>(
  model: PageModel<TMachine>,
): ModelPath<TMachine>[] {
  const missing = missingMappings(model);
  if (missing.length > 0) throw new Error(`The page model does not map:\n${missing.join('\n')}`);
  const events = (snapshot: SnapshotFrom<TMachine>) =>
    Object.entries(model.events).flatMap(([type, mapping]) => {
      if (mapping === NOT_A_PERSONS_ACTION) return [];
      if (mapping.samples) return mapping.samples(snapshot).filter((e) => e.type === type);
      return [{ type } as EventFromLogic<TMachine>];
    });
  const machine = withoutCalls(model.machine);
  const all = getShortestPaths(machine, {
    input: model.input,
    events: events as never,
  }) as ModelPath<TMachine>[];
  const byState = new Map<string, ModelPath<TMachine>>();
  for (const path of all) {
    const name = leafPaths((path.state as AnyMachineSnapshot).value).join(' ');
    const known = byState.get(name);
    if (!known || known.steps.length > path.steps.length) byState.set(name, path);
  }
  const keys = [...byState.values()].map((p) => ({
    path: p,
    key: p.steps.map((s) => JSON.stringify(s.event)),
  }));
  const isStartOf = (a: string[], b: string[]) => a.length < b.length && a.every((e, i) => e === b[i]);
  return keys
    .filter(({ key }) => !keys.some((other) => isStartOf(key, other.key)))
    .map(({ path }) => untilAnswered(machine, model, path));
}

/**
 * The path followed by the platform's answers to the calls still running at its end, so that its last state is
 * one the screen stays in (and the call it started is checked, not cut off when the test ends).
 */
function untilAnswered<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: PageModel<TMachine>,
  path: ModelPath<TMachine>,
): ModelPath<TMachine> {
  const steps = [...path.steps];
  for (let answers = 0; answers < 10; answers++) {
    const state = steps.at(-1)!.state as AnyMachineSnapshot;
    const answer = Object.values(model.events)
      .filter(isAnswer)
      .flatMap((mapping) => mapping.samples(state as SnapshotFrom<TMachine>))
      .find((event) => state.can(event));
    if (!answer) break;
    // biome-ignore lint/suspicious/noExplicitAny: the snapshot types of a generic machine do not line up
    steps.push({ event: answer, state: getNextSnapshot(machine, state as any, answer) });
  }
  return { ...path, state: steps.at(-1)!.state, steps };
}

type Release = () => Promise<void>;

/**
 * The page's socket.io connections, passed through as they are, except the acknowledgement of one request
 * held on demand: `hold(event)` holds the ack of the next `event` the page emits until released. Installed
 * before the page opens (routes reach only sockets opened after them).
 */
async function socketGate(page: Page) {
  let gate: { event: string; id?: string; released: Promise<void>; passed: Promise<void> } | null = null;
  // Engine.IO message `4`, socket.io event `2` or ack `3`, an optional namespace, then the ack id.
  const emitted = /^42(?:\/[^,]*,)?(\d+)\["([^"]+)"/;
  const acked = /^43(?:\/[^,]*,)?(\d+)\[/;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const match = typeof message === 'string' ? emitted.exec(message) : null;
      if (gate && gate.id === undefined && match?.[2] === gate.event) gate.id = match[1];
      server.send(message);
    });
    server.onMessage((message) => {
      const match = typeof message === 'string' ? acked.exec(message) : null;
      const held = gate;
      if (held && match && match[1] === held.id) {
        held.passed = held.released.then(() => ws.send(message));
        return;
      }
      ws.send(message);
    });
  });
  return {
    hold(event: string): Release {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = { event, released, passed: Promise.resolve() };
      gate = held;
      return async () => {
        release();
        await held.passed;
        if (gate === held) gate = null;
      };
    },
  };
}

/** Holds the first request the answer is for until released (or lets it through when the walk ends). */
async function hold(
  page: Page,
  answer: PlatformAnswer<AnyStateMachine>,
  sockets: Awaited<ReturnType<typeof socketGate>> | null,
): Promise<Release> {
  const { request } = answer;
  if (typeof request !== 'function') {
    if (!sockets) throw new Error('a socket answer needs the socket gate');
    return sockets.hold(request.socket);
  }
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  let passed = Promise.resolve();
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (held || !request(route.request())) return route.fallback();
    held = true;
    passed = gate.then(() => route.continue());
    await passed;
  };
  await page.route('**/*', handler);
  return async () => {
    release();
    await passed;
    await page.unroute('**/*', handler);
  };
}

/** An event as words: its type, with its plain values (`FIELD.CHANGE(password=demo1234)`). */
function describeEvent({ type, ...rest }: { type: string }) {
  if (type === 'xstate.init') return 'open';
  const values = Object.entries(rest).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v));
  return values.length > 0 ? `${type}(${values.map(([, v]) => String(v)).join('=')})` : type;
}

/** A path's steps as words, for the test's name. */
export const describePath = (path: ModelPath<AnyStateMachine>) =>
  path.steps.map((s) => `${describeEvent(s.event)} → ${leafPaths(s.state.value).join(' ')}`).join(', ');

/** Walks one path: opens the screen, then does each step and checks each state it leads to. */
export async function walk<TMachine extends AnyStateMachine>(
  page: Page,
  model: PageModel<TMachine>,
  path: ModelPath<TMachine>,
  index: number,
) {
  const answersBySocket = Object.values(model.events).some(
    (m) => isAnswer(m) && typeof m.request !== 'function',
  );
  const sockets = answersBySocket ? await socketGate(page) : null;
  let releaseHeld: Release | null = null;
  try {
    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      const nextMapping = next ? model.events[next.event.type] : undefined;
      // The answer to the next step's request is held from before the request can leave.
      const holding = isAnswer(nextMapping) ? await hold(page, nextMapping, sockets) : null;
      const mapping = model.events[step.event.type];
      if (i === 0) await model.open(page, index);
      else if (isAnswer(mapping)) await releaseHeld?.();
      else if (mapping && mapping !== NOT_A_PERSONS_ACTION) await mapping.perform(page, step.event);
      for (const leaf of leafPaths((step.state as AnyMachineSnapshot).value)) await model.states[leaf]!(page);
      await model.afterState?.(page);
      releaseHeld = holding;
    }
    await releaseHeld?.();
  } finally {
    await model.close?.();
  }
}
