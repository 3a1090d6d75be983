import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountDeletionMachine, confirmsDeletion } from '../../machines/accountDeletion';
import { modelPaths, replay } from './model';
import { accountDeletionModel, EMAIL, SERVER_MESSAGE } from './models/accountDeletion.model';

describe('accountDeletion', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(accountDeletionModel);
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const p of paths) replay(accountDeletionModel, p);
  });

  it('sends the typed confirmation, again after a failure, and ends once deleted', async () => {
    const sent: string[] = [];
    let answer: 'fail' | 'ok' = 'fail';
    const actor = createActor(
      accountDeletionMachine.provide({
        actors: {
          deleteAccount: fromPromise<unknown, string>(async ({ input }) => {
            sent.push(input);
            if (answer === 'fail') throw new Error(SERVER_MESSAGE);
            return null;
          }),
        },
      }),
      { input: { email: EMAIL } },
    ).start();
    actor.send({ type: 'ACCOUNT.OPEN' });
    actor.send({ type: 'ACCOUNT.TYPE', text: 'DELETE' });
    actor.send({ type: 'ACCOUNT.CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    answer = 'ok';
    actor.send({ type: 'ACCOUNT.CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['DELETE', 'DELETE']);
  });

  it('takes the address in any case or the word DELETE, nothing else', () => {
    expect(confirmsDeletion(EMAIL, 'ZELDA@example.com ')).toBe(true);
    expect(confirmsDeletion(EMAIL, 'DELETE')).toBe(true);
    expect(confirmsDeletion(EMAIL, 'delete')).toBe(false);
    expect(confirmsDeletion(EMAIL, '')).toBe(false);
  });
});
