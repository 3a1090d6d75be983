import { VIDEO, WATCH_CREDIT } from '../../../schemas/constants';

/** Covered seconds of a video: sorted, disjoint, half-open intervals [from, to) of whole seconds. */
export type Coverage = readonly (readonly [number, number])[];

/**
 * How many seconds a heartbeat may cover: what it claims, at most CREDIT_FACTOR times the wall-clock time since
 * the previous counted heartbeat (the first counts as if one came HEARTBEAT_THROTTLE before), at most
 * MAX_CREDIT_S. A repeated call (no time since) covers nothing new.
 */
export function creditedSeconds(claimed: number, sinceLastMs: number | null): number {
  const since = sinceLastMs ?? VIDEO.HEARTBEAT_THROTTLE;
  const allowed = (WATCH_CREDIT.CREDIT_FACTOR * Math.max(0, since)) / 1000;
  return Math.max(0, Math.min(claimed, allowed, WATCH_CREDIT.MAX_CREDIT_S));
}

/** The whole seconds a heartbeat at `position` covers, having played `credited` seconds, within the length. */
export function heartbeatSpan(position: number, credited: number, length: number): [number, number] | null {
  const to = Math.min(Math.round(position), length);
  const from = Math.max(0, Math.round(position - credited));
  return to > from ? [from, to] : null;
}

/** The coverage with one more span, merged with those it overlaps or touches. */
export function addSpan(coverage: Coverage, span: readonly [number, number]): [number, number][] {
  const merged: [number, number][] = [];
  let [from, to] = span;
  let placed = false;
  for (const [a, b] of coverage) {
    if (b < from) merged.push([a, b]);
    else if (a > to) {
      if (!placed) merged.push([from, to]);
      placed = true;
      merged.push([a, b]);
    } else {
      from = Math.min(from, a);
      to = Math.max(to, b);
    }
  }
  if (!placed) merged.push([from, to]);
  return merged;
}

/** The coverage cut to a (shorter) length. */
export const clipCoverage = (coverage: Coverage, length: number): [number, number][] =>
  coverage.filter(([a]) => a < length).map(([a, b]) => [a, Math.min(b, length)] as [number, number]);

export const coveredSeconds = (coverage: Coverage) => coverage.reduce((sum, [a, b]) => sum + (b - a), 0);

/** A video is complete above 90 % covered (000 §5, 001 §9). */
export const isComplete = (watched: number, length: number) =>
  length > 0 && watched / length > VIDEO.COMPLETE_RATIO;
