import { SaveVoteReply, type SaveVoteRequest, VotingFormReply, VotingFormsReply } from '../../schemas/voting';
import type { Api } from './client';

/** Abstract voting: the forms (with the user's votes), one form's abstracts, and saving a vote. */
export function votingCalls(api: Api) {
  return {
    forms: () => api.apiFetch(VotingFormsReply, '/voting'),
    form: (formId: string) => api.apiFetch(VotingFormReply, `/voting/${encodeURIComponent(formId)}`),
    saveVote: (body: SaveVoteRequest) =>
      api.apiFetch(SaveVoteReply, '/voting/save_vote', { method: 'POST', body }),
  };
}
export type VotingCalls = ReturnType<typeof votingCalls>;
