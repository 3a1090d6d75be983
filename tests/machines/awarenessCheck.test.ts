import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type AwarenessCheckInput,
  type AwarenessRecord,
  awarenessCheckMachine,
  type StoredOutcome,
} from '../../machines/awarenessCheck';
import { AWARENESS } from '../../schemas/constants';
import { modelPaths, replay } from './model';
import { AFFIRMED_AT, awarenessCheckModel, SHOWN_AT } from './models/awarenessCheck.model';

/** An actor whose writes resolve with what `reply` answers (the server's stored outcomes), or fail. */
function started(
  input: AwarenessCheckInput,
  reply: (r: AwarenessRecord) => Promise<readonly StoredOutcome[]>,
) {
  const clock = new SimulatedClock();
  const writes: AwarenessRecord[] = [];
  const actor = createActor(
    awarenessCheckMachine.provide({
      actors: {
        writeOutcome: fromPromise<readonly StoredOutcome[], AwarenessRecord>(({ input }) => {
          writes.push(input);
          return reply(input);
        }),
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, writes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('awarenessCheck', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(awarenessCheckModel);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const p of paths) replay(awarenessCheckModel, p);
  });

  it('asks each check in its window, passes an answer, fails silence, and writes both in order', async () => {
    const stored: StoredOutcome[] = [];
    const { actor, clock, writes } = started(
      { splits: [40, 120], stored: [], total: 2, required: 1 },
      async (r) => {
        stored.push({ sequence: r.sequence, outcome: r.outcome });
        return [...stored];
      },
    );
    actor.send({ type: 'VIDEO.TIME', position: 39.9, at: SHOWN_AT });
    expect(actor.getSnapshot().matches({ check: 'watching' })).toBe(true);
    actor.send({ type: 'VIDEO.TIME', position: 41, at: SHOWN_AT });
    expect(actor.getSnapshot().matches({ check: 'prompting' })).toBe(true);
    actor.send({ type: 'AWARENESS.AFFIRM', at: AFFIRMED_AT });
    // The same window again (a seek back) does not ask a decided check twice.
    actor.send({ type: 'VIDEO.TIME', position: 42, at: AFFIRMED_AT });
    expect(actor.getSnapshot().matches({ check: 'watching' })).toBe(true);
    actor.send({ type: 'VIDEO.TIME', position: 124.5, at: SHOWN_AT + 80_000 });
    clock.increment(AWARENESS.RESPONSE);
    await settle();
    expect(writes).toEqual([
      { sequence: 1, outcome: 'pass', check_time: SHOWN_AT, outcome_time: AFFIRMED_AT },
      { sequence: 2, outcome: 'fail', check_time: SHOWN_AT + 80_000, outcome_time: SHOWN_AT + 110_000 },
    ]);
    expect(actor.getSnapshot().matches({ check: 'finished', record: 'idle' })).toBe(true);
  });

  it('skips a check whose window the video passed without stopping in it', () => {
    const { actor } = started({ splits: [40], stored: [], total: 1, required: 1 }, async () => []);
    actor.send({ type: 'VIDEO.TIME', position: 30, at: SHOWN_AT });
    actor.send({ type: 'VIDEO.TIME', position: 45, at: SHOWN_AT });
    actor.send({ type: 'VIDEO.TIME', position: 600, at: SHOWN_AT });
    actor.send({ type: 'VIDEO.TIME', position: 41, at: SHOWN_AT });
    // Seeking back into the window still asks: the check was never decided.
    expect(actor.getSnapshot().matches({ check: 'prompting' })).toBe(true);
  });

  it('sends a write again after a while when it did not reach the server, not when the server refused it', async () => {
    let failures = [{ status: 0 }, { status: 400 }];
    const { actor, clock, writes } = started(
      { splits: [40, 120], stored: [], total: 2, required: 2 },
      async () => {
        const failure = failures[0];
        failures = failures.slice(1);
        if (failure) throw failure;
        return [];
      },
    );
    actor.send({ type: 'VIDEO.TIME', position: 40, at: SHOWN_AT });
    actor.send({ type: 'AWARENESS.AFFIRM', at: AFFIRMED_AT });
    await settle();
    expect(actor.getSnapshot().matches({ record: 'retrying' })).toBe(true);
    clock.increment(AWARENESS.WRITE_RETRY);
    await settle();
    // The second try was refused: the outcome is not sent a third time, and stays on the screen.
    expect(writes).toHaveLength(2);
    expect(actor.getSnapshot().matches({ record: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.outcomes).toEqual([{ sequence: 1, outcome: 'pass' }]);
  });

  it('has nothing to ask when every check was decided before', () => {
    const { actor } = started(
      {
        splits: [40, 120],
        stored: [
          { sequence: 2, outcome: 'fail' },
          { sequence: 1, outcome: 'pass' },
        ],
        total: 2,
        required: 1,
      },
      async () => [],
    );
    expect(actor.getSnapshot().matches({ check: 'finished' })).toBe(true);
    expect(actor.getSnapshot().context.outcomes).toEqual([
      { sequence: 1, outcome: 'pass' },
      { sequence: 2, outcome: 'fail' },
    ]);
  });
});
