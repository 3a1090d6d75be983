/**
 * A query typed into a search box, answered by an asynchronous searcher (an index in a worker): a blank query is
 * idle (nothing ranked), any other is searched, and a new query while one runs replaces it, so only the answer
 * to the latest query lands. SEARCH.QUERY with the same query searches again (the index changed). Input: none.
 * Provide the actor search (the query to the ids it ranks, best first, and how many of the first are strong
 * matches; the rest are loosely related).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface TextSearchContext {
  readonly query: string;
  /** The ids the last search ranked, best first. */
  readonly ids: readonly string[];
  /** How many of the first ids match well; the others are loosely related. */
  readonly strong: number;
}

/** A searcher's answer: the ids best first, the first `strong` of them matching well. */
export interface RankedIds {
  readonly ids: readonly string[];
  readonly strong: number;
}

export type TextSearchEvent = { type: 'SEARCH.QUERY'; query: string };

const onQuery = [
  { guard: 'isBlank' as const, target: '.idle', actions: 'assignQuery' as const },
  { target: '.searching', reenter: true, actions: 'assignQuery' as const },
];

export const textSearchMachine = setup({
  types: {
    context: {} as TextSearchContext,
    events: {} as TextSearchEvent,
  },
  actors: {
    search: fromPromise<RankedIds | null, string>(() => {
      throw new Error('search not provided');
    }),
  },
  guards: {
    isBlank: ({ event }) => event.query.trim() === '',
  },
  actions: {
    assignQuery: assign({ query: ({ event }) => event.query, ids: [], strong: 0 }),
  },
}).createMachine({
  id: 'textSearch',
  context: { query: '', ids: [], strong: 0 },
  initial: 'idle',
  on: { 'SEARCH.QUERY': onQuery },
  states: {
    idle: {},
    searching: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.query,
        onDone: {
          target: 'answered',
          actions: assign({
            ids: ({ event }) => event.output?.ids ?? [],
            strong: ({ event }) => event.output?.strong ?? 0,
          }),
        },
        onError: { target: 'failed' },
      },
    },
    answered: {},
    /** The searcher failed: nothing is ranked until the next query. */
    failed: {},
  },
});
