import { vi } from 'vitest';
import type { ListedItem, SessionSnapshot } from '../../../schemas/program';
import type { ProgramCalls } from '../../../src/api/programCalls';
import { ProgramStore } from '../../../src/program/store';
import { NOW, TZ } from '../program/items';

/** A program store whose snapshot holds `items`, for the lobby's lists. */
export function storeOf(items: readonly ListedItem[]) {
  const snapshot = {
    kind: 'session',
    version: 1,
    items,
    persons: {},
    timezone: TZ,
  } as unknown as SessionSnapshot;
  const calls = {
    link: async () => ({ url: '/api/snapshots/e/session-1.json', version: 1, direct: [] }),
    snapshot: async () => snapshot,
    filter: vi.fn(),
  } as unknown as ProgramCalls;
  return new ProgramStore(calls);
}

/** A clock stopped at NOW. */
export const fixedClock = { now: () => NOW, subscribe: () => () => {} };
