import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { type OfficeHoursInput, officeHoursMachine } from '../../machines/officeHours';
import { officeHoursView } from '../../machines/officeHours.view';
import { expectEveryStateReached, modelPaths, replay, ticks } from './support/model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_S = 86_400;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.officeHours.clock.waiting' };

const A = Date.UTC(2025, 4, 3, 9, 0);
const first = { start: A, end: A + HOUR };
const second = { start: A + HOUR + 10 * MINUTE, end: A + 2 * HOUR };

/** The specification's rules, written out directly. */
const check = (input: OfficeHoursInput) => (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as {
    now: number;
    participants: number;
    softClosed: boolean;
    archiveMode: boolean;
  };
  const { now } = c;
  const slots = input.slots;
  const view = officeHoursView(snapshot as never);
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
  expect(view.joinLabel).toBe(full ? 'officeHours.roomFull' : 'officeHours.join');
};

const scenarios: { name: string; input: OfficeHoursInput; instants: number[]; counts: number[] }[] = [
  {
    name: 'two slots, small room, attendee',
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
    name: 'one slot, full room, chair',
    input: { now: A, slots: [first], capacity: 1, participants: 3, isPrivileged: true },
    instants: [A + 2 * HOUR, A - HOUR],
    counts: [0],
  },
  { name: 'no slots', input: { now: A, slots: [] }, instants: [A + HOUR], counts: [] },
];

describe('officeHours model', () => {
  const eventsOf = ({ instants, counts }: (typeof scenarios)[number]) => [
    ...ticks(instants),
    ...counts.map((count) => ({ type: 'PARTICIPANTS.CHANGE' as const, count })),
    { type: 'SITE.CHANGE' as const, softClosed: true, archiveMode: false },
    { type: 'SITE.CHANGE' as const, softClosed: false, archiveMode: false },
    AFTER,
  ];
  for (const scenario of scenarios) {
    it(`${scenario.name}: every step of every path means what the specification says`, () => {
      const { shortest, edges } = modelPaths(officeHoursMachine, scenario.input, eventsOf(scenario));
      for (const path of [...shortest, ...edges])
        replay(officeHoursMachine, scenario.input, path, check(scenario.input));
    });
  }

  it('reaches every state across the scenarios', () => {
    const all = scenarios.flatMap((s) => modelPaths(officeHoursMachine, s.input, eventsOf(s)).shortest);
    expectEveryStateReached(officeHoursMachine, all);
  });
});

const viewAt = (input: Omit<OfficeHoursInput, 'now'>, now: number) => {
  const actor = createActor(officeHoursMachine, { input: { ...input, now } }).start();
  const view = officeHoursView(actor.getSnapshot());
  actor.stop();
  return view;
};

describe('officeHours boundaries', () => {
  const card = { slots: [first, second] };

  it('joinable from exactly 15 minutes before the first upcoming slot', () => {
    expect(viewAt(card, A - 15 * MINUTE - 1)).toMatchObject({
      state: 'upcoming',
      canJoin: false,
      visible: true,
    });
    expect(viewAt(card, A - 15 * MINUTE)).toMatchObject({
      state: 'beforeStart',
      canJoin: true,
      isLive: false,
    });
    expect(viewAt(card, A)).toMatchObject({
      state: 'live',
      canJoin: true,
      isLive: true,
      statusLabel: 'officeHours.live',
    });
  });

  it('live until exactly the end, joinable until exactly 15 minutes after it', () => {
    const one = { slots: [first] };
    expect(viewAt(one, first.end)).toMatchObject({ state: 'live', isLive: true });
    expect(viewAt(one, first.end + 1)).toMatchObject({ state: 'afterEnd', isLive: false, canJoin: true });
    expect(viewAt(one, first.end + 15 * MINUTE)).toMatchObject({ canJoin: true });
    expect(viewAt(one, first.end + 15 * MINUTE + 1)).toMatchObject({
      state: 'over',
      canJoin: false,
      visible: true,
    });
  });

  it('a live slot wins over the closing window of the previous one', () => {
    const overlapping = { slots: [first, { start: first.end + 5 * MINUTE, end: first.end + HOUR }] };
    expect(viewAt(overlapping, first.end + 5 * MINUTE)).toMatchObject({ state: 'live', isLive: true });
  });

  it('shown exactly a day (86,400 s) after the last slot ended, hidden one millisecond later', () => {
    expect(viewAt(card, second.end + DAY_S * 1000).visible).toBe(true);
    expect(viewAt(card, second.end + DAY_S * 1000 + 1)).toMatchObject({ visible: false, state: 'expired' });
  });

  it("'Room Full' at the default capacity of 25 for attendees, never for admins, authors or chairs", () => {
    expect(viewAt({ ...card, participants: 24 }, A).canJoin).toBe(true);
    expect(viewAt({ ...card, participants: 25 }, A)).toMatchObject({
      canJoin: false,
      isRoomFull: true,
      joinLabel: 'officeHours.roomFull',
      capacity: 25,
    });
    expect(viewAt({ ...card, participants: 25, isPrivileged: true }, A).canJoin).toBe(true);
  });

  it('hidden when soft-closed or in archive mode', () => {
    expect(viewAt({ ...card, softClosed: true }, A).visible).toBe(false);
    expect(viewAt({ ...card, archiveMode: true }, A)).toMatchObject({ visible: false, canJoin: false });
  });

  it('lists each slot as past, live or upcoming and points at the live one', () => {
    const view = viewAt(card, second.start);
    expect(view.slots.map((s) => s.status)).toEqual(['past', 'live']);
    expect(view.currentSlot).toEqual(second);
  });

  it('moves by itself through the day on its timer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(officeHoursMachine, { input: { ...card, now: A - HOUR }, clock }).start();
    clock.increment(45 * MINUTE - 1);
    expect(officeHoursView(actor.getSnapshot()).state).toBe('upcoming');
    clock.increment(1);
    expect(officeHoursView(actor.getSnapshot()).state).toBe('beforeStart');
    clock.increment(15 * MINUTE);
    expect(officeHoursView(actor.getSnapshot()).isLive).toBe(true);
    actor.send({ type: 'PARTICIPANTS.CHANGE', count: 25 });
    expect(officeHoursView(actor.getSnapshot()).isRoomFull).toBe(true);
    actor.stop();
  });
});
