import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import { type SessionTimingInput, sessionTimingMachine } from '../../machines/sessionTiming';
import { sessionTimingView } from '../../machines/sessionTiming.view';
import { expectEveryStateReached, modelPaths, replay, ticks } from './support/model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.sessionTiming.clock.waiting' };

const S = Date.UTC(2025, 4, 3, 14, 0); // 16:00 in Rome
const E = S + HOUR;

/** The specification's rules, written out directly, to judge each state of each path. */
const effectiveTimes = (input: SessionTimingInput): { start: number | null; end: number | null } => {
  if (input.startTime === null) return { start: null, end: null };
  if (!input.accessDayOnly) return { start: input.startTime, end: input.endTime ?? input.startTime };
  const day = Temporal.Instant.fromEpochMilliseconds(input.startTime)
    .toZonedDateTimeISO(input.timeZone)
    .startOfDay();
  return { start: day.epochMilliseconds, end: day.add({ days: 1 }).epochMilliseconds - 1 };
};

const releaseOf = (input: SessionTimingInput): number | null => {
  const r = input.release;
  if (!r) return null;
  if (r.contentStartDate != null) return r.contentStartDate;
  const { start, end } = effectiveTimes(input);
  const after = end ?? start;
  if (after === null) return null;
  const candidates: number[] = [];
  if (r.hideUntilSessionOver) candidates.push(after + 15 * MINUTE);
  if (r.offsetDays) {
    candidates.push(
      Temporal.Instant.fromEpochMilliseconds(after)
        .toZonedDateTimeISO(input.timeZone)
        .add({ days: r.offsetDays }).epochMilliseconds,
    );
  }
  return candidates.length ? Math.max(...candidates) : null;
};

const meaning = (input: SessionTimingInput) => {
  let reloads = 0;
  let wasPending: boolean | null = null;
  const check = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const now = snapshot.context.now as number;
    const { start, end } = effectiveTimes(input);
    const view = sessionTimingView(snapshot as never);
    const liveMeans = Boolean(input.hasLiveChannel || input.externalMeetingUrl || input.hasBreakoutRoom);
    const releaseAt = releaseOf(input);
    const pending = releaseAt !== null && now < releaseAt;

    if (start === null || end === null) {
      expect(snapshot.matches({ schedule: 'onDemand' })).toBe(true);
      expect(view.isOnDemand).toBe(true);
      expect(view.countdown).toBeNull();
    } else {
      expect(view.isOnDemand).toBe(false);
      expect(snapshot.matches({ schedule: 'beforeStart' })).toBe(now < start);
      expect(snapshot.matches({ schedule: { beforeStart: 'farAhead' } })).toBe(now < start - 30 * DAY);
      expect(snapshot.matches({ schedule: { beforeStart: 'startingSoon' } })).toBe(
        now >= start - 15 * MINUTE && now < start,
      );
      expect(snapshot.matches({ schedule: 'running' })).toBe(now >= start && now <= end);
      expect(snapshot.matches({ schedule: 'ended' })).toBe(now > end);
      expect(snapshot.matches({ schedule: { ended: 'liveStreamGrace' } })).toBe(
        now > end && now <= end + HOUR,
      );
      expect(view.isLive).toBe(liveMeans && now >= start && now <= end);
      expect(view.isLiveNow).toBe(liveMeans && now >= start - 15 * MINUTE && now <= end);
      expect(view.isLiveStream).toBe(
        Boolean(input.hasLiveChannel) && now >= start - 15 * MINUTE && now <= end + HOUR,
      );
      expect(view.countdown !== null).toBe(now >= start - 30 * DAY && now < start);
      if (view.countdown) {
        const { days, hours, minutes } = view.countdown;
        expect(((days * 24 + hours) * 60 + minutes) * MINUTE).toBeGreaterThanOrEqual(start - now);
        expect(((days * 24 + hours) * 60 + minutes - 1) * MINUTE).toBeLessThan(start - now);
      }
      expect(view.showAvailabilityWarning).toBe(now > end && !input.hasVideo && !input.accessDayOnly);
      if (input.accessDayOnly) {
        const key =
          now < start
            ? 'session.accessDay.before'
            : now <= end
              ? 'session.accessDay.during'
              : 'session.accessDay.after';
        expect(view.accessDayMessage?.key).toBe(key);
        expect(view.isVideoAvailable).toBe(Boolean(input.hasVideo) && !pending && now >= start && now <= end);
      } else {
        expect(view.accessDayMessage).toBeNull();
        expect(view.showReplay).toBe(now > end && Boolean(input.hasVideo) && !pending);
      }
    }

    expect(snapshot.matches({ release: 'ungated' })).toBe(releaseAt === null);
    expect(snapshot.matches({ release: 'pending' })).toBe(pending);
    expect(view.releaseCountdown !== null).toBe(pending);
    if (pending) {
      expect(view.releaseTag?.key).toBe('session.onDemand.availableOn');
      expect(view.releaseTag?.params?.date).toBe(
        Temporal.Instant.fromEpochMilliseconds(releaseAt)
          .toZonedDateTimeISO(input.timeZone)
          .toPlainDate()
          .toString(),
      );
    } else if (releaseAt !== null) {
      expect(view.releaseTag?.key ?? null).toBe(input.hasVideo ? 'session.onDemand.availableNow' : null);
    } else {
      expect(view.releaseTag).toBeNull();
    }
    // The page reloads once each time a pending release is reached, never on entry.
    if (wasPending === true && releaseAt !== null && !pending) reloads += 1;
    expect(reloadsSeen.count).toBe(reloads);
    wasPending = pending;
    expect(event.type).toMatch(/^(xstate\.init|CLOCK\.TICK|xstate\.after\.NEXT_BOUNDARY\.)/);
  };
  return check;
};

const reloadsSeen = { count: 0 };
const machine = sessionTimingMachine.provide({
  actions: {
    reloadPage: () => {
      reloadsSeen.count += 1;
    },
  },
});

const around = (start: number, end: number, extra: readonly number[] = []) => [
  start - 31 * DAY,
  start - 30 * DAY,
  start - 15 * MINUTE - 1,
  start - 15 * MINUTE,
  start - 1,
  start,
  end,
  end + 1,
  end + HOUR,
  end + HOUR + 1,
  ...extra,
];

const scenarios: { name: string; input: SessionTimingInput; instants: number[] }[] = [
  {
    name: 'live channel with a video, released 15 minutes after the end',
    input: {
      now: S - 40 * DAY,
      startTime: S,
      endTime: E,
      timeZone: 'Europe/Rome',
      hasLiveChannel: true,
      hasVideo: true,
      release: { hideUntilSessionOver: true },
    },
    instants: around(S, E, [E + 15 * MINUTE - 1, E + 15 * MINUTE]),
  },
  {
    name: 'external meeting without a video, released 2 days after the end',
    input: {
      now: S - 2 * DAY,
      startTime: S,
      endTime: E,
      timeZone: 'Europe/Rome',
      externalMeetingUrl: 'https://meet.example.org/x',
      release: { offsetDays: 2 },
    },
    instants: around(S, E, [E + 2 * DAY]),
  },
  {
    name: 'breakout room, no release rule, no end time',
    input: {
      now: S - HOUR,
      startTime: S,
      endTime: null,
      timeZone: 'UTC',
      hasBreakoutRoom: true,
      hasVideo: true,
    },
    instants: [S - 15 * MINUTE, S - 1, S, S + 1, S + HOUR, S + HOUR + 1],
  },
  {
    name: 'on-demand item with a forced content start date',
    input: {
      now: S - DAY,
      startTime: null,
      endTime: null,
      timeZone: 'Asia/Tokyo',
      hasVideo: true,
      release: { contentStartDate: S },
    },
    instants: [S - 1, S, S + DAY],
  },
  {
    name: 'access-day-only item on the day New York springs forward (23 hours)',
    input: {
      now: Date.UTC(2025, 2, 8, 12),
      startTime: Date.UTC(2025, 2, 9, 19), // 15:00 EDT
      endTime: Date.UTC(2025, 2, 9, 20),
      timeZone: 'America/New_York',
      hasVideo: true,
      accessDayOnly: true,
    },
    instants: [
      Date.UTC(2025, 2, 9, 5) - 1, // 23:59:59.999 EST on the 8th
      Date.UTC(2025, 2, 9, 5), // 00:00 EST on the 9th
      Date.UTC(2025, 2, 10, 4) - 1, // 23:59:59.999 EDT on the 9th
      Date.UTC(2025, 2, 10, 4), // 00:00 EDT on the 10th
    ],
  },
];

describe('sessionTiming model', () => {
  for (const { name, input, instants } of scenarios) {
    it(`${name}: every step of every path means what the specification says`, () => {
      const { shortest, edges } = modelPaths(sessionTimingMachine, input, [...ticks(instants), AFTER]);
      expect(shortest.length).toBeGreaterThan(1);
      for (const path of [...shortest, ...edges]) {
        reloadsSeen.count = 0;
        replay(machine, input, path, meaning(input));
      }
    });
  }

  it('reaches every state across the scenarios', () => {
    const all = scenarios.flatMap(
      ({ input, instants }) => modelPaths(sessionTimingMachine, input, [...ticks(instants), AFTER]).shortest,
    );
    expectEveryStateReached(sessionTimingMachine, all);
  });
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
