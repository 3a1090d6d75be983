/** What a searched list shows for a snapshot of the textSearch machine. */
import type { SnapshotFrom } from 'xstate';
import type { textSearchMachine } from './textSearch';

export interface TextSearchView {
  /** The ids ranked for the query, best first; null when no query filters the list. */
  readonly ranked: readonly string[] | null;
  /** How many of the ranked ids match well (the rest are loosely related). */
  readonly strong: number;
  /** The answer to the query is awaited (the list shows nothing meanwhile rather than stale results). */
  readonly searching: boolean;
  readonly failed: boolean;
}

export function textSearchView(s: SnapshotFrom<typeof textSearchMachine>): TextSearchView {
  if (s.matches('idle')) return { ranked: null, strong: 0, searching: false, failed: false };
  const answered = s.matches('answered');
  return {
    ranked: answered ? s.context.ids : [],
    strong: answered ? s.context.strong : 0,
    searching: s.matches('searching'),
    failed: s.matches('failed'),
  };
}
