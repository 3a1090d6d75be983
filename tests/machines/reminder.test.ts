import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type ReminderInput, reminderMachine } from '../../machines/reminder';
import { REMINDER } from '../../schemas/constants';
import { modelPaths, replay } from './model';
import { reminderModel } from './models/reminder.model';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const MINUTE = 60_000;

function started(input: ReminderInput) {
  const fired: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    reminderMachine.provide({
      actions: { recordFired: () => fired.push('recorded'), goToSession: () => fired.push('go') },
    }),
    { input, clock },
  ).start();
  return { actor, clock, fired };
}

describe('reminder', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(reminderModel);
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const p of paths) replay(reminderModel, p);
  });

  it('fires once at start minus the default 10 minutes, and records it', () => {
    const { actor, clock, fired } = started({ now: NOW, start: NOW + 30 * MINUTE });
    clock.increment(20 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'REMINDER.GO' });
    expect(fired).toEqual(['recorded', 'go']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not fire again after a reload that remembers it', () => {
    const { actor, fired } = started({ now: NOW, start: NOW + 5 * MINUTE, fired: true });
    expect(actor.getSnapshot().value).toBe('done');
    expect(fired).toEqual([]);
  });

  it('sets no timer more than 864,000,000 ms away, and decides again on a later tick', () => {
    const start = NOW + REMINDER.DEFAULT_OFFSET + REMINDER.MAX_TIMER_DISTANCE + 1;
    const { actor } = started({ now: NOW, start });
    expect(actor.getSnapshot().value).toBe('tooFar');
    actor.send({ type: 'CLOCK.TICK', now: NOW + 1 });
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('fires after 5 s in developer mode', () => {
    const { actor, clock } = started({ now: NOW, start: NOW + 86_400_000, developerMode: true });
    clock.increment(REMINDER.DEVELOPER_MODE_DELAY);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});
