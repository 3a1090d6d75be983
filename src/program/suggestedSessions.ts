import type { ListedItem } from '../../schemas/program';
import { mayOpen, type Viewer } from './access';
import { compareSuggested, SUGGESTIONS_SHOWN, sessionWeight, sharedTags } from './suggestions';

/**
 * The sessions suggested to the user (000 §4, §9): sessions sharing a tag with theirs (weight 1) that they may
 * open, in the suggestion order (not yet ended first, more shared tags first, then earlier end), the top 3.
 */
export function suggestedSessions(
  items: readonly ListedItem[],
  userTags: readonly string[],
  viewer: Viewer,
  now: number,
): ListedItem[] {
  if (userTags.length === 0) return [];
  return items
    .filter((i) => i.internal_type === 'session' && sessionWeight(i, userTags) > 0 && mayOpen(i, viewer))
    .map((item) => ({ item, score: sharedTags(item, userTags), end: item.end_time_unix }))
    .sort((a, b) => compareSuggested(a, b, now))
    .slice(0, SUGGESTIONS_SHOWN)
    .map((s) => s.item);
}
