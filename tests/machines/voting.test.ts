import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { votingMachine } from '../../machines/voting';
import { votingView } from '../../machines/voting.view';
import { modelPaths, replay } from './model';
import { ALREADY_VOTED, FRESH, votingModel } from './models/voting.model';

function start(save: (abid: number) => Promise<unknown>) {
  const sent: number[] = [];
  const logged: unknown[] = [];
  const actor = createActor(
    votingMachine.provide({
      actors: {
        saveVote: fromPromise(async ({ input }) => {
          sent.push(input);
          return save(input);
        }),
      },
      actions: { logFailure: (_, error) => void logged.push(error) },
    }),
    { input: FRESH },
  ).start();
  return { actor, sent, logged };
}

describe('voting', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(votingModel);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const p of paths) replay(votingModel, p);
  });

  it('sends the confirmed abstract once, and only after Yes', async () => {
    const { actor, sent } = start(async () => ({ success: true }));
    actor.send({ type: 'VOTE.PICK', abid: 13 });
    expect(sent).toEqual([]);
    actor.send({ type: 'VOTE.CANCEL' });
    actor.send({ type: 'VOTE.PICK', abid: 11 });
    actor.send({ type: 'VOTE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([11]);
    expect(votingView(actor.getSnapshot())).toMatchObject({
      vote: 11,
      result: { textKey: 'voting.success' },
    });
  });

  it("shows the warning with the server's reason when the vote is refused", async () => {
    const refused = Object.assign(new Error(ALREADY_VOTED), { status: 409 });
    const { actor, logged } = start(() => Promise.reject(refused));
    actor.send({ type: 'VOTE.PICK', abid: 11 });
    actor.send({ type: 'VOTE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(votingView(actor.getSnapshot())).toMatchObject({ failure: ALREADY_VOTED, vote: null });
    expect(logged).toEqual([]);
  });

  it('only logs a network error, and the vote may be cast again', async () => {
    const offline = Object.assign(new Error('offline'), { status: 0 });
    const { actor, logged } = start(() => Promise.reject(offline));
    actor.send({ type: 'VOTE.PICK', abid: 11 });
    actor.send({ type: 'VOTE.CONFIRM' });
    await waitFor(actor, (s) => s.matches('start') && logged.length === 1);
    expect(logged).toEqual([offline]);
    expect(votingView(actor.getSnapshot())).toMatchObject({ canPick: true, result: null });
  });
});
