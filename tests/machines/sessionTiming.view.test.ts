import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type SessionTimingInput, sessionTimingMachine } from '../../machines/sessionTiming';
import { sessionTimingView } from '../../machines/sessionTiming.view';

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
