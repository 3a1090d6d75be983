/**
 * `npm run bench:program`: the program list's pure functions on a synthetic program of BENCH_SESSIONS
 * (default 5,000) sessions with authors, rooms, tracks, tags and HTML descriptions. Measured: building the
 * fuse.js index once, then for each query (BENCH_RUNS rounds, default 30) p50 and p95 of filtering alone
 * (mode, facets, access), of searching alone, and of a search followed by filtering and paging as the list
 * does on each keystroke after the debounce. Prints one table.
 */
import { cpus } from 'node:os';
import type { ListedItem } from '../schemas/program';
import { filterSessions, listableItems, pageOf } from '../src/features/program/filterSessions';
import { DEFAULT_QUERY, type ProgramQuery } from '../src/features/program/programQuery';
import { buildSessionIndex, searchSessions } from '../src/features/program/searchSessions';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TZ = 'America/Chicago';
const DAY0 = Date.UTC(2026, 10, 23, 14);
const HOUR = 3_600_000;

/** A small deterministic generator, so that runs compare. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = (
  'cardiology imaging oncology genomics sepsis triage telehealth devices diabetes stroke nursing ethics ' +
  'pediatrics radiology informatics outcomes screening vaccines wearables pathology surgery anaesthesia ' +
  'trials registry equity prevention rehabilitation pharmacology microbiome robotics dermatology sleep'
).split(' ');
const FIRST = 'Ada Grace Alan Marie Rosalind Linus Barbara Tim Katherine Edsger Frances Donald'.split(' ');
const LAST =
  'Lovelace Hopper Turing Curie Franklin Pauling Liskov Berners-Lee Johnson Dijkstra Allen Knuth'.split(' ');

function synthetic(n: number): ListedItem[] {
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

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** Runs `fn` `runs` times: the durations and the last result. */
function measure<T>(runs: number, fn: () => T): { samples: number[]; result: T } {
  const samples: number[] = [];
  let result = fn();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = fn();
    samples.push(performance.now() - t);
  }
  return { samples, result };
}

const items = listableItems(synthetic(SESSIONS), []);
const viewer = {
  uuid: 'p1-0',
  isAdmin: false,
  sessionAccess: new Set<number>(items.filter((_, i) => i % 2 === 0).map((i) => i.session_id)),
};
const options = { now: DAY0 + 3 * HOUR, timeZone: TZ, hideNoAccess: false };

const { samples: builds, result: index } = measure(5, () => buildSessionIndex(items));

const filters: [string, ProgramQuery][] = [
  ['Sessions (default)', DEFAULT_QUERY],
  ['All', { ...DEFAULT_QUERY, mode: 'all' }],
  ['Live Now', { ...DEFAULT_QUERY, mode: 'live_now' }],
  ['Videos + type', { ...DEFAULT_QUERY, mode: 'videos', types: ['3'] }],
  ['Day + room + tag', { ...DEFAULT_QUERY, date: '2026-11-24', room: '7', tag: 'sepsis' }],
  ['Hide no access', DEFAULT_QUERY],
];
const searches = ['cardiology', 'Hopper', 'sepsis triage', 'genomcs', 'xyzzy', 'a'];

console.log(
  `Program search benchmark: ${SESSIONS} items, ${RUNS} runs, ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
console.log(`index build: p50 ${ms(pct(builds, 50))}, max ${ms(Math.max(...builds))}`);
console.log('');
console.log('| step | query | results | p50 | p95 |');
console.log('|---|---|---|---|---|');
for (const [name, q] of filters) {
  const opts = name === 'Hide no access' ? { ...options, hideNoAccess: true } : options;
  const { samples, result: count } = measure(RUNS, () => filterSessions(items, q, viewer, opts).length);
  console.log(`| filter | ${name} | ${count} | ${ms(pct(samples, 50))} | ${ms(pct(samples, 95))} |`);
}
for (const text of searches) {
  const { samples, result: count } = measure(RUNS, () => searchSessions(index, text)?.strong ?? 0);
  console.log(`| search | "${text}" | ${count} | ${ms(pct(samples, 50))} | ${ms(pct(samples, 95))} |`);
}
for (const text of ['cardiology', 'Hopper']) {
  const { samples, result: count } = measure(RUNS, () => {
    const result = searchSessions(index, text);
    const ranked = result ? result.ids.slice(0, result.strong) : null;
    const found = filterSessions(items, { ...DEFAULT_QUERY, q: text }, viewer, options, ranked);
    return pageOf(found, 10, 1).total;
  });
  console.log(
    `| search + filter + page | "${text}" | ${count} | ${ms(pct(samples, 50))} | ${ms(pct(samples, 95))} |`,
  );
}
