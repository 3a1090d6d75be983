import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceLoadMachine } from '../../machines/resourceLoad';
import { resourceLoadView } from '../../machines/resourceLoad.view';
import { modelPaths, replay } from './model';
import { resourceLoadModel, SERVER_MESSAGE, VALUE } from './models/resourceLoad.model';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('resourceLoad', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(resourceLoadModel);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const p of paths) replay(resourceLoadModel, p);
  });

  it('loads again on retry after a failure, and gives the value', async () => {
    const answers: (Error | typeof VALUE)[] = [failure(502, SERVER_MESSAGE), VALUE];
    const actor = createActor(
      resourceLoadMachine.provide({
        actors: {
          load: fromPromise<unknown>(async () => {
            const a = answers.shift();
            if (a instanceof Error) throw a;
            return a;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(resourceLoadView(actor.getSnapshot())).toMatchObject({ message: SERVER_MESSAGE });
    actor.send({ type: 'LOAD.RETRY' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(resourceLoadView(actor.getSnapshot())).toEqual({ status: 'loaded', value: VALUE });
  });

  it('runs the leave action once when the thing is forbidden, and not when it is missing', async () => {
    for (const [status, left] of [
      [403, 1],
      [404, 0],
    ] as const) {
      let leaves = 0;
      const actor = createActor(
        resourceLoadMachine.provide({
          actors: { load: fromPromise<unknown>(() => Promise.reject(failure(status, 'no'))) },
          actions: { leave: () => void leaves++ },
        }),
      ).start();
      await waitFor(actor, (s) => s.status === 'done');
      expect(leaves).toBe(left);
    }
  });
});
