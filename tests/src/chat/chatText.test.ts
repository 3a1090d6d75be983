import { describe, expect, it } from 'vitest';
import type { Attendee } from '../../../schemas/program';
import { messageTime, previewOf } from '../../../src/features/chat/chatText';
import { participantIndex, queryWords, searchParticipants } from '../../../src/people/participantSearch';

const person = (
  uuid: string,
  Firstname: string,
  Lastname: string,
  Company = '',
  social: -1 | 0 | 1 = 1,
): Attendee => ({
  uuid,
  Firstname,
  Lastname,
  Company,
  Mr: '',
  Picture: '',
  ContactTitle: '',
  ContactDegrees: '',
  Biography: '',
  City: '',
  State: '',
  Country: '',
  badges: [],
  social_message: social,
  tags: [],
});

describe('participant search', () => {
  const people = [
    person('me', 'Ada', 'Lovelace'),
    person('a', 'José', 'Álvarez', 'Clinic of the North'),
    person('b', 'John', 'St. James', 'Data Inc.'),
    person('quiet', 'Quinn', 'Quiet', '', 0),
    person('hidden', 'Hana', 'Hidden', '', -1),
  ];
  const index = participantIndex(people, 'me');

  it('lists only people who take messages, never oneself, by last name', () => {
    expect(searchParticipants(index, '').map((p) => p.uuid)).toEqual(['a', 'b']);
  });

  it('drops stopwords and dots from the query and ignores case and accents', () => {
    expect(queryWords('The Dr. John of St.James')).toEqual(['john', 'st', 'james']);
    expect(searchParticipants(index, 'dr. john st. james').map((p) => p.uuid)).toEqual(['b']);
    expect(searchParticipants(index, 'JOSE alvarez of the north').map((p) => p.uuid)).toEqual(['a']);
    expect(searchParticipants(index, 'the of and')).toHaveLength(2);
    expect(searchParticipants(index, 'quinn')).toEqual([]);
  });

  it('stays instant for 20,000 attendees', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      person(`u${i}`, `First${i}`, `Last${i % 977}`, `Company ${i % 131}`),
    );
    const big = participantIndex(many, 'u0');
    const started = performance.now();
    for (const q of ['last12', 'first1999', 'company 7', 'zzz']) searchParticipants(big, q);
    expect((performance.now() - started) / 4).toBeLessThan(50);
    expect(searchParticipants(big, 'first19999 last459').map((p) => p.uuid)).toEqual(['u19999']);
  });
});

describe('chat texts', () => {
  it('previews the first 25 characters, then ...', () => {
    expect(previewOf('Short and sweet')).toBe('Short and sweet');
    expect(previewOf('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(previewOf('Are you presenting at the keynote today?')).toBe('Are you presenting at the...');
  });

  it("writes times as 'MMM DD, h:mm a' in the conference time zone", () => {
    const ts = Date.UTC(2027, 2, 4, 15, 5) / 1000;
    expect(messageTime({ ts }, 'en', 'America/Chicago')).toBe('Mar 04, 9:05 AM');
    expect(messageTime({ ts }, 'en', 'Europe/Rome')).toBe('Mar 04, 4:05 PM');
  });
});
