import { describe, expect, it } from 'vitest';
import {
  compareSuggested,
  normalisedScores,
  sessionWeight,
  sharedTags,
  topPeople,
} from '../../../src/program/suggestions';

const NOW = 1_000_000;

describe('suggestions', () => {
  it('weighs sessions sharing a tag with the user 1, the others 0', () => {
    expect(sessionWeight({ tags: ['Oncology', 'AI'] }, [' ai '])).toBe(1);
    expect(sessionWeight({ tags: ['Oncology'] }, ['AI'])).toBe(0);
    expect(sessionWeight({}, ['AI'])).toBe(0);
    expect(sharedTags({ tags: ['a', 'b', 'B'] }, ['A', 'b'])).toBe(2);
  });

  describe('the session ordering of 000 §4', () => {
    const order = (items: { id: string; score: number; end?: number }[]) =>
      [...items].sort((a, b) => compareSuggested(a, b, NOW)).map((i) => i.id);

    it('puts sessions not yet ended before ended ones, whatever their score', () => {
      expect(
        order([
          { id: 'ended', score: 9, end: NOW - 1 },
          { id: 'open', score: 1, end: NOW + 1 },
        ]),
      ).toEqual(['open', 'ended']);
    });

    it('orders within a group by higher score, then earlier end', () => {
      expect(
        order([
          { id: 'late', score: 2, end: NOW + 300 },
          { id: 'low', score: 1, end: NOW + 100 },
          { id: 'early', score: 2, end: NOW + 200 },
        ]),
      ).toEqual(['early', 'late', 'low']);
      expect(
        order([
          { id: 'ended-late', score: 1, end: NOW - 10 },
          { id: 'ended-early', score: 1, end: NOW - 20 },
          { id: 'ended-high', score: 3, end: NOW - 5 },
        ]),
      ).toEqual(['ended-high', 'ended-early', 'ended-late']);
    });

    it('places sessions without an end time by score only, after the open ones and before the ended ones', () => {
      expect(
        order([
          { id: 'ended', score: 5, end: NOW - 1 },
          { id: 'no-end-low', score: 1 },
          { id: 'open', score: 0, end: NOW + 1 },
          { id: 'no-end-high', score: 4 },
        ]),
      ).toEqual(['open', 'no-end-high', 'no-end-low', 'ended']);
    });

    it('counts a session ending exactly now as ended', () => {
      expect(
        order([
          { id: 'now', score: 9, end: NOW },
          { id: 'open', score: 0, end: NOW + 1 },
        ]),
      ).toEqual(['open', 'now']);
    });
  });

  it('normalises attendee scores to 0-100, 100 when all equal, 0 without a suggestion', () => {
    expect(normalisedScores([2, 4, 6, null])).toEqual([0, 50, 100, 0]);
    expect(normalisedScores([3, 3, null])).toEqual([100, 100, 0]);
    expect(normalisedScores([null])).toEqual([0]);
  });

  it('shows the top 3 people by score, then country, state and city matching the user', () => {
    const user = { country: 'Portugal', state: 'Lisboa', city: 'Lisbon' };
    const people = [
      { id: 'a', score: 50, country: 'Spain' },
      { id: 'b', score: 50, country: 'Portugal', state: 'Porto' },
      { id: 'c', score: 50, country: 'portugal', state: 'Lisboa' },
      { id: 'd', score: 100, country: 'Chile' },
      { id: 'e', score: 10, country: 'Portugal', state: 'Lisboa', city: 'Lisbon' },
    ];
    expect(topPeople(people, user).map((p) => p.id)).toEqual(['d', 'c', 'b']);
  });
});
