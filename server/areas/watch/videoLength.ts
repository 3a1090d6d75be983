import type { SessionItemDoc } from '../../../schemas/sessionItem';

/**
 * Seconds of a duration as programs write it: a number of seconds, or text of seconds, "mm:ss" or "hh:mm:ss".
 * Undefined when it is none of these or not above zero.
 */
export function durationSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return undefined;
  const seconds = parts.reduce((total, p) => total * 60 + Number(p), 0);
  return seconds > 0 ? seconds : undefined;
}

/** The length of the item's recorded video as the program gives it (its first video link), in whole seconds. */
export function programVideoLength(item: SessionItemDoc): number | undefined {
  const seconds = durationSeconds(item.video_links_array?.[0]?.duration);
  return seconds === undefined ? undefined : Math.max(1, Math.round(seconds));
}

/** The item's live session (its own times, else its session's), or undefined when it has none. */
export function liveWindow(item: SessionItemDoc, session: SessionItemDoc | undefined) {
  const start = item.start_time_unix ?? session?.start_time_unix;
  const end = item.end_time_unix ?? session?.end_time_unix;
  if (start === undefined || end === undefined || end <= start) return undefined;
  return { start, end, length: Math.round((end - start) / 1000) };
}
