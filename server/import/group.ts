import type { Schedule, ScheduleEntry } from './model';
import { dayBounds, zoned } from './times';

export interface ScheduleDay {
  index: number;
  date: string;
  start: string;
  end: string;
  /** Rooms in the order of their first session, each with its sessions in time order. */
  rooms: [string, ScheduleEntry[]][];
}

/** The schedule's sessions by calendar day (in the conference's zone) and room: how both file formats nest them. */
export function scheduleDays(schedule: Schedule): ScheduleDay[] {
  const { timeZone } = schedule.conference;
  const days = new Map<string, Map<string, ScheduleEntry[]>>();
  for (const e of schedule.entries) {
    const date = zoned(e.start, timeZone).date;
    const rooms = days.get(date) ?? new Map<string, ScheduleEntry[]>();
    days.set(date, rooms);
    const list = rooms.get(e.room) ?? [];
    rooms.set(e.room, list);
    list.push(e);
  }
  return [...days.keys()].sort().map((date, i) => ({
    index: i + 1,
    date,
    ...dayBounds(date, timeZone),
    rooms: [...days.get(date)!],
  }));
}
