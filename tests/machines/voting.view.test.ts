import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { votingMachine } from '../../machines/voting';
import { votingView } from '../../machines/voting.view';
import { FRESH, NOT_ALLOWED, VOTED } from './models/voting.model';

/** The machine with a save that never settles: the test sends its outcome. */
const pending = votingMachine.provide({ actors: { saveVote: fromPromise(() => new Promise(() => {})) } });
const saved = { type: 'xstate.done.actor.saveVote', output: { success: true } } as never;
const refused = { type: 'xstate.error.actor.saveVote', error: { message: 'Closed', status: 403 } } as never;

describe('votingView', () => {
  it('offers Vote on a fresh form, asks to confirm the picked abstract, and is busy while saving', () => {
    const actor = createActor(pending, { input: FRESH }).start();
    expect(votingView(actor.getSnapshot())).toEqual({
      state: 'start',
      canPick: true,
      confirming: null,
      busy: false,
      result: null,
      vote: null,
      failure: null,
    });
    actor.send({ type: 'VOTE.PICK', abid: 13 });
    expect(votingView(actor.getSnapshot())).toMatchObject({
      state: 'confirming',
      confirming: 13,
      canPick: false,
    });
    actor.send({ type: 'VOTE.CONFIRM' });
    expect(votingView(actor.getSnapshot())).toMatchObject({ state: 'saving', confirming: 13, busy: true });
    actor.send(saved);
    expect(votingView(actor.getSnapshot())).toMatchObject({
      state: 'saved',
      result: { kind: 'saved', textKey: 'voting.success' },
      vote: 13,
      busy: false,
    });
  });

  it("says 'Your vote is saved' for a vote found saved, and offers nothing to those who may not vote", () => {
    expect(votingView(createActor(pending, { input: VOTED }).start().getSnapshot())).toMatchObject({
      state: 'saved',
      result: { kind: 'saved', textKey: 'voting.saved' },
      vote: 13,
      canPick: false,
    });
    expect(votingView(createActor(pending, { input: NOT_ALLOWED }).start().getSnapshot())).toMatchObject({
      state: 'start',
      canPick: false,
    });
  });

  it("shows the warning with the server's reason when the vote is refused", () => {
    const actor = createActor(pending, { input: FRESH }).start();
    actor.send({ type: 'VOTE.PICK', abid: 11 });
    actor.send({ type: 'VOTE.CONFIRM' });
    actor.send(refused);
    expect(votingView(actor.getSnapshot())).toMatchObject({
      state: 'failed',
      result: { kind: 'failed', textKey: 'voting.warning' },
      failure: 'Closed',
      vote: null,
    });
  });
});
