import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { reminderMachine } from '../../machines/reminder';
import { reminderView } from '../../machines/reminder.view';

const NOW = Date.UTC(2026, 10, 24, 9);
const MINUTE = 60_000;
const viewAt = (start: number, fired = false) =>
  reminderView(
    createActor(reminderMachine, { input: { now: NOW, start, fired } })
      .start()
      .getSnapshot(),
  );

describe('reminderView', () => {
  it('is scheduled before its time, showing when due, neither once fired or missed', () => {
    expect(viewAt(NOW + 60 * MINUTE)).toEqual({ state: 'waiting', showing: false, scheduled: true });
    expect(viewAt(NOW + 5 * MINUTE)).toEqual({ state: 'showing', showing: true, scheduled: false });
    expect(viewAt(NOW + 60 * MINUTE, true)).toEqual({ state: 'done', showing: false, scheduled: false });
    expect(viewAt(NOW - MINUTE)).toEqual({ state: 'missed', showing: false, scheduled: false });
  });
});
