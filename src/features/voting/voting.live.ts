import { fromPromise } from 'xstate';
import { votingMachine } from '../../../machines/voting';
import type { VotingCalls } from '../../api/votingCalls';

/** The voting machine of one form on the voting calls; a network error goes to the console only (002 §8). */
export function liveVoting(calls: VotingCalls, formId: string) {
  return votingMachine.provide({
    actors: {
      saveVote: fromPromise<unknown, number>(({ input }) =>
        calls.saveVote({ formurlid: formId, abid: input }),
      ),
    },
    actions: {
      logFailure: (_, error: unknown) => console.warn('The vote could not be sent', error),
    },
  });
}
