import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { type BreakoutRoomInput, breakoutRoomMachine } from '../../machines/breakoutRoom';
import { breakoutRoomView } from '../../machines/breakoutRoom.view';
import { expectEveryStateReached, modelPaths, replay, ticks } from './support/model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.breakoutRoom.clock.waiting' };
const S = Date.UTC(2025, 4, 3, 9, 0);
const E = S + HOUR;

/** The specification's rules, written out directly. */
const check = (input: BreakoutRoomInput) => (snapshot: AnyMachineSnapshot) => {
  const { now, participants } = snapshot.context as { now: number; participants: number };
  const view = breakoutRoomView(snapshot as never);
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
};

const instants = [S - 10 * MINUTE - 1, S - 10 * MINUTE, S, E, E + 1, E + 24 * HOUR - 1, E + 24 * HOUR];
const scenarios: { name: string; input: BreakoutRoomInput }[] = [
  { name: 'attendee, room of 2', input: { now: S - HOUR, start: S, end: E, capacity: 2 } },
  { name: 'chair, room of 1', input: { now: S, start: S, end: E, capacity: 1, isPrivileged: true } },
  { name: 'no capacity set', input: { now: E + 48 * HOUR, start: S, end: E } },
];
const events = [
  ...ticks(instants),
  { type: 'PARTICIPANTS.CHANGE' as const, count: 1 },
  { type: 'PARTICIPANTS.CHANGE' as const, count: 2 },
  AFTER,
];

describe('breakoutRoom model', () => {
  for (const { name, input } of scenarios) {
    it(`${name}: every step of every path means what the specification says`, () => {
      const { shortest, edges } = modelPaths(breakoutRoomMachine, input, events);
      for (const path of [...shortest, ...edges]) replay(breakoutRoomMachine, input, path, check(input));
    });
  }

  it('reaches every state', () => {
    expectEveryStateReached(
      breakoutRoomMachine,
      scenarios.flatMap(({ input }) => modelPaths(breakoutRoomMachine, input, events).shortest),
    );
  });
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
      joinLabel: 'breakoutRoom.roomFull',
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
