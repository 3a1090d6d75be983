import { describe, expect, it } from 'vitest';
import { upNextOf } from '../../../src/program/upNext';
import { SessionId } from '../../../schemas/ids';

const MIN = 60_000;
const T = Date.UTC(2026, 10, 24, 9, 0);
const session = (id: number, start: number, end: number, channel?: string, extra: object = {}) => ({
  session_id: SessionId.make(id),
  internal_type: 'session' as const,
  start_time_unix: start,
  end_time_unix: end,
  ...(channel ? { live_channel_id: channel } : {}),
  ...extra,
});

describe('Up Next', () => {
  const current = session(1, T, T + 60 * MIN, 'hall-a');

  it('picks the earliest session on the same live channel starting within 30 minutes of the end', () => {
    const items = [
      current,
      session(2, T + 80 * MIN, T + 120 * MIN, 'hall-a'),
      session(3, T + 70 * MIN, T + 100 * MIN, 'hall-a'),
      session(4, T + 61 * MIN, T + 90 * MIN, 'hall-b'),
    ];
    expect(upNextOf(items, current)?.session_id).toBe(3);
  });

  it('takes a session starting exactly 30 minutes after the end, not one a minute later', () => {
    expect(upNextOf([session(2, T + 90 * MIN, T + 100 * MIN, 'hall-a')], current)?.session_id).toBe(2);
    expect(upNextOf([session(2, T + 91 * MIN, T + 100 * MIN, 'hall-a')], current)).toBeNull();
  });

  it('ignores overlapping sessions, hidden ones, and other rooms', () => {
    const items = [
      session(2, T + 30 * MIN, T + 90 * MIN, 'hall-a'),
      session(3, T + 65 * MIN, T + 90 * MIN, 'hall-a', { live_config_object: { hide_from_public: true } }),
      session(4, T + 65 * MIN, T + 90 * MIN, 'hall-b'),
    ];
    expect(upNextOf(items, current)).toBeNull();
  });

  it('has none for a session without a live channel', () => {
    expect(upNextOf([session(2, T + 65 * MIN, T + 90 * MIN)], session(1, T, T + 60 * MIN))).toBeNull();
  });
});
