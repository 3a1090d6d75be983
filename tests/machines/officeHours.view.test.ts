import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type OfficeHoursInput, officeHoursMachine } from '../../machines/officeHours';
import { officeHoursView } from '../../machines/officeHours.view';

const MIN = 60_000;
const slot = { start: Date.UTC(2026, 10, 23, 15), end: Date.UTC(2026, 10, 23, 16) };
const viewAt = (now: number, extra: Partial<OfficeHoursInput> = {}) =>
  officeHoursView(
    createActor(officeHoursMachine, { input: { now, slots: [slot], ...extra } })
      .start()
      .getSnapshot(),
  );

describe('officeHoursView', () => {
  it('opens the join window 15 minutes before a slot and closes it 15 minutes after', () => {
    expect(viewAt(slot.start - 16 * MIN)).toMatchObject({
      visible: true,
      isJoinWindow: false,
      canJoin: false,
    });
    expect(viewAt(slot.start - 15 * MIN)).toMatchObject({ isJoinWindow: true, canJoin: true });
    expect(viewAt(slot.start + MIN)).toMatchObject({ isLive: true, canJoin: true });
    expect(viewAt(slot.end + 16 * MIN)).toMatchObject({ isJoinWindow: false, canJoin: false });
  });

  it('hides the room a day after the last slot, when soft-closed and in archive mode', () => {
    expect(viewAt(slot.end + 86_400_000)).toMatchObject({ visible: true });
    expect(viewAt(slot.end + 86_400_001)).toMatchObject({ visible: false });
    expect(viewAt(slot.start, { softClosed: true })).toMatchObject({ visible: false });
    expect(viewAt(slot.start, { archiveMode: true })).toMatchObject({ visible: false });
  });

  it('is full at the default capacity of 25 unless the user is privileged', () => {
    expect(viewAt(slot.start, { participants: 25 })).toMatchObject({
      capacity: 25,
      isRoomFull: true,
      canJoin: false,
    });
    expect(viewAt(slot.start, { participants: 25, isPrivileged: true })).toMatchObject({ canJoin: true });
  });

  it('labels the status and the button with texts of src/i18n', () => {
    expect(viewAt(slot.start - 16 * MIN)).toMatchObject({
      statusLabel: 'program.hours.upcoming',
      joinLabel: 'program.hours.join',
    });
    expect(viewAt(slot.start)).toMatchObject({ statusLabel: 'program.hours.live' });
    expect(viewAt(slot.start, { participants: 25 })).toMatchObject({ joinLabel: 'program.hours.roomFull' });
    expect(viewAt(slot.end + 16 * MIN)).toMatchObject({ state: 'over', statusLabel: null });
    expect(viewAt(slot.start, { softClosed: true })).toMatchObject({ statusLabel: null });
  });
});
