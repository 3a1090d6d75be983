import { VIDEO } from '../../../schemas/constants';

/**
 * When the player sends a watch heartbeat (001 §3 'Video heartbeat', §9 throttle 15 s) and how long the video
 * played since the previous one: wall-clock play time, not the distance the position moved (seeks and playback
 * rates do not count). A heartbeat goes once 15 s of play have gathered, and once more when the video pauses or
 * ends (or the player goes away), so the last seconds count too; nothing while paused.
 */
export interface HeartbeatPace {
  readonly playing: boolean;
  /** When play time was last gathered (epoch ms). */
  readonly since: number;
  /** Play time gathered since the last heartbeat (ms). */
  readonly played: number;
}

export type PlaybackMoment = { readonly type: 'play' | 'tick' | 'pause' | 'ended'; readonly at: number };

export interface PaceStep {
  readonly pace: HeartbeatPace;
  /** Seconds played to report in a heartbeat now, or null when none is due. */
  readonly beat: number | null;
}

export const PAUSED: HeartbeatPace = { playing: false, since: 0, played: 0 };

/**
 * The longest stretch between two moments that counts as play: a page asleep (a closed laptop) sends no time
 * updates, and waking must not claim the whole sleep.
 */
export const LONGEST_GAP = VIDEO.HEARTBEAT_THROTTLE;

const gathered = (pace: HeartbeatPace, at: number) =>
  pace.played + Math.min(Math.max(at - pace.since, 0), LONGEST_GAP);

export function paceHeartbeat(pace: HeartbeatPace, moment: PlaybackMoment): PaceStep {
  const { type, at } = moment;
  if (type === 'play')
    return { pace: pace.playing ? pace : { playing: true, since: at, played: pace.played }, beat: null };
  if (!pace.playing) return { pace, beat: null };
  const played = gathered(pace, at);
  if (type === 'tick') {
    if (played < VIDEO.HEARTBEAT_THROTTLE) return { pace: { playing: true, since: at, played }, beat: null };
    return { pace: { playing: true, since: at, played: 0 }, beat: played / 1000 };
  }
  return { pace: { playing: false, since: at, played: 0 }, beat: played > 0 ? played / 1000 : null };
}

/** What a heartbeat says of the player, within the bounds the server takes (a day of video, an hour of play). */
export function heartbeatFields(
  position: number,
  played: number,
  length: number,
): { position: number; duration: number; length?: number } {
  const within = (n: number, max: number) => (Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0);
  return {
    position: within(position, 86_400),
    duration: within(played, 3_600),
    ...(Number.isFinite(length) && length > 0 ? { length: within(length, 86_400) } : {}),
  };
}
