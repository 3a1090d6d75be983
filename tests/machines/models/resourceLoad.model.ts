import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { resourceLoadMachine } from '../../../machines/resourceLoad';
import { resourceLoadView } from '../../../machines/resourceLoad.view';
import type { MachineModel } from '../model';

type Machine = typeof resourceLoadTestMachine;
type Ev = EventFromLogic<Machine>;

export const VALUE = { title: 'Keynote' };
export const SERVER_MESSAGE = 'Sorry, the server is going wrong';

/** The real machine; its load never settles by itself: the paths send its done and error events. */
export const resourceLoadTestMachine = resourceLoadMachine.provide({
  actors: { load: fromPromise(() => new Promise(() => {})) },
});

const events = [
  { type: 'LOAD.RETRY' },
  { type: 'xstate.done.actor.load', output: VALUE },
  { type: 'xstate.error.actor.load', error: { status: 404, message: 'Not found' } },
  { type: 'xstate.error.actor.load', error: { status: 403, message: 'Locked' } },
  { type: 'xstate.error.actor.load', error: { status: 500, message: SERVER_MESSAGE } },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = resourceLoadView<typeof VALUE>(s);
  if (s.matches('loading')) expect(view).toEqual({ status: 'loading' });
  else if (s.matches('loaded')) expect(view).toEqual({ status: 'loaded', value: VALUE });
  else if (s.matches('notFound')) expect(view).toEqual({ status: 'notFound' });
  else if (s.matches('forbidden')) expect(view).toEqual({ status: 'forbidden' });
  else if (s.matches('failed'))
    expect(view).toEqual({ status: 'failed', message: SERVER_MESSAGE, canRetry: true });
  else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  if (s.status === 'done') expect(s.can({ type: 'LOAD.RETRY' })).toBe(false);
}

export const resourceLoadModel: MachineModel<Machine> = {
  name: 'resourceLoad',
  machine: resourceLoadTestMachine,
  inputs: [{ label: 'a load', input: undefined as never }],
  events: () => events,
  meaning,
  simplePaths: true,
};
