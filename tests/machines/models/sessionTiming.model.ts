import { Temporal } from '@js-temporal/polyfill';
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { type SessionTimingInput, sessionTimingMachine } from '../../../machines/sessionTiming';
import { sessionTimingView } from '../../../machines/sessionTiming.view';
import { ON_THE_CLOCK, type MachineModel, type Step, ticks } from '../model';

type Machine = typeof sessionTimingMachine;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.sessionTiming.clock.waiting' };

export const S = Date.UTC(2025, 4, 3, 14, 0); // 16:00 in Rome
export const E = S + HOUR;

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

/** A fresh meaning for each path: it counts the page reloads the path has made so far. */
const pathMeaning = (input: SessionTimingInput, reloadsSeen: { count: number }) => {
  let reloads = 0;
  let wasPending: boolean | null = null;
  return (snapshot: SnapshotFrom<Machine>, { event }: Step<Machine>) => {
    const now = snapshot.context.now;
    const { start, end } = effectiveTimes(input);
    const view = sessionTimingView(snapshot);
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
};

/** The machine of one path, counting its page reloads. */
const countingReloads = (reloadsSeen: { count: number }) =>
  sessionTimingMachine.provide({ actions: { reloadPage: () => void reloadsSeen.count++ } });

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

export const scenarios: { label: string; input: SessionTimingInput; instants: number[] }[] = [
  {
    label: 'live channel with a video, released 15 minutes after the end',
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
    label: 'external meeting without a video, released 2 days after the end',
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
    label: 'breakout room, no release rule, no end time',
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
    label: 'on-demand item with a forced content start date',
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
    label: 'on-demand item released before the page opened',
    input: {
      now: S + DAY,
      startTime: null,
      endTime: null,
      timeZone: 'UTC',
      hasVideo: true,
      release: { contentStartDate: S },
    },
    instants: [S - 1],
  },
  {
    label: 'access-day-only item on the day New York springs forward (23 hours)',
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

export const sessionTimingModel: MachineModel<Machine> = {
  name: 'sessionTiming',
  machine: sessionTimingMachine,
  inputs: scenarios.map((s) => ({
    label: s.label,
    input: s.input,
    events: ticks(s.instants) as EventFromLogic<Machine>[],
  })),
  events: () => [AFTER] as EventFromLogic<Machine>[],
  perPath: (input) => {
    const reloadsSeen = { count: 0 };
    return { machine: countingReloads(reloadsSeen), meaning: pathMeaning(input, reloadsSeen) };
  },
  ...ON_THE_CLOCK,
};
