import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { reminderMachine } from '../../../machines/reminder';
import { reminderView } from '../../../machines/reminder.view';
import { REMINDER } from '../../../schemas/constants';
import type { MachineModel, Step } from '../model';

type Machine = typeof reminderMachine;
type Ev = EventFromLogic<Machine>;

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const MINUTE = 60_000;
/** A tick that brings a far reminder within timer distance. */
const LATER = NOW + 12 * 86_400_000;

function meaning(s: SnapshotFrom<Machine>) {
  const view = reminderView(s);
  const { now, due, start, fired, developerMode } = s.context;
  expect(due).toBeLessThanOrEqual(start);
  if (s.matches('waiting')) {
    expect(view).toMatchObject({ showing: false, scheduled: true });
    expect(fired).toBe(false);
    if (!developerMode) {
      expect(now).toBeLessThan(due);
      expect(due - now).toBeLessThanOrEqual(REMINDER.MAX_TIMER_DISTANCE);
    }
  } else if (s.matches('tooFar')) {
    expect(view).toMatchObject({ showing: false, scheduled: false });
    expect(due - now).toBeGreaterThan(REMINDER.MAX_TIMER_DISTANCE);
  } else if (s.matches('showing')) {
    expect(view).toMatchObject({ showing: true, scheduled: false });
    expect(fired).toBe(true);
  } else if (s.matches('missed')) {
    expect(now).toBeGreaterThanOrEqual(start);
    expect(fired).toBe(false);
  } else if (s.matches('done') || s.matches('cancelled')) {
    expect(view).toMatchObject({ showing: false, scheduled: false });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

/** The meaning with the caller's actions counted: recorded once when it shows, followed only by REMINDER.GO. */
function perPath() {
  let recorded = 0;
  let followed = 0;
  const machine = reminderMachine.provide({
    actions: {
      recordFired: () => {
        recorded += 1;
      },
      goToSession: () => {
        followed += 1;
      },
    },
  });
  const counted = (s: SnapshotFrom<Machine>, step: Step<Machine>) => {
    meaning(s);
    if (s.matches('showing')) expect(recorded).toBe(1);
    if (step.event.type === 'REMINDER.GO') expect(followed).toBe(1);
    else expect(followed).toBe(0);
  };
  return { machine, meaning: counted };
}

export const reminderModel: MachineModel<Machine> = {
  name: 'reminder',
  machine: reminderMachine,
  perPath,
  inputs: [
    { label: 'an hour ahead', input: { now: NOW, start: NOW + 60 * MINUTE } },
    {
      label: 'an hour ahead, offset 30 min',
      input: { now: NOW, start: NOW + 60 * MINUTE, offset: 30 * MINUTE },
    },
    { label: 'in 5 minutes', input: { now: NOW, start: NOW + 5 * MINUTE } },
    { label: 'started', input: { now: NOW, start: NOW - MINUTE } },
    { label: 'in 11 days', input: { now: NOW, start: NOW + 11 * 86_400_000 } },
    { label: 'already fired', input: { now: NOW, start: NOW + 60 * MINUTE, fired: true } },
    { label: 'developer mode', input: { now: NOW, start: NOW - MINUTE, developerMode: true } },
  ],
  events: () =>
    [
      { type: 'CLOCK.TICK', now: LATER },
      { type: 'REMINDER.DISMISS' },
      { type: 'REMINDER.GO' },
      { type: 'REMINDER.CANCEL' },
      { type: 'xstate.after.UNTIL_DUE.reminder.waiting' },
    ] as unknown as Ev[],
  delays: (s) => ({
    UNTIL_DUE: s.context.developerMode ? REMINDER.DEVELOPER_MODE_DELAY : s.context.due - s.context.now,
  }),
  meaning,
  transitionPaths: true,
};
