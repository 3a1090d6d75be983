import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { resourceLoadView } from '../../machines/resourceLoad.view';
import { resourceLoadTestMachine, SERVER_MESSAGE, VALUE } from './models/resourceLoad.model';

type Ev = EventFromLogic<typeof resourceLoadTestMachine>;
const viewAfter = (e: unknown) =>
  resourceLoadView<typeof VALUE>(
    getNextSnapshot(resourceLoadTestMachine, getInitialSnapshot(resourceLoadTestMachine), e as Ev),
  );

describe('resourceLoad view', () => {
  it('tells loading, the value, not found, forbidden and a failure with its retry apart', () => {
    expect(resourceLoadView(getInitialSnapshot(resourceLoadTestMachine))).toEqual({ status: 'loading' });
    expect(viewAfter({ type: 'xstate.done.actor.load', output: VALUE })).toEqual({
      status: 'loaded',
      value: VALUE,
    });
    expect(viewAfter({ type: 'xstate.error.actor.load', error: { status: 404 } })).toEqual({
      status: 'notFound',
    });
    expect(viewAfter({ type: 'xstate.error.actor.load', error: { status: 403 } })).toEqual({
      status: 'forbidden',
    });
    expect(
      viewAfter({ type: 'xstate.error.actor.load', error: { status: 500, message: SERVER_MESSAGE } }),
    ).toEqual({
      status: 'failed',
      message: SERVER_MESSAGE,
      canRetry: true,
    });
  });
});
