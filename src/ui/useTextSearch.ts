import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type RankedIds, textSearchMachine } from '../../machines/textSearch';
import { type TextSearchView, textSearchView } from '../../machines/textSearch.view';

/**
 * The ids a searcher ranks for `query`, read from the textSearch machine. A new query, or a new searcher (the
 * index was rebuilt), searches again; until the machine has the query, the list waits rather than showing
 * everything. `search` is null while there is no index yet.
 */
export function useTextSearch(
  search: ((query: string) => Promise<RankedIds | null>) | null,
  query: string,
): TextSearchView {
  const latest = useRef(search);
  latest.current = search;
  const [logic] = useState(() =>
    textSearchMachine.provide({
      actors: {
        search: fromPromise<RankedIds | null, string>(({ input }) =>
          latest.current ? latest.current(input) : Promise.resolve({ ids: [], strong: 0 }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  useEffect(() => {
    if (search) send({ type: 'SEARCH.QUERY', query });
  }, [search, query, send]);
  const view = textSearchView(snapshot);
  if (snapshot.context.query !== query && query.trim() !== '')
    return { ranked: [], strong: 0, searching: true, failed: false };
  return view;
}
