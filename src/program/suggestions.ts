/**
 * Suggestions (000 §4 "Suggestions", §9): sessions that share a tag with the user weigh 1, the others 0; they are
 * ordered by the rule below; people are scored by the tags they share, normalised to 0-100, and the top 3 shown.
 */

export const SUGGESTIONS_SHOWN = 3;

interface Tagged {
  readonly tags?: readonly string[] | undefined;
}

/** How many of the user's tags the item carries (case and surrounding spaces ignored). */
export function sharedTags(item: Tagged, userTags: readonly string[]): number {
  const mine = new Set(userTags.map((t) => t.trim().toLowerCase()).filter(Boolean));
  return new Set((item.tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => mine.has(t))).size;
}

/** The session's weight once calculated: 1 when suggested (a shared tag), else 0. */
export const sessionWeight = (session: Tagged, userTags: readonly string[]): 0 | 1 =>
  sharedTags(session, userTags) > 0 ? 1 : 0;

export interface Ranked {
  /** The suggestion score: higher first. */
  readonly score: number;
  /** End time, epoch ms; missing for sessions without one. */
  readonly end?: number | undefined;
}

/**
 * 0-based group of the ordering: not yet ended with an end time, then without an end time, then ended.
 */
const groupOf = (item: Ranked, now: number) => (item.end === undefined ? 1 : item.end > now ? 0 : 2);

/**
 * The session ordering of 000 §4: not-yet-ended before ended; within a group higher score first, then earlier
 * end; sessions without an end time by score only, after the not-yet-ended and before the ended ones.
 */
export function compareSuggested(a: Ranked, b: Ranked, now: number): number {
  const group = groupOf(a, now) - groupOf(b, now);
  if (group !== 0) return group;
  if (a.score !== b.score) return b.score - a.score;
  if (a.end === undefined || b.end === undefined) return 0;
  return a.end - b.end;
}

/**
 * Attendee scores normalised: 100 × (score − min) / (max − min) over the attendees with a suggestion, 100 when
 * all are equal; 0 for an attendee without one (a null score).
 */
export function normalisedScores(scores: readonly (number | null)[]): number[] {
  const known = scores.filter((s): s is number => s !== null);
  if (known.length === 0) return scores.map(() => 0);
  const min = Math.min(...known);
  const max = Math.max(...known);
  return scores.map((s) => (s === null ? 0 : max === min ? 100 : (100 * (s - min)) / (max - min)));
}

export interface Place {
  readonly country?: string | undefined;
  readonly state?: string | undefined;
  readonly city?: string | undefined;
}

/** How close a person lives: country, then state, then city matching the user's (each counted in that order). */
const placeMatch = (person: Place, user: Place): [number, number, number] => {
  const same = (a?: string, b?: string) =>
    a && b && a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  return [same(person.country, user.country), same(person.state, user.state), same(person.city, user.city)];
};

/** The top 3 people: by score, then a matching country, state and city. */
export function topPeople<P extends Place & { readonly score: number }>(
  people: readonly P[],
  user: Place,
): P[] {
  return [...people]
    .sort((a, b) => {
      if (a.score !== b.score) return b.score - a.score;
      const pa = placeMatch(a, user);
      const pb = placeMatch(b, user);
      for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pb[i] ?? 0) - (pa[i] ?? 0);
      return 0;
    })
    .slice(0, SUGGESTIONS_SHOWN);
}
