import { describe, expect, it } from 'vitest';
import type { ListedItem } from '../../../schemas/program';
import { suggestedSessions } from '../../../src/program/suggestedSessions';

const NOW = Date.UTC(2026, 10, 24, 12);
const HOUR = 3_600_000;
const session = (id: number, tags: string[], end: number, extra: object = {}) =>
  ({
    _id: `session_${id}`,
    internal_type: 'session',
    session_id: id,
    title: `S${id}`,
    tags,
    end_time_unix: end,
    ...extra,
  }) as unknown as ListedItem;
const viewer = { uuid: 'u', isAdmin: false, sessionAccess: new Set([1, 2, 3, 4, 5, 6]) };

describe('suggested sessions', () => {
  it('are the top 3 sessions sharing a tag that the user may open, in the suggestion order', () => {
    const items = [
      session(1, ['ai'], NOW - HOUR),
      session(2, ['ai', 'health'], NOW + 3 * HOUR),
      session(3, ['ai'], NOW + HOUR),
      session(4, ['ethics'], NOW + HOUR),
      session(5, ['AI'], NOW + 2 * HOUR),
      session(7, ['ai', 'health'], NOW + HOUR),
      { ...session(6, ['ai'], NOW + HOUR), internal_type: 'abstract' } as ListedItem,
    ];
    expect(suggestedSessions(items, ['ai', 'health'], viewer, NOW).map((s) => s.session_id)).toEqual([
      2, 3, 5,
    ]);
  });

  it('are none for a user without tags', () => {
    expect(suggestedSessions([session(1, ['ai'], NOW + HOUR)], [], viewer, NOW)).toEqual([]);
  });
});
