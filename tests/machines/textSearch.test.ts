import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type RankedIds, textSearchMachine } from '../../machines/textSearch';
import { textSearchView } from '../../machines/textSearch.view';
import { modelPaths, replay } from './model';
import { textSearchModel } from './models/textSearch.model';

describe('textSearch', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(textSearchModel);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) replay(textSearchModel, p);
  });

  it('only the answer to the latest query lands', async () => {
    const pending = new Map<string, (result: RankedIds) => void>();
    const actor = createActor(
      textSearchMachine.provide({
        actors: {
          search: fromPromise<RankedIds | null, string>(
            ({ input }) => new Promise((resolve) => pending.set(input, resolve)),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'SEARCH.QUERY', query: 'key' });
    actor.send({ type: 'SEARCH.QUERY', query: 'keynote' });
    pending.get('keynote')?.({ ids: ['s-1'], strong: 1 });
    await waitFor(actor, (s) => s.matches('answered'));
    pending.get('key')?.({ ids: ['s-9', 's-8'], strong: 2 });
    await new Promise((r) => setTimeout(r, 0));
    expect(textSearchView(actor.getSnapshot()).ranked).toEqual(['s-1']);
    actor.send({ type: 'SEARCH.QUERY', query: '' });
    expect(textSearchView(actor.getSnapshot()).ranked).toBeNull();
  });
});
