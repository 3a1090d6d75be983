import { fromPromise } from 'xstate';
import { pollMachine } from '../../../machines/poll';
import type { PollAction, PollView } from '../../../schemas/poll';
import type { PollCalls } from '../../api/pollCalls';

/** The poll machine of one poll on the poll calls. */
export function livePoll(calls: PollCalls, pollId: number) {
  return pollMachine.provide({
    actors: {
      movePoll: fromPromise<PollView, { action: PollAction }>(({ input }) =>
        calls.move(pollId, input.action),
      ),
      castVote: fromPromise<PollView, { choices: readonly number[] }>(({ input }) =>
        calls.vote(pollId, input.choices),
      ),
    },
  });
}
