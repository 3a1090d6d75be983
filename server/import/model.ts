/**
 * A schedule as the three file formats (frab/Pentabarf schedule.xml, c3voc schedule.json, iCal) carry it: the
 * one shape every reader produces, the import stores and every writer serialises. Times are epoch milliseconds.
 */
import type { RejectedEntry } from '../../schemas/programImport';

export type { RejectedEntry, ScheduleFormat } from '../../schemas/programImport';

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

export interface Schedule {
  conference: ScheduleConference;
  entries: ScheduleEntry[];
  rejected: RejectedEntry[];
}
