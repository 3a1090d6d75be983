/**
 * A schedule as the three file formats (frab/Pentabarf schedule.xml, c3voc schedule.json, iCal) carry it: the
 * one shape every reader produces, the import stores and every writer serialises. Times are epoch milliseconds.
 */
export interface ScheduleRef {
  href: string;
  title: string;
}

export interface SchedulePerson {
  name: string;
  id?: number;
  guid?: string;
  email?: string;
  biography?: string;
  role: 'author' | 'chair';
}

export interface ScheduleEntry {
  guid: string;
  id: number;
  code?: string;
  slug?: string;
  uid?: string;
  title: string;
  subtitle: string;
  type: string;
  track: string;
  room: string;
  start: number;
  end: number;
  abstract: string;
  description: string;
  language: string | null;
  url?: string;
  recording?: { license: string; optout: boolean };
  persons: SchedulePerson[];
  links: ScheduleRef[];
  attachments: ScheduleRef[];
}

export interface ScheduleConference {
  title: string;
  acronym: string;
  timeZone: string;
  baseUrl?: string;
}

/** An entry the file holds but the import cannot take, with where it is and why. */
export interface RejectedEntry {
  where: string;
  title: string;
  reason: string;
}

export interface Schedule {
  conference: ScheduleConference;
  entries: ScheduleEntry[];
  rejected: RejectedEntry[];
}

export type ScheduleFormat = 'frab' | 'c3voc' | 'ical';
