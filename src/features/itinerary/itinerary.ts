import type { SessionSnapshot } from '../../../schemas/program';
import { SessionItemId } from '../../../schemas/ids';
import { savedProgramItems } from '../../myEvent/savedProgramItems';
import type { SavedItem } from '../../myEvent/store';

export type ListedItem = SessionSnapshot['items'][number];

export interface ItineraryDay {
  /** The conference date (YYYY-MM-DD) in the event's time zone. */
  readonly date: string;
  readonly items: readonly ItineraryEntry[];
}

/** One line of the itinerary: a saved program item, or one slot of a saved office hour (`officeHour`). */
export interface ItineraryEntry {
  readonly item: ListedItem;
  readonly forced: boolean;
  readonly officeHour: boolean;
}

const dateIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** Each slot of the saved office hours, as its session with the slot's times (and an id of its own). */
function savedOfficeHourSlots(saved: readonly SavedItem[], items: readonly ListedItem[]): ItineraryEntry[] {
  const wanted = new Set(saved.filter((s) => s.type === 'officeHour').map((s) => s.id));
  return items
    .filter((i) => i.internal_type === 'session' && wanted.has(String(i.session_id)))
    .flatMap((i) =>
      (i.office_hours ?? []).map((slot) => ({
        item: {
          ...i,
          _id: SessionItemId.make(`${i._id}:hours:${slot.start}`),
          start_time_unix: slot.start,
          end_time_unix: slot.end,
        },
        forced: false,
        officeHour: true,
      })),
    );
}

/**
 * The saved items of the program, by conference day and start time: sessions, abstracts and program items
 * with a start time, and each slot of the saved office hours (saved lounges are shown with their screen).
 */
export function itineraryDays(
  saved: readonly SavedItem[],
  items: readonly ListedItem[],
  timeZone: string,
): ItineraryDay[] {
  const entries = [
    ...savedProgramItems(saved, items).map((e) => ({ ...e, officeHour: false })),
    ...savedOfficeHourSlots(saved, items),
  ].sort((a, b) => (a.item.start_time_unix ?? 0) - (b.item.start_time_unix ?? 0));
  const days = new Map<string, ItineraryEntry[]>();
  for (const entry of entries) {
    const date = dateIn(entry.item.start_time_unix ?? 0, timeZone);
    days.set(date, [...(days.get(date) ?? []), entry]);
  }
  return [...days].map(([date, dayItems]) => ({ date, items: dayItems }));
}

/** What an entry is called beside its title (none for a session), a key of `session.kind`. */
export const entryKind = (e: Pick<ItineraryEntry, 'item' | 'officeHour'>) =>
  e.officeHour ? 'officeHour' : e.item.internal_type === 'session' ? null : e.item.internal_type;
