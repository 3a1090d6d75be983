import type { SessionSnapshot } from '../../schemas/program';
import type { SavedItem } from './store';

type Listed = SessionSnapshot['items'][number];

const keyOf = (i: Listed) =>
  i.internal_type === 'abstract'
    ? `abstract:${i.ab_id}`
    : i.internal_type === 'program'
      ? `program:${i.program_id}`
      : `session:${i.session_id}`;

/** The program items the user saved that have a start time, by start, each with whether it was forced. */
export function savedProgramItems(saved: readonly SavedItem[], items: readonly Listed[]) {
  const wanted = new Map(saved.map((s) => [`${s.type}:${s.id}`, s.forced]));
  return items
    .filter((i) => i.start_time_unix !== undefined && wanted.has(keyOf(i)))
    .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0))
    .map((item) => ({ item, forced: wanted.get(keyOf(item)) === true }));
}
