import type { SessionSnapshot } from '../../../schemas/program';
import { savedProgramItems } from '../../myEvent/savedProgramItems';
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
  const days = new Map<string, { item: ListedItem; forced: boolean }[]>();
  for (const entry of savedProgramItems(saved, items)) {
    const date = dateIn(entry.item.start_time_unix ?? 0, timeZone);
    days.set(date, [...(days.get(date) ?? []), entry]);
  }
  return [...days].map(([date, dayItems]) => ({ date, items: dayItems }));
}
