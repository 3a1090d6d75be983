/**
 * One live poll of a session: draft (moderators only), open (attendees choose and vote; a new vote replaces
 * theirs), closed (no votes), resultsShown. Moderators move it on; POLL.UPDATE brings the server's poll (the
 * relay, a reload) and follows its status. Input: the poll, the user's choices, whether they moderate and vote.
 * Provide the actors movePoll (input: the action) and castVote (input: the choices); both answer the poll.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PollAction, PollStatus, PollView } from '../schemas/poll';
import { messageOf } from './support/callError';

export interface PollInput {
  readonly poll: PollView;
  readonly mine: readonly number[] | null;
  readonly moderator: boolean;
  readonly canVote: boolean;
}

export interface PollContext extends PollInput {
  /** The options ticked and not yet sent. */
  readonly selection: readonly number[];
  readonly failure: string | null;
}

export type PollEvent =
  | { type: 'POLL.OPEN' }
  | { type: 'POLL.CLOSE' }
  | { type: 'POLL.SHOW_RESULTS' }
  | { type: 'POLL.CHOOSE'; option: number }
  | { type: 'POLL.VOTE' }
  | { type: 'POLL.UPDATE'; poll: PollView };

const becomes =
  (status: PollStatus) =>
  ({ context, event }: { context: PollContext; event: PollEvent }) =>
    event.type === 'POLL.UPDATE' && event.poll.status === status && context.poll.status !== status;

export const pollMachine = setup({
  types: {
    input: {} as PollInput,
    context: {} as PollContext,
    events: {} as PollEvent,
  },
  actors: {
    movePoll: fromPromise<PollView, { action: PollAction }>(() => {
      throw new Error('movePoll not provided');
    }),
    castVote: fromPromise<PollView, { choices: readonly number[] }>(() => {
      throw new Error('castVote not provided');
    }),
  },
  actions: {
    /** The server's poll; a moderator keeps the counts the relay's attendee copy leaves out. */
    assignPoll: assign({
      poll: ({ context, event }) => {
        if (event.type !== 'POLL.UPDATE') return context.poll;
        const counts = event.poll.counts ?? (context.moderator ? context.poll.counts : null);
        const voters = event.poll.voters ?? (context.moderator ? context.poll.voters : null);
        return { ...event.poll, counts, voters };
      },
    }),
    choose: assign({
      selection: ({ context, event }) => {
        if (event.type !== 'POLL.CHOOSE') return context.selection;
        if (context.poll.kind === 'single') return [event.option];
        return context.selection.includes(event.option)
          ? context.selection.filter((o) => o !== event.option)
          : [...context.selection, event.option].sort((a, b) => a - b);
      },
      failure: null,
    }),
  },
  guards: {
    isModerator: ({ context }) => context.moderator,
    isDraft: ({ context }) => context.poll.status === 'draft',
    isOpen: ({ context }) => context.poll.status === 'open',
    isClosed: ({ context }) => context.poll.status === 'closed',
    canChoose: ({ context, event }) =>
      context.canVote &&
      event.type === 'POLL.CHOOSE' &&
      event.option >= 0 &&
      event.option < context.poll.options.length,
    hasSelection: ({ context }) => context.canVote && context.selection.length > 0,
    becomesOpen: becomes('open'),
    becomesClosed: becomes('closed'),
    becomesShown: becomes('results_shown'),
  },
}).createMachine({
  id: 'poll',
  context: ({ input }) => ({ ...input, selection: input.mine ?? [], failure: null }),
  initial: 'starting',
  on: {
    'POLL.UPDATE': [
      { guard: 'becomesOpen', target: '.open', actions: 'assignPoll' },
      { guard: 'becomesClosed', target: '.closed', actions: 'assignPoll' },
      { guard: 'becomesShown', target: '.resultsShown', actions: 'assignPoll' },
      { actions: 'assignPoll' },
    ],
  },
  states: {
    starting: {
      always: [
        { guard: 'isDraft', target: 'draft' },
        { guard: 'isOpen', target: 'open' },
        { guard: 'isClosed', target: 'closed' },
        { target: 'resultsShown' },
      ],
    },
    draft: {
      on: { 'POLL.OPEN': { guard: 'isModerator', target: 'opening' } },
    },
    opening: {
      invoke: {
        id: 'openPoll',
        src: 'movePoll',
        input: { action: 'open' },
        onDone: { target: 'open', actions: assign({ poll: ({ event }) => event.output, failure: null }) },
        onError: { target: 'draft', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    open: {
      initial: 'choosing',
      on: { 'POLL.CLOSE': { guard: 'isModerator', target: 'closing' } },
      states: {
        choosing: {
          on: {
            'POLL.CHOOSE': { guard: 'canChoose', actions: 'choose' },
            'POLL.VOTE': { guard: 'hasSelection', target: 'voting' },
          },
        },
        voting: {
          invoke: {
            id: 'castVote',
            src: 'castVote',
            input: ({ context }) => ({ choices: context.selection }),
            onDone: {
              target: 'choosing',
              actions: assign({
                poll: ({ event }) => event.output,
                mine: ({ context }) => context.selection,
                failure: null,
              }),
            },
            onError: {
              target: 'choosing',
              actions: assign({ failure: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
    closing: {
      invoke: {
        id: 'closePoll',
        src: 'movePoll',
        input: { action: 'close' },
        onDone: { target: 'closed', actions: assign({ poll: ({ event }) => event.output, failure: null }) },
        onError: { target: 'open', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    closed: {
      on: { 'POLL.SHOW_RESULTS': { guard: 'isModerator', target: 'showingResults' } },
    },
    showingResults: {
      invoke: {
        id: 'showResults',
        src: 'movePoll',
        input: { action: 'show_results' },
        onDone: {
          target: 'resultsShown',
          actions: assign({ poll: ({ event }) => event.output, failure: null }),
        },
        onError: { target: 'closed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    resultsShown: {},
  },
});
