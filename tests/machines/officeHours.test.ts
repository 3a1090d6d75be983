import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type OfficeHoursInput, officeHoursMachine } from '../../machines/officeHours';
import { officeHoursView } from '../../machines/officeHours.view';
import { modelPaths, replay } from './model';
import { A, first, officeHoursModel, scenarios, second } from './models/officeHours.model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_S = 86_400;

describe('officeHours model', () => {
  for (const { label } of scenarios) {
    it(`${label}: every step of every path means what the specification says`, () => {
      const paths = modelPaths(officeHoursModel).filter((p) => p.label === label);
      expect(paths.length).toBeGreaterThan(2);
      for (const p of paths) replay(officeHoursModel, p);
    });
  }
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
      statusLabel: 'program.hours.live',
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
      joinLabel: 'program.hours.roomFull',
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
