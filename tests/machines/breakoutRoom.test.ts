import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type BreakoutRoomInput, breakoutRoomMachine } from '../../machines/breakoutRoom';
import { breakoutRoomView } from '../../machines/breakoutRoom.view';
import { modelPaths, replay } from './model';
import { breakoutRoomModel, E, S, scenarios } from './models/breakoutRoom.model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('breakoutRoom model', () => {
  for (const { label } of scenarios) {
    it(`${label}: every step of every path means what the specification says`, () => {
      const paths = modelPaths(breakoutRoomModel).filter((p) => p.label === label);
      expect(paths.length).toBeGreaterThan(3);
      for (const p of paths) replay(breakoutRoomModel, p);
    });
  }
});

describe('breakoutRoom boundaries', () => {
  const viewAt = (now: number, extra: Partial<BreakoutRoomInput> = {}) => {
    const actor = createActor(breakoutRoomMachine, { input: { now, start: S, end: E, ...extra } }).start();
    const view = breakoutRoomView(actor.getSnapshot());
    actor.stop();
    return view;
  };

  it('join disabled until exactly 10 minutes before start', () => {
    expect(viewAt(S - 10 * MINUTE - 1)).toMatchObject({ visible: true, joinDisabled: true, canJoin: false });
    expect(viewAt(S - 10 * MINUTE)).toMatchObject({ joinDisabled: false, canJoin: true, isLive: false });
  });

  it('live until exactly the end, still joinable after it, hidden from exactly 24 hours after the end', () => {
    expect(viewAt(E)).toMatchObject({ isLive: true, canJoin: true });
    expect(viewAt(E + 1)).toMatchObject({ isLive: false, canJoin: true, state: 'afterEnd' });
    expect(viewAt(E + 24 * HOUR - 1).visible).toBe(true);
    expect(viewAt(E + 24 * HOUR)).toMatchObject({ visible: false, canJoin: false });
  });

  it("'Room Full' at capacity for attendees only", () => {
    expect(viewAt(S, { capacity: 3, participants: 3 })).toMatchObject({
      isRoomFull: true,
      canJoin: false,
      joinLabel: 'program.room.roomFull',
    });
    expect(viewAt(S, { capacity: 3, participants: 3, isPrivileged: true }).canJoin).toBe(true);
  });

  it('opens on its own timer', () => {
    const clock = new SimulatedClock();
    const actor = createActor(breakoutRoomMachine, {
      input: { now: S - HOUR, start: S, end: E },
      clock,
    }).start();
    clock.increment(50 * MINUTE - 1);
    expect(breakoutRoomView(actor.getSnapshot()).canJoin).toBe(false);
    clock.increment(1);
    expect(breakoutRoomView(actor.getSnapshot()).canJoin).toBe(true);
    actor.stop();
  });
});
