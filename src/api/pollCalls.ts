import { type CreatePollRequest, type PollAction, PollView, SessionPollsReply } from '../../schemas/poll';
import type { Api } from './client';

/** Live polls of a session: the list, a new draft, the moderators' moves, a vote, and the CSV of results. */
export function pollCalls(api: Api) {
  return {
    list: (sessionId: number) => api.apiFetch(SessionPollsReply, `/sessions/${sessionId}/polls`),
    create: (sessionId: number, body: CreatePollRequest) =>
      api.apiFetch(PollView, `/sessions/${sessionId}/polls`, { method: 'POST', body }),
    move: (pollId: number, action: PollAction) =>
      api.apiFetch(PollView, `/polls/${pollId}/${action}`, { method: 'POST' }),
    vote: (pollId: number, choices: readonly number[]) =>
      api.apiFetch(PollView, `/polls/${pollId}/vote`, { method: 'POST', body: { choices } }),
    csv: (sessionId: number) => api.apiFile(`/sessions/${sessionId}/polls.csv`, 'text/csv'),
  };
}
export type PollCalls = ReturnType<typeof pollCalls>;
