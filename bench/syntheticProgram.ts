/**
 * A synthetic program for the search benchmarks and tests: sessions, abstracts and program items whose titles,
 * descriptions and tags are drawn from 30 medical words (so that a common word is in most items: the hardest case
 * for a search), with one to three authors of 12 first and 12 last names, 25 rooms, 8 tracks and 12 session
 * types, over three days. Deterministic: the same count gives the same program.
 */
import type { ListedItem } from '../schemas/program';
import { namedUuid } from '../server/import/ids';
import type { Schedule } from '../server/import/model';

export const TZ = 'America/Chicago';
export const DAY0 = Date.UTC(2026, 10, 23, 14);
export const HOUR = 3_600_000;

export const WORDS = (
  'cardiology imaging oncology genomics sepsis triage telehealth devices diabetes stroke nursing ethics ' +
  'pediatrics radiology informatics outcomes screening vaccines wearables pathology surgery anaesthesia ' +
  'trials registry equity prevention rehabilitation pharmacology microbiome robotics dermatology sleep'
).split(' ');
export const FIRST = 'Ada Grace Alan Marie Rosalind Linus Barbara Tim Katherine Edsger Frances Donald'.split(
  ' ',
);
export const LAST =
  'Lovelace Hopper Turing Curie Franklin Pauling Liskov Berners-Lee Johnson Dijkstra Allen Knuth'.split(' ');

/** A small deterministic generator, so that runs compare. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The synthetic program's n items as the program list reads them. */
export function syntheticItems(n: number): ListedItem[] {
  const r = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const phrase = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  return Array.from({ length: n }, (_, i) => {
    const start = DAY0 + Math.floor(i / (n / 3)) * 24 * HOUR + Math.floor(r() * 10) * HOUR;
    const kind = r();
    const item = {
      _id: `s${i}`,
      internal_type: kind < 0.7 ? 'session' : kind < 0.9 ? 'abstract' : 'program',
      session_id: i,
      conference_id: 1,
      source_hex: 'bench',
      session_type_id: Math.floor(r() * 12),
      program_track_id: Math.floor(r() * 8),
      room_id: Math.floor(r() * 25),
      title: `${phrase(2)}: ${phrase(4)}`,
      description: `<p>${phrase(30)}</p><p>${phrase(20)}</p>`,
      start_time_unix: start,
      end_time_unix: start + HOUR,
      tags: [pick(WORDS), pick(WORDS)],
      custom_filter_value_array: [pick(['Clinical', 'Research', 'Education'])],
      author_array: Array.from({ length: 1 + Math.floor(r() * 3) }, (_, k) => ({
        uuid: `p${i}-${k}`,
        Firstname: pick(FIRST),
        Lastname: pick(LAST),
      })),
      ...(r() < 0.2 ? { live_channel_id: `room-${i % 25}` } : {}),
      ...(r() < 0.3 ? { video_links_array: [{ has_transcript: false }] } : {}),
      ...(r() < 0.05 ? { office_hours: [{ start, end: start + HOUR }] } : {}),
    };
    return item as unknown as ListedItem;
  });
}

/**
 * The synthetic program's n items as sessions of a schedule file for the program import (titles, descriptions,
 * authors, rooms, tracks, types and times; a schedule has no tags), every session's persons named by a number of
 * its own so that two sessions' authors with the same name are the same person.
 */
export function syntheticSchedule(n: number): Schedule {
  const names = new Map<string, number>();
  const text = (html: string) => html.replace(/<[^>]*>/g, ' ').trim();
  return {
    conference: { title: 'Synthetic program', acronym: 'synthetic', timeZone: TZ },
    rejected: [],
    entries: syntheticItems(n).map((item, i) => ({
      guid: namedUuid(`synthetic|${i}`),
      id: i + 1,
      title: item.title,
      subtitle: '',
      type: `Type ${item.session_type_id}`,
      track: `Track ${item.program_track_id}`,
      room: `Room ${item.room_id}`,
      start: item.start_time_unix as number,
      end: item.end_time_unix as number,
      abstract: '',
      description: text(item.description),
      language: 'en',
      persons: (item.author_array ?? []).map((a) => {
        const name = `${a.Firstname} ${a.Lastname}`;
        if (!names.has(name)) names.set(name, names.size + 1);
        return { name, id: names.get(name) as number, role: 'author' as const };
      }),
      links: [],
      attachments: [],
    })),
  };
}
