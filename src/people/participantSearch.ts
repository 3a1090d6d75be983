/**
 * The chat's participant search (001 §5): the query loses its stopwords and dots, then every word left must
 * appear in a participant's name or company (case- and accent-insensitive). The haystacks are built once per
 * attendee list, so a search over 20,000 people is one pass of substring checks.
 */
import type { Attendee } from '../../schemas/program';

/** Words too common to narrow a search of names and companies. */
const STOPWORDS = new Set(
  'a an and are as at be by dr for from in inc is it ltd mr mrs ms of on or the to with'.split(' '),
);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a query that search: folded, dots removed, stopwords dropped. */
export function queryWords(query: string): string[] {
  return fold(query.replace(/\./g, ' '))
    .split(/\s+/)
    .filter((w) => w !== '' && !STOPWORDS.has(w));
}

export interface ParticipantIndex {
  readonly people: readonly Attendee[];
  readonly haystacks: readonly string[];
}

/** The people one may chat with (messaging on, not oneself), by name, with their search text. */
export function participantIndex(attendees: readonly Attendee[], me: string): ParticipantIndex {
  const people = attendees
    .filter((a) => a.social_message === 1 && a.uuid !== me)
    .sort(
      (a, b) =>
        a.Lastname.localeCompare(b.Lastname) ||
        a.Firstname.localeCompare(b.Firstname) ||
        a.uuid.localeCompare(b.uuid),
    );
  return { people, haystacks: people.map((p) => fold(`${p.Firstname} ${p.Lastname} ${p.Company}`)) };
}

/** Everyone of the index whose text holds every word of the query (everyone for a blank one). */
export function searchParticipants(index: ParticipantIndex, query: string): readonly Attendee[] {
  const words = queryWords(query);
  if (words.length === 0) return index.people;
  return index.people.filter((_, i) => {
    const text = index.haystacks[i] ?? '';
    return words.every((w) => text.includes(w));
  });
}

export const fullName = (p: Pick<Attendee, 'Firstname' | 'Lastname'>) =>
  `${p.Firstname} ${p.Lastname}`.trim();
