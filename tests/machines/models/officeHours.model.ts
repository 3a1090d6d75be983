import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type OfficeHoursInput, officeHoursMachine } from '../../../machines/officeHours';
import { officeHoursView } from '../../../machines/officeHours.view';
import { ON_THE_CLOCK, type MachineModel, type Step, ticks } from '../model';

type Machine = typeof officeHoursMachine;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_S = 86_400;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.officeHours.clock.waiting' };

export const A = Date.UTC(2025, 4, 3, 9, 0);
export const first = { start: A, end: A + HOUR };
export const second = { start: A + HOUR + 10 * MINUTE, end: A + 2 * HOUR };

/** The specification's rules, written out directly. */
function meaning(snapshot: SnapshotFrom<Machine>, { input }: Step<Machine>) {
  const c = snapshot.context;
  const { now } = c;
  const slots = input.slots;
  const view = officeHoursView(snapshot);
  const inWindow = slots.some((s) => s.start - 15 * MINUTE <= now && now <= s.end + 15 * MINUTE);
  const live = slots.some((s) => s.start <= now && now <= s.end);
  const lastEnd = Math.max(...slots.map((s) => s.end));
  const goneByTime = slots.length === 0 || now > lastEnd + DAY_S * 1000;
  const visible = !goneByTime && !c.softClosed && !c.archiveMode;
  const full = !input.isPrivileged && c.participants >= (input.capacity ?? 25);

  expect(snapshot.matches({ schedule: 'joinable' })).toBe(inWindow);
  expect(snapshot.matches({ schedule: { joinable: 'live' } })).toBe(live);
  expect(snapshot.matches({ schedule: 'upcoming' })).toBe(
    !inWindow && slots.some((s) => now < s.start - 15 * MINUTE),
  );
  expect(snapshot.matches({ schedule: 'expired' })).toBe(slots.length > 0 && goneByTime);
  expect(snapshot.matches({ room: 'full' })).toBe(full);
  expect(snapshot.matches({ site: 'closed' })).toBe(c.softClosed || c.archiveMode);
  expect(view.visible).toBe(visible);
  expect(view.isLive).toBe(live);
  expect(view.showJoin).toBe(visible && inWindow);
  expect(view.canJoin).toBe(visible && inWindow && !full);
  expect(view.isRoomFull).toBe(visible && inWindow && full);
  expect(view.joinLabel).toBe(full ? 'program.hours.roomFull' : 'program.hours.join');
}

export const scenarios: { label: string; input: OfficeHoursInput; instants: number[]; counts: number[] }[] = [
  {
    label: 'two slots, small room, attendee',
    input: { now: A - HOUR, slots: [second, first], capacity: 2 },
    instants: [
      A - 15 * MINUTE - 1,
      A - 15 * MINUTE,
      A,
      first.end,
      first.end + 1,
      second.start,
      second.end,
      second.end + 15 * MINUTE,
      second.end + 15 * MINUTE + 1,
      second.end + DAY_S * 1000,
      second.end + DAY_S * 1000 + 1,
    ],
    counts: [1, 2],
  },
  {
    label: 'one slot, full room, chair',
    input: { now: A, slots: [first], capacity: 1, participants: 3, isPrivileged: true },
    instants: [A + 2 * HOUR, A - HOUR],
    counts: [0],
  },
  { label: 'no slots', input: { now: A, slots: [] }, instants: [A + HOUR], counts: [] },
  {
    label: 'one slot, full room, attendee, site closed',
    input: { now: A, slots: [first], participants: 25, softClosed: true },
    instants: [],
    counts: [24],
  },
];

const eventsOf = ({ instants, counts }: (typeof scenarios)[number]) =>
  [
    ...ticks(instants),
    ...counts.map((count) => ({ type: 'PARTICIPANTS.CHANGE' as const, count })),
  ] as EventFromLogic<Machine>[];

export const officeHoursModel: MachineModel<Machine> = {
  name: 'officeHours',
  machine: officeHoursMachine,
  inputs: scenarios.map((s) => ({ label: s.label, input: s.input, events: eventsOf(s) })),
  events: () =>
    [
      { type: 'SITE.CHANGE', softClosed: true, archiveMode: false },
      { type: 'SITE.CHANGE', softClosed: false, archiveMode: false },
      AFTER,
    ] as EventFromLogic<Machine>[],
  meaning,
  ...ON_THE_CLOCK,
};
