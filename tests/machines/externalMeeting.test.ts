import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { externalMeetingMachine } from '../../machines/externalMeeting';
import { externalMeetingView } from '../../machines/externalMeeting.view';
import { modelPaths, replay } from './model';
import { E, externalMeetingModel, S } from './models/externalMeeting.model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('externalMeeting model', () => {
  it('every step of every path means what the specification says', () => {
    const paths = modelPaths(externalMeetingModel);
    expect(paths.length).toBeGreaterThan(8);
    for (const p of paths) replay(externalMeetingModel, p);
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
