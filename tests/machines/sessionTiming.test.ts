import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type SessionTimingInput, sessionTimingMachine } from '../../machines/sessionTiming';
import { sessionTimingView } from '../../machines/sessionTiming.view';
import { modelPaths, replay } from './model';
import { E, S, scenarios, sessionTimingModel } from './models/sessionTiming.model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const machine = sessionTimingMachine.provide({ actions: { reloadPage: () => {} } });

describe('sessionTiming model', () => {
  for (const { label } of scenarios) {
    it(`${label}: every step of every path means what the specification says`, () => {
      const paths = modelPaths(sessionTimingModel).filter((p) => p.label === label);
      expect(paths.length).toBeGreaterThan(1);
      for (const p of paths) replay(sessionTimingModel, p);
    });
  }
});

const viewAt = (input: Omit<SessionTimingInput, 'now'>, now: number) => {
  const actor = createActor(machine, { input: { ...input, now } }).start();
  const view = sessionTimingView(actor.getSnapshot());
  actor.stop();
  return view;
};

describe('sessionTiming boundaries', () => {
  const live: Omit<SessionTimingInput, 'now'> = {
    startTime: S,
    endTime: E,
    timeZone: 'Europe/Rome',
    hasLiveChannel: true,
    hasVideo: true,
  };

  it('exactly 15 minutes before start is inside the Live Now window, one millisecond earlier is not', () => {
    expect(viewAt(live, S - 15 * MINUTE).isLiveNow).toBe(true);
    expect(viewAt(live, S - 15 * MINUTE).isLive).toBe(false);
    expect(viewAt(live, S - 15 * MINUTE - 1).isLiveNow).toBe(false);
  });

  it('exactly at the end the session is still live; one millisecond later it has aired', () => {
    expect(viewAt(live, E)).toMatchObject({
      isLive: true,
      isLiveNow: true,
      hasEnded: false,
      showReplay: false,
    });
    expect(viewAt(live, E + 1)).toMatchObject({
      isLive: false,
      isLiveNow: false,
      hasEnded: true,
      showReplay: true,
    });
  });

  it('exactly one hour after the end is still a live stream; one millisecond later it is not', () => {
    expect(viewAt(live, E + HOUR)).toMatchObject({ state: 'liveStreamGrace', isLiveStream: true });
    expect(viewAt(live, E + HOUR + 1)).toMatchObject({ state: 'archived', isLiveStream: false });
  });

  it('a session without live means is never live, but still counts down', () => {
    const plain = { ...live, hasLiveChannel: false };
    expect(viewAt(plain, S)).toMatchObject({ isRunning: true, isLive: false, isLiveNow: false });
    expect(viewAt(plain, S - 2 * HOUR).countdown).toEqual({ days: 0, hours: 2, minutes: 0 });
  });

  it("'Starts in' shows from exactly 30 days before start, in days, hours and minutes", () => {
    expect(viewAt(live, S - 30 * DAY).countdown).toEqual({ days: 30, hours: 0, minutes: 0 });
    expect(viewAt(live, S - 30 * DAY - 1).countdown).toBeNull();
    expect(viewAt(live, S - (2 * DAY + 3 * HOUR + 4 * MINUTE)).countdown).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(viewAt(live, S - 30_000).countdown).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(viewAt(live, S).countdown).toBeNull();
  });

  it('access-day-only: the three messages follow the start day in the conference time zone', () => {
    // 23:30 on 3 May in Tokyo is 14:30 UTC; the day there runs from 2 May 15:00 UTC to 3 May 15:00 UTC.
    const item = {
      startTime: Date.UTC(2025, 4, 3, 14, 30),
      endTime: Date.UTC(2025, 4, 3, 15, 30),
      timeZone: 'Asia/Tokyo',
      hasVideo: true,
      accessDayOnly: true,
    };
    const dayStart = Date.UTC(2025, 4, 2, 15);
    const dayNext = Date.UTC(2025, 4, 3, 15);
    expect(viewAt(item, dayStart - 1).accessDayMessage?.key).toBe('session.accessDay.before');
    expect(viewAt(item, dayStart).accessDayMessage?.key).toBe('session.accessDay.during');
    expect(viewAt(item, dayStart).isVideoAvailable).toBe(true);
    expect(viewAt(item, dayNext - 1).accessDayMessage?.key).toBe('session.accessDay.during');
    // The session itself runs past midnight in Tokyo, but its videos end with the day.
    expect(viewAt(item, dayNext).accessDayMessage?.key).toBe('session.accessDay.after');
    expect(viewAt(item, dayNext)).toMatchObject({ isVideoAvailable: false, showReplay: false });
    // The same instants in UTC fall on one day: the time zone decides.
    expect(viewAt({ ...item, timeZone: 'UTC' }, dayStart).accessDayMessage?.key).toBe(
      'session.accessDay.before',
    );
  });

  it('on-demand release: tag with the date, countdown, reload exactly once at zero', () => {
    let reloads = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      sessionTimingMachine.provide({
        actions: {
          reloadPage: () => {
            reloads += 1;
          },
        },
      }),
      { input: { ...live, now: E, release: { hideUntilSessionOver: true } }, clock },
    ).start();
    let view = sessionTimingView(actor.getSnapshot());
    expect(view.releaseTag).toEqual({ key: 'session.onDemand.availableOn', params: { date: '2025-05-03' } });
    expect(view.releaseCountdown).toEqual({ days: 0, hours: 0, minutes: 15 });
    expect(view.showReplay).toBe(false);
    clock.increment(1); // end + 1: aired
    clock.increment(15 * MINUTE - 2);
    expect(reloads).toBe(0);
    clock.increment(1); // exactly end + 15 minutes
    view = sessionTimingView(actor.getSnapshot());
    expect(reloads).toBe(1);
    expect(view).toMatchObject({ releaseTag: { key: 'session.onDemand.availableNow' }, showReplay: true });
    actor.send({ type: 'CLOCK.TICK', now: E + 2 * HOUR });
    expect(reloads).toBe(1);
    actor.stop();
  });

  it('release offset counts calendar days in the conference time zone and the forced date wins', () => {
    const base = { ...live, release: { offsetDays: 1, hideUntilSessionOver: true } };
    expect(viewAt(base, E + 1).releaseTag?.params?.date).toBe('2025-05-04');
    const forced = { ...live, release: { offsetDays: 1, contentStartDate: S - DAY } };
    expect(viewAt(forced, S - HOUR).releaseTag?.key).toBe('session.onDemand.availableNow');
  });

  it('the availability warning shows only after the end and only without a video', () => {
    const noVideo = { ...live, hasVideo: false };
    expect(viewAt(noVideo, E).showAvailabilityWarning).toBe(false);
    expect(viewAt(noVideo, E + 1).showAvailabilityWarning).toBe(true);
    expect(viewAt(live, E + 1).showAvailabilityWarning).toBe(false);
  });

  it('waits beyond the longest timer by re-arming, and arrives at the boundary exactly', () => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { ...live, now: S - 60 * DAY }, clock }).start();
    // The simulated clock starts a re-armed timer at the end of an increment: step to the first firing.
    clock.increment(2_147_483_647);
    expect(actor.getSnapshot().context.now).toBe(S - 60 * DAY + 2_147_483_647);
    clock.increment(30 * DAY - 2_147_483_647 - 1);
    expect(actor.getSnapshot().matches({ schedule: { beforeStart: 'farAhead' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ schedule: { beforeStart: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.now).toBe(S - 30 * DAY);
    actor.stop();
  });

  it('a tick back in time (clock correction) moves the phase back', () => {
    const actor = createActor(machine, { input: { ...live, now: E + 1 } }).start();
    actor.send({ type: 'CLOCK.TICK', now: S - HOUR });
    expect(sessionTimingView(actor.getSnapshot()).state).toBe('countingDown');
    actor.stop();
  });
});
