import type { ListedItem } from '../../../schemas/program';

/** Listed items for the program tests: a session by default, fields overridden as needed. */
let next = 1;
export function listed(over: Partial<Record<keyof ListedItem, unknown>> = {}): ListedItem {
  const n = next++;
  return {
    _id: `s${n}`,
    internal_type: 'session',
    session_id: n,
    conference_id: 1,
    source_hex: 'abc',
    title: `Session ${n}`,
    description: '<p>About things</p>',
    ...over,
  } as unknown as ListedItem;
}

export const HOUR = 3_600_000;
export const NOW = Date.UTC(2026, 10, 23, 15, 0); // 09:00 in Chicago
export const TZ = 'America/Chicago';
