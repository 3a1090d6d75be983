import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type ExternalMeetingInput, externalMeetingMachine } from '../../../machines/externalMeeting';
import { externalMeetingView } from '../../../machines/externalMeeting.view';
import { ON_THE_CLOCK, type MachineModel, ticks } from '../model';

type Machine = typeof externalMeetingMachine;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const S = Date.UTC(2025, 4, 3, 9, 0);
export const E = S + HOUR;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.externalMeeting.clock.waiting' };

/** The specification's rules, written out directly. */
function meaning(snapshot: SnapshotFrom<Machine>) {
  const { now } = snapshot.context;
  const view = externalMeetingView(snapshot);
  const shown = now <= E + HOUR;
  expect(snapshot.matches({ schedule: 'waiting' })).toBe(now < S - 15 * MINUTE);
  expect(snapshot.matches({ schedule: 'joinable' })).toBe(now >= S - 15 * MINUTE && shown);
  expect(snapshot.matches({ schedule: { joinable: 'running' } })).toBe(now >= S && now <= E);
  expect(snapshot.matches({ schedule: 'hidden' })).toBe(!shown);
  expect(view.visible).toBe(shown);
  expect(view.canJoin).toBe(now >= S - 15 * MINUTE && shown);
  expect(view.isLive).toBe(now >= S && now <= E);
}

const input: ExternalMeetingInput = { now: S - HOUR, start: S, end: E };

export const externalMeetingModel: MachineModel<Machine> = {
  name: 'externalMeeting',
  machine: externalMeetingMachine,
  inputs: [{ label: 'an hour before', input }],
  events: () =>
    [
      ...ticks([S - 15 * MINUTE - 1, S - 15 * MINUTE, S, E, E + 1, E + HOUR, E + HOUR + 1]),
      AFTER,
    ] as EventFromLogic<Machine>[],
  meaning,
  ...ON_THE_CLOCK,
};
