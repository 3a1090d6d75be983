import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { type ExternalMeetingInput, externalMeetingMachine } from '../../machines/externalMeeting';
import { externalMeetingView } from '../../machines/externalMeeting.view';
import { expectEveryStateReached, modelPaths, replay, ticks } from './support/model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.externalMeeting.clock.waiting' };
const S = Date.UTC(2025, 4, 3, 9, 0);
const E = S + HOUR;

/** The specification's rules, written out directly. */
const check = (snapshot: AnyMachineSnapshot) => {
  const { now } = snapshot.context as { now: number };
  const view = externalMeetingView(snapshot as never);
  const shown = now <= E + HOUR;
  expect(snapshot.matches({ schedule: 'waiting' })).toBe(now < S - 15 * MINUTE);
  expect(snapshot.matches({ schedule: 'joinable' })).toBe(now >= S - 15 * MINUTE && shown);
  expect(snapshot.matches({ schedule: { joinable: 'running' } })).toBe(now >= S && now <= E);
  expect(snapshot.matches({ schedule: 'hidden' })).toBe(!shown);
  expect(view.visible).toBe(shown);
  expect(view.canJoin).toBe(now >= S - 15 * MINUTE && shown);
  expect(view.isLive).toBe(now >= S && now <= E);
};

const input: ExternalMeetingInput = { now: S - HOUR, start: S, end: E };
const events = [...ticks([S - 15 * MINUTE - 1, S - 15 * MINUTE, S, E, E + 1, E + HOUR, E + HOUR + 1]), AFTER];

describe('externalMeeting model', () => {
  it('every step of every path means what the specification says', () => {
    const { shortest, edges } = modelPaths(externalMeetingMachine, input, events);
    for (const path of [...shortest, ...edges]) replay(externalMeetingMachine, input, path, check);
    expectEveryStateReached(externalMeetingMachine, shortest);
  });
});

describe('externalMeeting boundaries', () => {
  const viewAt = (now: number) => {
    const actor = createActor(externalMeetingMachine, { input: { now, start: S, end: E } }).start();
    const view = externalMeetingView(actor.getSnapshot());
    actor.stop();
    return view;
  };

  it('Join becomes active at exactly 15 minutes before start', () => {
    expect(viewAt(S - 15 * MINUTE - 1)).toMatchObject({ visible: true, canJoin: false, state: 'waiting' });
    expect(viewAt(S - 15 * MINUTE)).toMatchObject({ visible: true, canJoin: true, isLive: false });
  });

  it('exactly at the end the meeting runs; the card shows until exactly 1 hour after', () => {
    expect(viewAt(E)).toMatchObject({ isLive: true, canJoin: true });
    expect(viewAt(E + 1)).toMatchObject({ isLive: false, canJoin: true });
    expect(viewAt(E + HOUR)).toMatchObject({ visible: true, canJoin: true });
    expect(viewAt(E + HOUR + 1)).toMatchObject({ visible: false, canJoin: false, state: 'hidden' });
  });

  it('hides itself on its timer one hour after the end', () => {
    const clock = new SimulatedClock();
    const actor = createActor(externalMeetingMachine, {
      input: { now: E + 1, start: S, end: E },
      clock,
    }).start();
    clock.increment(HOUR - 1);
    expect(externalMeetingView(actor.getSnapshot()).visible).toBe(true);
    clock.increment(1);
    expect(externalMeetingView(actor.getSnapshot()).visible).toBe(false);
    actor.stop();
  });
});
