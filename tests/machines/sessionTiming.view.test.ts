import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type SessionTimingInput, sessionTimingMachine } from '../../machines/sessionTiming';
import { sessionTimingAt, sessionTimingView } from '../../machines/sessionTiming.view';

const MIN = 60_000;
const startTime = Date.UTC(2026, 10, 23, 15);
const endTime = startTime + 60 * MIN;
const machine = sessionTimingMachine.provide({ actions: { reloadPage: () => {} } });
const viewAt = (now: number, extra: Partial<SessionTimingInput> = {}) =>
  sessionTimingView(
    createActor(machine, {
      input: { now, startTime, endTime, timeZone: 'America/Chicago', hasLiveChannel: true, ...extra },
    })
      .start()
      .getSnapshot(),
  );

describe('sessionTimingView', () => {
  it('counts down before the start and shows Live Now from 15 minutes before', () => {
    const before = viewAt(startTime - 2 * 60 * MIN - 30 * MIN);
    expect(before).toMatchObject({
      isBeforeStart: true,
      isLiveNow: false,
      countdown: { days: 0, hours: 2, minutes: 30 },
    });
    expect(viewAt(startTime - 15 * MIN)).toMatchObject({ isLiveNow: true, isLive: false });
    expect(viewAt(startTime + MIN)).toMatchObject({ isLive: true, isLiveNow: true, countdown: null });
  });

  it('streams until an hour after the end and then offers the replay when a video exists', () => {
    expect(viewAt(endTime + 60 * MIN, { hasVideo: true })).toMatchObject({
      isLiveStream: true,
      hasEnded: true,
    });
    expect(viewAt(endTime + 61 * MIN, { hasVideo: true })).toMatchObject({
      isLiveStream: false,
      showReplay: true,
    });
    expect(viewAt(endTime + 61 * MIN)).toMatchObject({ showReplay: false, showAvailabilityWarning: true });
  });

  it('treats an item without a start time as on-demand', () => {
    expect(viewAt(startTime, { startTime: null, endTime: null })).toMatchObject({
      isOnDemand: true,
      isLive: false,
    });
  });
});

describe('sessionTimingAt (a card’s reading at one instant)', () => {
  it('gives the view of the machine’s settled initial snapshot at every phase and release rule', () => {
    const instants = [-40 * 24 * 60, -3 * 24 * 60, -20, -15, -1, 0, 30, 60, 61, 120, 121, 3 * 24 * 60].map(
      (m) => startTime + m * MIN,
    );
    const variants: Partial<SessionTimingInput>[] = [
      {},
      { hasVideo: true },
      { hasLiveChannel: false, externalMeetingUrl: 'https://meet.example.com/x' },
      { accessDayOnly: true, hasVideo: true },
      { startTime: null, endTime: null, hasVideo: true },
      { hasVideo: true, release: { hideUntilSessionOver: true } },
      { hasVideo: true, release: { offsetDays: 2 } },
      { hasVideo: true, release: { contentStartDate: startTime + 90 * MIN } },
    ];
    for (const variant of variants)
      for (const now of instants) {
        const input = {
          now,
          startTime,
          endTime,
          timeZone: 'America/Chicago',
          hasLiveChannel: true,
          ...variant,
        };
        expect(sessionTimingAt(input), JSON.stringify(input)).toEqual(viewAt(now, variant));
      }
  });
});
