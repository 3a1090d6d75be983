import { temporal } from '../../../machines/support/temporal';
import type { ItineraryDay, ListedItem } from './itinerary';

const MINUTES_A_DAY = 24 * 60;
/** An item without an end (or ending at its start) still takes this many minutes on the calendar. */
const SHORTEST_MINUTES = 15;

export interface AgendaEntry {
  readonly item: ListedItem;
  /** One slot of a saved office hour (not the session itself). */
  readonly officeHour: boolean;
  /** Minutes after midnight, conference time zone; the end is cut at the day's end. */
  readonly from: number;
  readonly to: number;
  /** Side-by-side place among the entries it overlaps: column `column` of `columns`. */
  readonly column: number;
  readonly columns: number;
}

export interface AgendaDay {
  readonly date: string;
  readonly entries: readonly AgendaEntry[];
}

export interface Agenda {
  /** The hours every day column shows: from the earliest start to the latest end (whole hours). */
  readonly firstHour: number;
  readonly lastHour: number;
  readonly days: readonly AgendaDay[];
}

const minuteOfDay = (at: number, timeZone: string) => {
  const t = temporal().Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
  return t.hour * 60 + t.minute;
};

type Span = Omit<AgendaEntry, 'column' | 'columns'>;

/** Entries that overlap share the width: each group of overlapping entries gets as many columns as it needs. */
function placeSideBySide(spans: Span[]): AgendaEntry[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from || b.to - a.to);
  const out: AgendaEntry[] = [];
  let group: (Span & { column: number })[] = [];
  let groupEnd = -1;
  const flush = () => {
    const columns = Math.max(1, ...group.map((g) => g.column + 1));
    for (const g of group) out.push({ ...g, columns });
    group = [];
  };
  for (const span of sorted) {
    if (span.from >= groupEnd) flush();
    const taken = new Set(group.filter((g) => g.to > span.from).map((g) => g.column));
    let column = 0;
    while (taken.has(column)) column++;
    group.push({ ...span, column });
    groupEnd = Math.max(groupEnd, span.to);
  }
  flush();
  return out;
}

/**
 * The calendar agenda of the itinerary's days (000 §2 "a calendar agenda view"): each saved item placed by its
 * start and end in the conference time zone, overlapping items side by side, every day over the same hours.
 */
export function agendaOf(days: readonly ItineraryDay[], timeZone: string): Agenda {
  let first = MINUTES_A_DAY;
  let last = 0;
  const agendaDays = days.map((day) => {
    const spans = day.items.map(({ item, officeHour }) => {
      const start = item.start_time_unix ?? 0;
      const from = minuteOfDay(start, timeZone);
      const end = item.end_time_unix ?? start;
      const sameDay = end - start < MINUTES_A_DAY * 60_000 && minuteOfDay(end, timeZone) >= from;
      const to = Math.max(from + SHORTEST_MINUTES, sameDay ? minuteOfDay(end, timeZone) : MINUTES_A_DAY);
      first = Math.min(first, from);
      last = Math.max(last, Math.min(to, MINUTES_A_DAY));
      return { item, officeHour, from, to: Math.min(to, MINUTES_A_DAY) };
    });
    return { date: day.date, entries: placeSideBySide(spans) };
  });
  if (agendaDays.length === 0) return { firstHour: 0, lastHour: 0, days: [] };
  return { firstHour: Math.floor(first / 60), lastHour: Math.ceil(last / 60), days: agendaDays };
}
