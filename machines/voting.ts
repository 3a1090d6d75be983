/**
 * Casting the one vote of a voting form (002 §2 "Voting", §4, §5, §8): the user picks one of the form's
 * abstracts (start), confirms it ('Do you confirm your vote?', Yes or No), and the vote is saved: saved shows
 * the thank-you, failed the warning, each with Go Back. A form the server already holds the user's vote for
 * starts saved. A network error is only logged (§8): the form comes back to start, where the vote may be cast.
 * Input: the offered abstracts' ids, the user's vote (ab_id or null) and whether the user may vote.
 * Provide the actor saveVote (input: the ab_id) and the action logFailure (params: the error).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, statusOf } from './support/callError';

export interface VotingInput {
  readonly offered: readonly number[];
  readonly vote: number | null;
  readonly canVote: boolean;
}

export interface VotingContext extends VotingInput {
  /** The abstract picked, while it is confirmed and saved. */
  readonly choice: number | null;
  /** The vote was cast here, now (not found saved). */
  readonly cast: boolean;
  readonly failure: string | null;
}

export type VotingEvent =
  | { type: 'VOTE.PICK'; abid: number }
  | { type: 'VOTE.CONFIRM' }
  | { type: 'VOTE.CANCEL' };

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

export const votingMachine = setup({
  types: {
    input: {} as VotingInput,
    context: {} as VotingContext,
    events: {} as VotingEvent,
  },
  actors: {
    saveVote: fromPromise<unknown, number>(() => {
      throw new Error('saveVote not provided');
    }),
  },
  actions: {
    logFailure: (_, _error: unknown) => {},
  },
  guards: {
    hasVoted: ({ context }) => context.vote !== null,
    isOffered: ({ context, event }) =>
      event.type === 'VOTE.PICK' && context.canVote && context.offered.includes(event.abid),
    isNetworkError: (_, error: unknown) => statusOf(error) === 0,
  },
}).createMachine({
  id: 'voting',
  context: ({ input }) => ({ ...input, choice: null, cast: false, failure: null }),
  initial: 'start',
  states: {
    start: {
      always: { guard: 'hasVoted', target: 'saved' },
      on: {
        'VOTE.PICK': {
          guard: 'isOffered',
          target: 'confirming',
          actions: assign(({ event }) => ({ choice: event.abid })),
        },
      },
    },
    confirming: {
      on: {
        'VOTE.CONFIRM': { target: 'saving' },
        'VOTE.CANCEL': { target: 'start', actions: assign({ choice: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveVote',
        src: 'saveVote',
        input: ({ context }) => context.choice ?? -1,
        onDone: {
          target: 'saved',
          actions: assign(({ context }) => ({ vote: context.choice, cast: true })),
        },
        onError: [
          {
            guard: { type: 'isNetworkError', params: errorOf },
            target: 'start',
            actions: [{ type: 'logFailure', params: errorOf }, assign({ choice: null })],
          },
          { target: 'failed', actions: assign(({ event }) => ({ failure: messageOf(event.error) })) },
        ],
      },
    },
    saved: {},
    failed: {},
  },
});
