import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { textSearchView } from '../../machines/textSearch.view';
import { RANKED, textSearchTestMachine } from './models/textSearch.model';

type Ev = EventFromLogic<typeof textSearchTestMachine>;
const next = (s: ReturnType<typeof getInitialSnapshot<typeof textSearchTestMachine>>, e: unknown) =>
  getNextSnapshot(textSearchTestMachine, s, e as Ev);

describe('textSearch view', () => {
  it('ranks nothing without a query, nothing while searching, then the answer; a failure ranks nothing', () => {
    const idle = getInitialSnapshot(textSearchTestMachine);
    expect(textSearchView(idle)).toEqual({ ranked: null, strong: 0, searching: false, failed: false });
    const searching = next(idle, { type: 'SEARCH.QUERY', query: 'keynote' });
    expect(textSearchView(searching)).toEqual({ ranked: [], strong: 0, searching: true, failed: false });
    expect(textSearchView(next(searching, { type: 'xstate.done.actor.search', output: RANKED }))).toEqual({
      ranked: RANKED.ids,
      strong: RANKED.strong,
      searching: false,
      failed: false,
    });
    expect(
      textSearchView(next(searching, { type: 'xstate.error.actor.search', error: new Error('x') })),
    ).toEqual({
      ranked: [],
      strong: 0,
      searching: false,
      failed: true,
    });
  });
});
