import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type VotingInput, votingMachine } from '../../../machines/voting';
import { VOTING_TEXT_KEYS, votingView } from '../../../machines/voting.view';
import type { MachineModel, Step } from '../model';

export const ALREADY_VOTED = 'You have already voted in this form.';
export const FRESH: VotingInput = { offered: [11, 13], vote: null, canVote: true };
export const VOTED: VotingInput = { offered: [11, 13], vote: 13, canVote: true };
export const NOT_ALLOWED: VotingInput = { offered: [11, 13], vote: null, canVote: false };

type Machine = typeof votingMachine;
type Ev = EventFromLogic<Machine>;

const events: Ev[] = [
  { type: 'VOTE.PICK', abid: 11 },
  { type: 'VOTE.PICK', abid: 99 },
  { type: 'VOTE.CONFIRM' },
  { type: 'VOTE.CANCEL' },
  ...([
    { type: 'xstate.done.actor.saveVote', output: { success: true } },
    { type: 'xstate.error.actor.saveVote', error: { message: ALREADY_VOTED, status: 409 } },
    { type: 'xstate.error.actor.saveVote', error: { message: 'offline', status: 0 } },
  ] as unknown as Ev[]),
];

interface Log {
  logged: unknown[];
}

function meaningWith(log: Log) {
  return (s: SnapshotFrom<Machine>, { input, previous }: Step<Machine>) => {
    const view = votingView(s);
    const { context } = s;
    // Only the form's abstracts can be voted for, in any state.
    expect(s.can({ type: 'VOTE.PICK', abid: 99 })).toBe(false);
    const network = log.logged.length;
    if (s.matches('start')) {
      // A form with a vote never rests here; the user may vote or the buttons are off.
      expect(context.vote).toBeNull();
      expect(view).toMatchObject({ canPick: input.canVote, confirming: null, busy: false, result: null });
      // 002 §8: a network error only comes back here, logged.
      if (previous?.matches('saving')) expect(network).toBeGreaterThan(0);
    } else if (s.matches('confirming')) {
      // 002 §5: a vote needs the confirmation.
      expect(view).toMatchObject({ confirming: 11, canPick: false, busy: false, result: null });
      expect(s.can({ type: 'VOTE.CONFIRM' })).toBe(true);
    } else if (s.matches('saving')) {
      expect(view).toMatchObject({ confirming: 11, busy: true, canPick: false, result: null });
      expect(previous?.matches('confirming')).toBe(true);
    } else if (s.matches('saved')) {
      const cast = previous?.matches('saving') === true;
      expect(view).toMatchObject({
        canPick: false,
        busy: false,
        vote: cast ? 11 : input.vote,
        result: { kind: 'saved', textKey: cast ? VOTING_TEXT_KEYS.cast : VOTING_TEXT_KEYS.saved },
      });
      if (!cast) expect(input.vote).not.toBeNull();
    } else if (s.matches('failed')) {
      expect(view).toMatchObject({
        canPick: false,
        result: { kind: 'failed', textKey: VOTING_TEXT_KEYS.failed },
        failure: ALREADY_VOTED,
        vote: null,
      });
      expect(network).toBe(0);
    } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  };
}

const recording = (log: Log) =>
  votingMachine.provide({
    actors: { saveVote: fromPromise(() => new Promise<unknown>(() => {})) },
    actions: { logFailure: (_, error: unknown) => void log.logged.push(error) },
  });

export const votingModel: MachineModel<Machine> = {
  name: 'voting',
  machine: recording({ logged: [] }),
  inputs: [
    { label: 'a form without a vote', input: FRESH },
    { label: 'a form the user voted in', input: VOTED },
    { label: 'a user who may not vote', input: NOT_ALLOWED },
  ],
  events: () => events,
  perPath: () => {
    const log: Log = { logged: [] };
    return { machine: recording(log), meaning: meaningWith(log) };
  },
  simplePaths: true,
  transitionPaths: true,
};
