import { describe, expect, it } from 'vitest';
import { person } from '../../support/people';
import {
  directoryIndex,
  participantIndex,
  queryWords,
  searchParticipants,
  withBadge,
} from '../../../src/people/participantSearch';

describe('the people search', () => {
  const people = [
    person('me', { Firstname: 'Ada', Lastname: 'Lovelace' }),
    person('a', { Firstname: 'José', Lastname: 'Álvarez', Company: 'Clinic of the North', City: 'Madrid' }),
    person('b', { Firstname: 'John', Lastname: 'St. James', Company: 'Data Inc.', Country: 'Canada' }),
    person('c', { Firstname: 'Maria', Lastname: 'Rossi', City: 'Boston', Country: 'United States' }),
    person('quiet', { Firstname: 'Quinn', Lastname: 'Quiet', social_message: 0 }),
    person('hidden', { Firstname: 'Hana', Lastname: 'Hidden', social_message: -1 }),
  ];

  it('chat: lists only people who take messages, never oneself, by last name', () => {
    const index = participantIndex(people, 'me');
    expect(searchParticipants(index, '').map((p) => p.uuid)).toEqual(['a', 'c', 'b']);
    expect(searchParticipants(index, 'quinn')).toEqual([]);
  });

  it('drops stopwords and dots from the query and ignores case and accents', () => {
    const index = participantIndex(people, 'me');
    expect(queryWords('The Dr. John of St.James')).toEqual(['john', 'st', 'james']);
    expect(searchParticipants(index, 'dr. john st. james').map((p) => p.uuid)).toEqual(['b']);
    expect(searchParticipants(index, 'JOSE alvarez of the north').map((p) => p.uuid)).toEqual(['a']);
    expect(searchParticipants(index, 'the of and')).toHaveLength(3);
  });

  it('looks in the name, city, company and country, with typos (fuse threshold 0.5)', () => {
    const index = directoryIndex(people);
    const first = (q: string) => searchParticipants(index, q)[0]?.uuid;
    expect(first('boston')).toBe('c');
    // Fuzzy at 0.5 is loose ('canada' also finds Ada and Hana), but the closest comes first.
    expect(first('canada')).toBe('b');
    expect(searchParticipants(index, 'canada').map((p) => p.uuid)).toContain('me');
    expect(first('clinic')).toBe('a');
    expect(first('madird')).toBe('a');
    expect(first('rosi')).toBe('c');
    // Every word must find something of the person: a name and a city together narrow.
    expect(searchParticipants(index, 'maria boston').map((p) => p.uuid)).toEqual(['c']);
    expect(searchParticipants(index, 'rossi xylophone')).toEqual([]);
    expect(searchParticipants(index, 'xylophone')).toEqual([]);
  });

  it('ranks the closer match first', () => {
    const index = directoryIndex([
      person('near', { Firstname: 'Jon', Lastname: 'Doe' }),
      person('exact', { Firstname: 'John', Lastname: 'Doe' }),
    ]);
    expect(searchParticipants(index, 'john').map((p) => p.uuid)).toEqual(['exact', 'near']);
  });

  it('directory: everyone but non-participants (badge -1), whatever their messaging', () => {
    const index = directoryIndex([
      ...people,
      person('np', { Firstname: 'Nia', Lastname: 'Non', badges: [-1] }),
    ]);
    expect(searchParticipants(index, '').map((p) => p.uuid)).toEqual([
      'a',
      'hidden',
      'me',
      'quiet',
      'c',
      'b',
    ]);
  });

  it('filters by badge after the search', () => {
    const list = [
      person('s', { Firstname: 'Sam', Lastname: 'Speaker', badges: [1, 2] }),
      person('t', { Firstname: 'Sam', Lastname: 'Talker', badges: [1] }),
    ];
    const found = searchParticipants(directoryIndex(list), 'sam');
    expect(withBadge(found, 2).map((p) => p.uuid)).toEqual(['s']);
    expect(withBadge(found, null)).toHaveLength(2);
    expect(withBadge(found, 9)).toEqual([]);
  });

  it('stays instant for 20,000 attendees', () => {
    const first = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas'];
    const many = Array.from({ length: 20_000 }, (_, i) =>
      person(`u${i}`, {
        Firstname: `${first[i % 10]}${Math.floor(i / 10) % 40}`,
        Lastname: `Family${i % 977}`,
        Company: `Company ${i % 131}`,
        City: `City${i % 300}`,
        Country: `Country${i % 50}`,
      }),
    );
    const started = performance.now();
    const big = directoryIndex(many);
    const built = performance.now() - started;
    const searching = performance.now();
    for (const q of ['family12', 'grace7', 'company 7', 'zzz', 'city299 country49'])
      searchParticipants(big, q);
    // Bounds for a busy machine: one fuse pass over 20,000 people took 1.7 s a query here, this index about 0.2 s.
    expect(built).toBeLessThan(3000);
    expect((performance.now() - searching) / 5).toBeLessThan(400);
    expect(searchParticipants(big, 'jonas39 family459 city99').map((p) => p.uuid)).toContain('u19999');
  });
});
