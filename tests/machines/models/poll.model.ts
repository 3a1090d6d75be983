import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { pollMachine } from '../../../machines/poll';
import { pollCardView } from '../../../machines/poll.view';
import type { PollStatus, PollView } from '../../../schemas/poll';
import type { MachineModel } from '../model';

export const SERVER_MESSAGE = 'This poll is not open';

export const pollOf = (status: PollStatus, kind: 'single' | 'multiple' = 'single'): PollView => ({
  id: 7,
  session_id: 1,
  question: 'Which treatment first?',
  kind,
  options: ['Surgery', 'Medication', 'Wait'],
  status,
  counts: status === 'closed' ? null : [2, 1, 1],
  voters: status === 'closed' ? null : 4,
});

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const pollTestMachine = pollMachine.provide({
  actors: {
    movePoll: fromPromise(() => new Promise<PollView>(() => {})),
    castVote: fromPromise(() => new Promise<PollView>(() => {})),
  },
});
type Machine = typeof pollTestMachine;
type Ev = EventFromLogic<Machine>;

const done = (id: string, output: PollView) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Ev;
const error = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { message: SERVER_MESSAGE } }) as unknown as Ev;

const eventsFor = (kind: 'single' | 'multiple'): Ev[] => [
  { type: 'POLL.OPEN' },
  { type: 'POLL.CLOSE' },
  { type: 'POLL.SHOW_RESULTS' },
  { type: 'POLL.CHOOSE', option: 0 },
  { type: 'POLL.CHOOSE', option: 2 },
  { type: 'POLL.CHOOSE', option: 5 },
  { type: 'POLL.VOTE' },
  { type: 'POLL.UPDATE', poll: pollOf('open', kind) },
  { type: 'POLL.UPDATE', poll: pollOf('closed', kind) },
  { type: 'POLL.UPDATE', poll: pollOf('results_shown', kind) },
  done('openPoll', pollOf('open', kind)),
  done('closePoll', pollOf('closed', kind)),
  done('showResults', pollOf('results_shown', kind)),
  done('castVote', pollOf('open', kind)),
  ...['openPoll', 'closePoll', 'showResults', 'castVote'].map(error),
];

function meaning(s: SnapshotFrom<Machine>) {
  const view = pollCardView(s);
  const { moderator, canVote } = s.context;
  expect(view.question).toBe('Which treatment first?');
  expect(view.options).toHaveLength(3);
  if (s.matches('draft')) {
    expect(view).toMatchObject({
      statusKey: 'polls.status.draft',
      busy: false,
      canChoose: false,
      canOpen: moderator,
    });
  } else if (s.matches('opening') || s.matches('closing') || s.matches('showingResults')) {
    expect(view).toMatchObject({
      busy: true,
      canOpen: false,
      canClose: false,
      canShowResults: false,
      canVote: false,
    });
  } else if (s.matches({ open: 'choosing' })) {
    expect(view).toMatchObject({
      statusKey: 'polls.status.open',
      busy: false,
      canChoose: canVote,
      canClose: moderator,
    });
    expect(view.canVote).toBe(canVote && s.context.selection.length > 0);
    expect(view.options.every((o) => o.percent !== null)).toBe(true);
  } else if (s.matches({ open: 'voting' })) {
    expect(view).toMatchObject({ busy: true, canChoose: false, canVote: false, canClose: moderator });
  } else if (s.matches('closed')) {
    expect(view).toMatchObject({ statusKey: 'polls.status.closed', canChoose: false, canVote: false });
    expect(view.canShowResults).toBe(moderator);
    // Attendees see no counts of a closed poll until its results are shown.
    if (!moderator) expect(view.options.every((o) => o.count === null)).toBe(true);
  } else if (s.matches('resultsShown')) {
    expect(view).toMatchObject({
      statusKey: 'polls.status.results',
      canChoose: false,
      canVote: false,
      busy: false,
    });
    expect(view.options.map((o) => o.percent)).toEqual([50, 25, 25]);
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
  expect([null, SERVER_MESSAGE]).toContain(view.failure);
  // Only options the poll has are ever chosen, and only by someone who may vote.
  expect(s.context.selection.every((i) => i >= 0 && i < s.context.poll.options.length)).toBe(true);
  expect(s.can({ type: 'POLL.CHOOSE', option: 5 })).toBe(false);
  if (!canVote) {
    expect(s.context.selection).toEqual([]);
    expect(s.can({ type: 'POLL.CHOOSE', option: 0 })).toBe(false);
  }
  expect(view.options.filter((o) => o.chosen).length).toBeLessThanOrEqual(
    s.context.poll.kind === 'single' ? 1 : 3,
  );
}

export const pollModel: MachineModel<Machine> = {
  name: 'poll',
  machine: pollTestMachine,
  inputs: [
    {
      label: 'a moderator with a draft',
      input: { poll: pollOf('draft'), mine: null, moderator: true, canVote: true },
    },
    {
      label: 'an attendee, poll open',
      input: { poll: pollOf('open'), mine: null, moderator: false, canVote: true },
    },
    {
      label: 'an attendee who voted, multiple choice',
      input: { poll: pollOf('open', 'multiple'), mine: [1], moderator: false, canVote: true },
    },
    {
      label: 'a limited-access attendee',
      input: { poll: pollOf('open'), mine: null, moderator: false, canVote: false },
    },
    {
      label: 'an attendee, results shown',
      input: { poll: pollOf('results_shown'), mine: [0], moderator: false, canVote: true },
    },
    {
      label: 'an attendee, poll closed',
      input: { poll: pollOf('closed'), mine: [0], moderator: false, canVote: true },
    },
  ],
  events: (s) => eventsFor(s.context.poll.kind),
  meaning,
  transitionPaths: 'newEdges',
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.poll.status, s.context.selection, s.context.mine, s.context.failure]),
};
