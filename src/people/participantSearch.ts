/**
 * The people search of the participants directory and the chat's Participants tab (000 §5, 001 §5): the query
 * loses its stopwords and dots; each word left is looked for with fuse.js (threshold 0.5, accents and case
 * ignored) among the words of people's names, cities, companies and countries, and a person is found when every
 * word of the query finds one of theirs, best matches first. Fuse searches the distinct words, not the people,
 * so a search over 20,000 attendees costs what their few thousand words cost; the index is built once per list.
 */
import Fuse from 'fuse.js';
import { BADGES, SEARCH } from '../../schemas/constants';
import type { Attendee } from '../../schemas/program';

/** Words too common to narrow a search of names and companies. */
const STOPWORDS = new Set(
  'a an and are as at be by dr for from in inc is it ltd mr mrs ms of on or the to with'.split(' '),
);

/** The words of a text: lower case, accents dropped, split at anything that is not a letter or a digit. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

/** The words of a query that search: folded, dots removed, stopwords dropped. */
export function queryWords(query: string): string[] {
  return wordsOf(query.replace(/\./g, ' ')).filter((w) => !STOPWORDS.has(w));
}

export interface ParticipantIndex {
  /** Everyone searchable, by last name: what a blank query lists. */
  readonly people: readonly Attendee[];
  /** The distinct words of everyone's name, city, company and country, and who holds each. */
  readonly words: Fuse<string>;
  readonly holders: ReadonlyMap<string, readonly number[]>;
}

const byName = (a: Attendee, b: Attendee) =>
  a.Lastname.localeCompare(b.Lastname) ||
  a.Firstname.localeCompare(b.Firstname) ||
  a.uuid.localeCompare(b.uuid);

/** The searched text of a person: name, city, company and country. */
const searchedText = (p: Attendee) => `${p.Firstname} ${p.Lastname} ${p.City} ${p.Company} ${p.Country}`;

/** The search index of these people, by name. */
export function peopleIndex(people: readonly Attendee[]): ParticipantIndex {
  const sorted = [...people].sort(byName);
  const holders = new Map<string, number[]>();
  sorted.forEach((p, n) => {
    for (const w of new Set(wordsOf(searchedText(p)))) {
      const list = holders.get(w);
      if (list) list.push(n);
      else holders.set(w, [n]);
    }
  });
  // Fuse's default location (the start of the word) makes a match further in a word cost more.
  const words = new Fuse([...holders.keys()], {
    threshold: SEARCH.ATTENDEE_THRESHOLD,
    ignoreFieldNorm: true,
    includeScore: true,
  });
  return { people: sorted, words, holders };
}

/** The people one may chat with (messaging on, not oneself). */
export const participantIndex = (attendees: readonly Attendee[], me: string): ParticipantIndex =>
  peopleIndex(attendees.filter((a) => a.social_message === 1 && a.uuid !== me));

/** The participants directory's people: everyone listed but non-participants (badge -1). */
export const directoryIndex = (attendees: readonly Attendee[]): ParticipantIndex =>
  peopleIndex(attendees.filter((a) => !a.badges.includes(BADGES.NON_PARTICIPANT)));

const SHORT_WORD = 3;

/** The people the query finds, best first (everyone, by name, for a blank one). */
export function searchParticipants(index: ParticipantIndex, query: string): readonly Attendee[] {
  const words = [...new Set(queryWords(query))];
  if (words.length === 0) return index.people;
  // Each person's best score per query word, summed; those missing a word drop out.
  let scores: Map<number, number> | null = null;
  for (const word of words) {
    const best = new Map<number, number>();
    // One or two letters are too few to allow a typo: they find the words they begin.
    const matches =
      word.length < SHORT_WORD
        ? [...index.holders.keys()].filter((w) => w.startsWith(word)).map((item) => ({ item, score: 0 }))
        : index.words.search(word);
    for (const found of matches) {
      const score = found.score ?? 0;
      for (const n of index.holders.get(found.item) ?? []) {
        if (scores && !scores.has(n)) continue;
        const known = best.get(n);
        if (known === undefined || score < known) best.set(n, score);
      }
    }
    if (scores) for (const [n, score] of best) best.set(n, score + (scores.get(n) ?? 0));
    scores = best;
    if (scores.size === 0) return [];
  }
  return [...(scores ?? [])]
    .sort(([a, sa], [b, sb]) => sa - sb || a - b)
    .flatMap(([n]) => {
      const p = index.people[n];
      return p ? [p] : [];
    });
}

/** Those holding the badge (all for none chosen). */
export const withBadge = (people: readonly Attendee[], badge: number | null): readonly Attendee[] =>
  badge === null ? people : people.filter((p) => p.badges.includes(badge));

export const fullName = (p: Pick<Attendee, 'Firstname' | 'Lastname'>) =>
  `${p.Firstname} ${p.Lastname}`.trim();
