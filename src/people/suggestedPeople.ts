import type { Attendee } from '../../schemas/program';
import { normalisedScores, sharedTags, topPeople } from '../program/suggestions';

export interface SuggestedPerson {
  readonly person: Attendee;
  /** The normalised score, 0-100. */
  readonly score: number;
}

/**
 * The people suggested to the user (000 §4, §9): an attendee's suggestion score is the number of the user's
 * tags they share (no shared tag, no suggestion); scores are normalised to 0-100 over those with one, and the
 * top 3 are the highest, then those of the user's country, state and city. Never the user.
 */
export function suggestedPeople(
  attendees: readonly Attendee[],
  me: { readonly uuid: string; readonly tags: readonly string[] } & Partial<
    Pick<Attendee, 'City' | 'State' | 'Country'>
  >,
): SuggestedPerson[] {
  if (me.tags.length === 0) return [];
  const others = attendees.filter((a) => a.uuid !== me.uuid);
  const raw = others.map((a) => {
    const shared = sharedTags(a, me.tags);
    return shared > 0 ? shared : null;
  });
  const scores = normalisedScores(raw);
  const candidates = others.flatMap((person, i) =>
    raw[i] === null
      ? []
      : [
          {
            person,
            score: scores[i] ?? 0,
            country: person.Country,
            state: person.State,
            city: person.City,
          },
        ],
  );
  return topPeople(candidates, { country: me.Country, state: me.State, city: me.City }).map((c) => ({
    person: c.person,
    score: c.score,
  }));
}
