import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type BreakoutRoomInput, breakoutRoomMachine } from '../../../machines/breakoutRoom';
import { breakoutRoomView } from '../../../machines/breakoutRoom.view';
import { ON_THE_CLOCK, type MachineModel, type Step, ticks } from '../model';

type Machine = typeof breakoutRoomMachine;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const S = Date.UTC(2025, 4, 3, 9, 0);
export const E = S + HOUR;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.breakoutRoom.clock.waiting' };

/** The specification's rules, written out directly. */
function meaning(snapshot: SnapshotFrom<Machine>, { input }: Step<Machine>) {
  const { now, participants } = snapshot.context;
  const view = breakoutRoomView(snapshot);
  const open = now >= S - 10 * MINUTE && now < E + 24 * HOUR;
  const full = !input.isPrivileged && input.capacity != null && participants >= input.capacity;
  expect(snapshot.matches({ schedule: 'waiting' })).toBe(now < S - 10 * MINUTE);
  expect(snapshot.matches({ schedule: 'open' })).toBe(open);
  expect(snapshot.matches({ schedule: { open: 'running' } })).toBe(now >= S && now <= E);
  expect(snapshot.matches({ schedule: 'hidden' })).toBe(now >= E + 24 * HOUR);
  expect(view.visible).toBe(now < E + 24 * HOUR);
  expect(view.isLive).toBe(now >= S && now <= E);
  expect(view.canJoin).toBe(open && !full);
  expect(view.joinDisabled).toBe(!open || full);
  expect(view.isRoomFull).toBe(open && full);
}

const instants = [S - 10 * MINUTE - 1, S - 10 * MINUTE, S, E, E + 1, E + 24 * HOUR - 1, E + 24 * HOUR];
export const scenarios: { label: string; input: BreakoutRoomInput }[] = [
  { label: 'attendee, room of 2', input: { now: S - HOUR, start: S, end: E, capacity: 2 } },
  { label: 'chair, room of 1', input: { now: S, start: S, end: E, capacity: 1, isPrivileged: true } },
  {
    label: 'attendee, room of 1 taken',
    input: { now: S, start: S, end: E, capacity: 1, participants: 1 },
  },
  { label: 'no capacity set', input: { now: E + 48 * HOUR, start: S, end: E } },
];

export const breakoutRoomModel: MachineModel<Machine> = {
  name: 'breakoutRoom',
  machine: breakoutRoomMachine,
  inputs: scenarios,
  events: () =>
    [
      ...ticks(instants),
      { type: 'PARTICIPANTS.CHANGE', count: 1 },
      { type: 'PARTICIPANTS.CHANGE', count: 2 },
      AFTER,
    ] as EventFromLogic<Machine>[],
  meaning,
  ...ON_THE_CLOCK,
};
