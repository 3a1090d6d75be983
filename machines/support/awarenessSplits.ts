import { AWARENESS } from '../../schemas/constants';
import { seededRandom } from '../../schemas/seededRandom';

/** The most checks one item may have (the sequence numbers an awareness write accepts). */
export const MAX_AWARENESS_CHECKS = 100;

/** Checks this far apart never overlap: the prompt window of one and the answer time of its prompt (s). */
const CHECK_GAP_S = (AWARENESS.SPLIT_WINDOW + AWARENESS.RESPONSE) / 1000;
const WINDOW_S = AWARENESS.SPLIT_WINDOW / 1000;

export interface SplitPlan {
  /** awareness_check_total_count. */
  readonly total: number;
  /** awareness_check_start_offset: no check before this second of the video. */
  readonly startOffset: number;
  /** The video's length in seconds. */
  readonly length: number;
  /** What makes the splits this user's and this item's (the user's uuid and the item's id). */
  readonly seed: string;
}

/**
 * Where the awareness checks of a video fall (001 §4): `total` seconds, ascending, spread at random over
 * [startOffset, length), one in each equal part of that span, the same for the same seed so a reload asks at the
 * same places. A split leaves room for its prompt window before the end, and splits stay 35 s apart (a prompt's
 * window and answer time) when the parts are long enough. A start offset past the end spreads over the whole video.
 */
export function awarenessSplits({ total, startOffset, length, seed }: SplitPlan): number[] {
  const count = Math.min(Math.max(Math.floor(Number.isFinite(total) ? total : 0), 0), MAX_AWARENESS_CHECKS);
  if (count === 0 || !Number.isFinite(length) || length <= 0) return [];
  const offset = Number.isFinite(startOffset) ? Math.max(startOffset, 0) : 0;
  const start = offset < length ? offset : 0;
  const end = length - WINDOW_S > start ? length - WINDOW_S : length;
  const part = (end - start) / count;
  const room = part > CHECK_GAP_S ? part - CHECK_GAP_S : part / 2;
  const next = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => start + i * part + next() * room);
}
