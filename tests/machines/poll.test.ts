import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pollMachine } from '../../machines/poll';
import { pollCardView } from '../../machines/poll.view';
import type { PollView } from '../../schemas/poll';
import { modelPaths, replay } from './model';
import { pollModel, pollOf, SERVER_MESSAGE } from './models/poll.model';

describe('poll', () => {
  it('every path from the definition, each state checked at every step', () => {
    const paths = modelPaths(pollModel);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const p of paths) replay(pollModel, p);
  });

  it('sends the ticked options, keeps them as the vote, and a new vote replaces it', async () => {
    const sent: (readonly number[])[] = [];
    let fail = false;
    const actor = createActor(
      pollMachine.provide({
        actors: {
          castVote: fromPromise<PollView, { choices: readonly number[] }>(async ({ input }) => {
            sent.push(input.choices);
            if (fail) throw new Error(SERVER_MESSAGE);
            return { ...pollOf('open', 'multiple'), counts: [3, 1, 2], voters: 5 };
          }),
        },
      }),
      { input: { poll: pollOf('open', 'multiple'), mine: null, moderator: false, canVote: true } },
    ).start();
    expect(pollCardView(actor.getSnapshot()).canVote).toBe(false);
    actor.send({ type: 'POLL.CHOOSE', option: 2 });
    actor.send({ type: 'POLL.CHOOSE', option: 0 });
    actor.send({ type: 'POLL.VOTE' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(sent).toEqual([[0, 2]]);
    const view = pollCardView(actor.getSnapshot());
    expect(view).toMatchObject({ voted: true, voters: 5 });
    expect(view.options.map((o) => o.percent)).toEqual([60, 20, 40]);
    fail = true;
    actor.send({ type: 'POLL.CHOOSE', option: 0 });
    actor.send({ type: 'POLL.VOTE' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(sent).toEqual([[0, 2], [2]]);
    expect(actor.getSnapshot().context).toMatchObject({ failure: SERVER_MESSAGE, mine: [0, 2] });
  });

  it('follows the relay: live counts while open, and closed from anywhere', () => {
    const actor = createActor(pollMachine, {
      input: { poll: pollOf('open'), mine: null, moderator: false, canVote: true },
    }).start();
    actor.send({ type: 'POLL.UPDATE', poll: { ...pollOf('open'), counts: [9, 0, 1], voters: 10 } });
    expect(pollCardView(actor.getSnapshot()).options.map((o) => o.percent)).toEqual([90, 0, 10]);
    actor.send({ type: 'POLL.UPDATE', poll: pollOf('closed') });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(pollCardView(actor.getSnapshot()).options[0]?.count).toBeNull();
  });
});
