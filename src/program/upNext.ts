import { SESSION_TIMING } from '../../schemas/constants';
import type { ListedItem } from '../../schemas/program';
import { on } from './items';

type Timed = Pick<
  ListedItem,
  'session_id' | 'internal_type' | 'live_channel_id' | 'start_time_unix' | 'end_time_unix'
> & {
  readonly live_config_object?: { readonly hide_from_public?: boolean | 0 | 1 | undefined } | undefined;
};

/**
 * The 'Up Next' session (000 §9): on the same live channel, starting no earlier than this one ends and within
 * 30 minutes of it; the earliest such. None for a session without a live channel or an end time.
 */
export function upNextOf<T extends Timed>(items: readonly T[], current: Timed): T | null {
  const channel = current.live_channel_id;
  const end = current.end_time_unix;
  if (!channel || end === undefined) return null;
  let best: T | null = null;
  for (const item of items) {
    const start = item.start_time_unix;
    if (
      item.internal_type !== 'session' ||
      item.session_id === current.session_id ||
      item.live_channel_id !== channel ||
      start === undefined ||
      start < end ||
      start - end > SESSION_TIMING.NEXT_SESSION_SUGGESTION_WINDOW ||
      on(item.live_config_object?.hide_from_public)
    )
      continue;
    if (!best || start < (best.start_time_unix ?? Number.POSITIVE_INFINITY)) best = item;
  }
  return best;
}
