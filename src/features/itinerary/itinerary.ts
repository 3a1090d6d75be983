import type { SessionSnapshot } from '../../../schemas/program';
import type { SavedItem } from '../../myEvent/store';

export type ListedItem = SessionSnapshot['items'][number];

export interface ItineraryDay {
  /** The conference date (YYYY-MM-DD) in the event's time zone. */
  readonly date: string;
  readonly items: readonly { readonly item: ListedItem; readonly forced: boolean }[];
}

const dateIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * The saved items of the program, by conference day and start time: sessions, abstracts and program items
 * with a start time (office hours and lounges are saved too, and shown with their screens).
 */
export function itineraryDays(
  saved: readonly SavedItem[],
  items: readonly ListedItem[],
  timeZone: string,
): ItineraryDay[] {
  const wanted = new Map(saved.map((s) => [`${s.type}:${s.id}`, s.forced]));
  const keyOf = (i: ListedItem) =>
    i.internal_type === 'abstract'
      ? `abstract:${i.ab_id}`
      : i.internal_type === 'program'
        ? `program:${i.program_id}`
        : `session:${i.session_id}`;
  const chosen = items
    .filter((i) => i.start_time_unix !== undefined && wanted.has(keyOf(i)))
    .sort((a, b) => (a.start_time_unix ?? 0) - (b.start_time_unix ?? 0));
  const days = new Map<string, { item: ListedItem; forced: boolean }[]>();
  for (const item of chosen) {
    const date = dateIn(item.start_time_unix ?? 0, timeZone);
    const list = days.get(date) ?? [];
    list.push({ item, forced: wanted.get(keyOf(item)) === true });
    days.set(date, list);
  }
  return [...days].map(([date, dayItems]) => ({ date, items: dayItems }));
}
