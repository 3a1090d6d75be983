import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type BreakoutRoomInput, breakoutRoomMachine } from '../../machines/breakoutRoom';
import { breakoutRoomView } from '../../machines/breakoutRoom.view';

const MIN = 60_000;
const start = Date.UTC(2026, 10, 23, 15);
const end = start + 60 * MIN;
const viewAt = (now: number, extra: Partial<BreakoutRoomInput> = {}) =>
  breakoutRoomView(
    createActor(breakoutRoomMachine, { input: { now, start, end, ...extra } })
      .start()
      .getSnapshot(),
  );

describe('breakoutRoomView', () => {
  it('keeps Join disabled until 10 minutes before the start and hides the room 24 hours after the end', () => {
    expect(viewAt(start - 11 * MIN)).toMatchObject({ visible: true, joinDisabled: true, canJoin: false });
    expect(viewAt(start - 10 * MIN)).toMatchObject({ joinDisabled: false, canJoin: true });
    expect(viewAt(start + MIN)).toMatchObject({ isLive: true, canJoin: true });
    expect(viewAt(end + 24 * 60 * MIN)).toMatchObject({ visible: false, canJoin: false });
  });

  it('shows Room Full at capacity except to admins, authors and chairs', () => {
    const full = { capacity: 2, participants: 2 };
    expect(viewAt(start, full)).toMatchObject({ isRoomFull: true, canJoin: false });
    expect(viewAt(start, { ...full, isPrivileged: true })).toMatchObject({ canJoin: true });
    expect(viewAt(start, { capacity: null, participants: 500 })).toMatchObject({ isRoomFull: false });
  });
});
