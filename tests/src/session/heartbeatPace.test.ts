import { describe, expect, it } from 'vitest';
import {
  type HeartbeatPace,
  heartbeatFields,
  LONGEST_GAP,
  PAUSED,
  type PlaybackMoment,
  paceHeartbeat,
} from '../../../src/ui/media/heartbeatPace';

const T0 = Date.UTC(2026, 2, 3, 10, 0);

/** The heartbeats (seconds played) a run of moments sends, with the pace after it. */
function run(moments: [PlaybackMoment['type'], number][], from: HeartbeatPace = PAUSED) {
  let pace = from;
  const beats: number[] = [];
  for (const [type, ms] of moments) {
    const step = paceHeartbeat(pace, { type, at: T0 + ms });
    pace = step.pace;
    if (step.beat !== null) beats.push(step.beat);
  }
  return { beats, pace };
}

/** Time updates every 250 ms from `from` to `to` (ms after T0), as a playing video sends them. */
const ticks = (from: number, to: number): [PlaybackMoment['type'], number][] =>
  Array.from({ length: Math.floor((to - from) / 250) }, (_, i) => ['tick', from + (i + 1) * 250]);

describe('heartbeat pacing', () => {
  it('sends one heartbeat per 15 s of play, each with the 15 s played', () => {
    const { beats } = run([['play', 0], ...ticks(0, 60_000)]);
    expect(beats).toEqual([15, 15, 15, 15]);
  });

  it('sends nothing before 15 s of play', () => {
    expect(run([['play', 0], ...ticks(0, 14_750)]).beats).toEqual([]);
  });

  it('flushes the play time gathered when the video pauses or ends, and nothing after', () => {
    expect(run([['play', 0], ...ticks(0, 20_000), ['pause', 21_000]]).beats).toEqual([15, 6]);
    expect(run([['play', 0], ...ticks(0, 4_000), ['ended', 4_100]]).beats).toEqual([4.1]);
    // A video ends after pausing (the element fires pause, then ended): the end adds no second heartbeat.
    expect(run([['play', 0], ...ticks(0, 4_000), ['pause', 4_000], ['ended', 4_000]]).beats).toEqual([4]);
  });

  it('counts play time, not the position: a pause, however long, adds nothing', () => {
    const { beats } = run([
      ['play', 0],
      ...ticks(0, 10_000),
      ['pause', 10_000],
      ['tick', 500_000],
      ['play', 600_000],
      ...ticks(600_000, 615_000),
    ]);
    expect(beats).toEqual([10, 15]);
  });

  it('sends nothing while paused', () => {
    const { beats, pace } = run([
      ['tick', 1_000],
      ['pause', 2_000],
      ['ended', 3_000],
      ['tick', 60_000],
    ]);
    expect(beats).toEqual([]);
    expect(pace).toEqual(PAUSED);
  });

  it('does not restart the count when play is reported twice', () => {
    expect(run([['play', 0], ...ticks(0, 10_000), ['play', 10_000], ...ticks(10_000, 15_000)]).beats).toEqual(
      [15],
    );
  });

  it('counts a stretch without time updates (a page asleep) as 15 s at most', () => {
    const { beats } = run([
      ['play', 0],
      ['tick', 3_600_000],
      ['pause', 3_601_000],
    ]);
    expect(beats).toEqual([LONGEST_GAP / 1000, 1]);
  });
});

describe('heartbeat fields', () => {
  it('keep the position, the play time and the length within what the server takes', () => {
    expect(heartbeatFields(61.5, 15, 3_600)).toEqual({ position: 61.5, duration: 15, length: 3_600 });
    expect(heartbeatFields(-0, 0, 10)).toEqual({ position: 0, duration: 0, length: 10 });
    expect(Object.is(heartbeatFields(-0, 0, 10).position, -0)).toBe(false);
    expect(heartbeatFields(Number.NaN, 5, Number.NaN)).toEqual({ position: 0, duration: 5 });
    // A live stream's length is unknown (Infinity): none is sent.
    expect(heartbeatFields(100_000, 5_000, Number.POSITIVE_INFINITY)).toEqual({
      position: 86_400,
      duration: 3_600,
    });
    expect(heartbeatFields(3, 1, 0)).toEqual({ position: 3, duration: 1 });
  });
});
