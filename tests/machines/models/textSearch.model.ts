import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type RankedIds, textSearchMachine } from '../../../machines/textSearch';
import { textSearchView } from '../../../machines/textSearch.view';
import type { MachineModel } from '../model';

type Machine = typeof textSearchTestMachine;
type Ev = EventFromLogic<Machine>;

/** Two found, the first a match, the second loosely related. */
export const RANKED = { ids: ['s-2', 's-1'], strong: 1 };

/** The real machine; its search never settles by itself: the paths send its done and error events. */
export const textSearchTestMachine = textSearchMachine.provide({
  actors: { search: fromPromise(() => new Promise<RankedIds | null>(() => {})) },
});

const events = [
  { type: 'SEARCH.QUERY', query: 'keynote' },
  { type: 'SEARCH.QUERY', query: '  ' },
  { type: 'xstate.done.actor.search', output: RANKED },
  { type: 'xstate.error.actor.search', error: new Error('worker gone') },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = textSearchView(s);
  if (s.matches('idle')) {
    expect(view).toEqual({ ranked: null, strong: 0, searching: false, failed: false });
    expect(s.context.query.trim()).toBe('');
  } else if (s.matches('searching')) {
    expect(view).toEqual({ ranked: [], strong: 0, searching: true, failed: false });
    expect(s.context.query).toBe('keynote');
  } else if (s.matches('answered')) {
    expect(view).toEqual({ ranked: RANKED.ids, strong: 1, searching: false, failed: false });
  } else if (s.matches('failed')) {
    expect(view).toEqual({ ranked: [], strong: 0, searching: false, failed: true });
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const textSearchModel: MachineModel<Machine> = {
  name: 'textSearch',
  machine: textSearchTestMachine,
  inputs: [{ label: 'an empty box', input: undefined as never }],
  events: () => events,
  meaning,
  simplePaths: true,
};
