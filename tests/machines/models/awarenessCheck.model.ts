import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type AwarenessCheckInput,
  type AwarenessRecord,
  awarenessCheckMachine,
  type StoredOutcome,
} from '../../../machines/awarenessCheck';
import { awarenessCheckView } from '../../../machines/awarenessCheck.view';
import { AWARENESS } from '../../../schemas/constants';
import type { MachineModel, Step } from '../model';

type Machine = typeof awarenessCheckMachine;
type Ev = EventFromLogic<Machine>;

/** When the prompts show and when the viewer answers (epoch ms). */
export const SHOWN_AT = Date.UTC(2026, 2, 3, 10, 0);
export const AFFIRMED_AT = SHOWN_AT + 4_000;
/** Another tab passed check 2 before this one wrote it: the server's reply says so. */
export const ELSEWHERE: readonly StoredOutcome[] = [{ sequence: 2, outcome: 'pass' }];

const time = (position: number) => ({ type: 'VIDEO.TIME', position, at: SHOWN_AT }) as Ev;
/** Before the first split, on it, on the end of its window, in the windows of checks 2 and 3, far past them all. */
const POSITIONS = [10, 40, 45, 122, 202, 300];
const RETRYABLE = { status: 503, message: 'Unavailable' };
const REFUSED = { status: 400, message: 'Bad input' };

const timeEvents = POSITIONS.map(time);
const writeDone = [
  { type: 'xstate.done.actor.writeOutcome', output: [] },
  { type: 'xstate.done.actor.writeOutcome', output: ELSEWHERE },
] as unknown as Ev[];
const writeFailed = [
  { type: 'xstate.error.actor.writeOutcome', error: RETRYABLE },
  { type: 'xstate.error.actor.writeOutcome', error: REFUSED },
] as unknown as Ev[];
const affirm = { type: 'AWARENESS.AFFIRM', at: AFFIRMED_AT } as Ev;
const responseUp = { type: 'xstate.after.RESPONSE.awarenessCheck.check.prompting' } as unknown as Ev;
const retryNow = { type: 'xstate.after.WRITE_RETRY.awarenessCheck.record.retrying' } as unknown as Ev;

/**
 * The events each state is offered. Two timers never run at once (the simulated clock would fire both): while a
 * write waits to be retried no prompt opens, and while a prompt shows a write does not fail.
 */
function events(s: SnapshotFrom<Machine>): Ev[] {
  if (s.matches({ record: 'retrying' })) return [retryNow, affirm];
  if (s.matches({ check: 'prompting' })) return [affirm, responseUp, ...timeEvents, ...writeDone];
  return [...timeEvents, ...writeDone, ...writeFailed];
}

/** The check whose window holds the position, worked out afresh from the splits: -1 when none. */
const windowAt = (input: AwarenessCheckInput, decided: readonly StoredOutcome[], position: number) =>
  input.splits
    .slice(0, input.total)
    .findIndex(
      (split, i) =>
        position >= split &&
        position < split + AWARENESS.SPLIT_WINDOW / 1000 &&
        !decided.some((o) => o.sequence === i + 1),
    );

function meaningWith(writes: AwarenessRecord[]) {
  return (s: SnapshotFrom<Machine>, { input, event, previous }: Step<Machine>) => {
    const view = awarenessCheckView(s);
    const c = s.context;
    // Done and error events of the write are not in the machine's own event type.
    const type: string = event.type;
    const askable = input.splits.slice(0, input.total).length;

    // One outcome per check, in order; what the server held at the start stands.
    expect(c.outcomes.map((o) => o.sequence)).toEqual([...new Set(c.outcomes.map((o) => o.sequence))].sort());
    for (const o of input.stored) expect(c.outcomes).toContainEqual(o);
    const passed = c.outcomes.filter((o) => o.outcome === 'pass').length;
    expect(view.results).toEqual(
      c.outcomes.map((o) => ({
        sequence: o.sequence,
        passed: o.outcome === 'pass',
        key: o.outcome === 'pass' ? 'awareness.passed' : 'awareness.failed',
        params: { n: o.sequence },
      })),
    );
    expect(view.summary).toEqual(
      c.outcomes.length > 0 ? { key: 'awareness.summary', params: { passed, total: input.total } } : null,
    );
    expect(view).toMatchObject({ passed, total: input.total, meetsRequired: passed >= input.required });
    expect(view.saving).toBe(c.unsaved.length > 0);

    if (s.matches({ check: 'prompting' })) {
      const open = c.open!;
      expect(open).not.toBeNull();
      expect(open.sequence).toBeGreaterThanOrEqual(1);
      expect(open.sequence).toBeLessThanOrEqual(askable);
      expect(c.outcomes.some((o) => o.sequence === open.sequence)).toBe(false);
      expect(view).toMatchObject({ showPrompt: true, canAffirm: true });
      expect(view.prompt).toEqual({ sequence: open.sequence, deadline: open.checkTime + AWARENESS.RESPONSE });
      if (previous?.matches({ check: 'watching' })) {
        // Opened by the video standing in the window of this undecided check, at the time the event gave.
        expect(event.type).toBe('VIDEO.TIME');
        const e = event as Extract<Ev, { type: 'VIDEO.TIME' }>;
        expect(windowAt(input, previous.context.outcomes, e.position)).toBe(open.sequence - 1);
        expect(open.checkTime).toBe(e.at);
      }
    } else {
      expect(c.open).toBeNull();
      expect(view).toMatchObject({ showPrompt: false, canAffirm: false, prompt: null });
    }

    if (s.matches({ check: 'watching' })) {
      expect(c.outcomes.length).toBeLessThan(askable);
      // Only a position in the window of an undecided check opens a prompt.
      for (const position of POSITIONS)
        expect(s.can(time(position)), `at ${position} s`).toBe(windowAt(input, c.outcomes, position) !== -1);
      // A position outside every undecided check's window opens nothing (a seek far past a split included).
      if (event.type === 'VIDEO.TIME' && previous?.matches({ check: 'watching' }))
        expect(windowAt(input, previous.context.outcomes, event.position)).toBe(-1);
    }
    if (s.matches({ check: 'finished' })) expect(c.outcomes.length).toBe(askable);

    // How a prompt closed decides the outcome written: an answer passes, silence fails after 30 s.
    if (previous?.matches({ check: 'prompting' }) && !s.matches({ check: 'prompting' })) {
      const open = previous.context.open!;
      const record = c.unsaved.at(-1) ?? writes.at(-1);
      if (event.type === 'AWARENESS.AFFIRM') {
        expect(c.outcomes).toContainEqual({ sequence: open.sequence, outcome: 'pass' });
        expect(record).toEqual({
          sequence: open.sequence,
          outcome: 'pass',
          check_time: open.checkTime,
          outcome_time: AFFIRMED_AT,
        });
      } else if (event.type.startsWith('xstate.after.RESPONSE')) {
        expect(c.outcomes).toContainEqual({ sequence: open.sequence, outcome: 'fail' });
        expect(record).toEqual({
          sequence: open.sequence,
          outcome: 'fail',
          check_time: open.checkTime,
          outcome_time: open.checkTime + AWARENESS.RESPONSE,
        });
      } else {
        // Closed because the server's reply decided it.
        expect(event.type).toBe('xstate.done.actor.writeOutcome');
        expect(c.outcomes).toContainEqual(ELSEWHERE[0]);
        expect(c.unsaved).toEqual(previous.context.unsaved.slice(1));
      }
    }

    if (s.matches({ record: 'idle' })) expect(c.unsaved).toEqual([]);
    if (s.matches({ record: 'writing' })) {
      expect(c.unsaved.length).toBeGreaterThan(0);
      expect(writes.at(-1)).toEqual(c.unsaved[0]);
    }
    if (s.matches({ record: 'retrying' })) {
      expect(c.unsaved.length).toBeGreaterThan(0);
      if (!previous?.matches({ record: 'retrying' })) expect(event).toMatchObject({ error: RETRYABLE });
    }
    // A refused write is not tried again; the outcome stays on the screen.
    if (type === 'xstate.error.actor.writeOutcome' && s.matches({ record: 'idle' })) {
      expect((event as unknown as { error: unknown }).error).toEqual(REFUSED);
      expect(c.outcomes).toEqual(previous?.context.outcomes);
    }
    // The server's reply is taken over ours.
    if (type === 'xstate.done.actor.writeOutcome') {
      const output = (event as unknown as { output: readonly StoredOutcome[] }).output;
      for (const o of output) if (o.sequence <= input.total) expect(c.outcomes).toContainEqual(o);
    }
  };
}

const recording = (writes: AwarenessRecord[]) =>
  awarenessCheckMachine.provide({
    actors: {
      writeOutcome: fromPromise<readonly StoredOutcome[], AwarenessRecord>(({ input }) => {
        writes.push(input);
        return new Promise(() => {});
      }),
    },
  });

const input = (
  splits: number[],
  stored: StoredOutcome[],
  required: number,
  total = splits.length,
): AwarenessCheckInput => ({ splits, stored, total, required });

export const awarenessCheckModel: MachineModel<Machine> = {
  name: 'awarenessCheck',
  machine: recording([]),
  inputs: [
    { label: 'two checks, none decided', input: input([40, 120], [], 2) },
    {
      label: 'three checks, the first passed before',
      input: input([40, 120, 200], [{ sequence: 1, outcome: 'pass' }], 1),
    },
    { label: 'one check, failed before', input: input([40], [{ sequence: 1, outcome: 'fail' }], 1) },
    { label: 'two checks, no video length to place them', input: input([], [], 1, 2) },
  ],
  events,
  delays: () => ({ RESPONSE: AWARENESS.RESPONSE, WRITE_RETRY: AWARENESS.WRITE_RETRY }),
  perPath: () => {
    const writes: AwarenessRecord[] = [];
    return { machine: recording(writes), meaning: meaningWith(writes) };
  },
  transitionPaths: 'newEdges',
};
