import { Schema } from 'effect';
import {
  type ModerationRequest,
  Question,
  type QuestionRequest,
  QuestionsReply,
} from '../../schemas/questions';
import type { Api } from './client';

const Done = Schema.Struct({ success: Schema.Boolean });
const VoteReply = Schema.Struct({ id: Schema.String, votes: Schema.Number, voted: Schema.Boolean });
const PinnedReply = Schema.Struct({
  title: Schema.String,
  question: Schema.NullOr(Question),
  room: Schema.String,
});

/** Questions for Speakers of one session: the list, asking, upvotes, deleting, moderation, the pinned one. */
export function questionCalls(api: Api, sessionId: number) {
  const base = `/sessions/${sessionId}/questions`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => api.apiFetch(QuestionsReply, base),
    ask: (body: typeof QuestionRequest.Encoded) => api.apiFetch(Question, base, { method: 'POST', body }),
    vote: (id: string, on: boolean) =>
      api.apiFetch(VoteReply, `${one(id)}/vote`, { method: on ? 'PUT' : 'DELETE' }),
    remove: (id: string) => api.apiFetch(Done, one(id), { method: 'DELETE' }),
    moderate: (id: string, body: ModerationRequest) =>
      api.apiFetch(Question, `${one(id)}/moderation`, { method: 'POST', body }),
    pinned: () => api.apiFetch(PinnedReply, `${base}/pinned`),
  };
}
export type QuestionCalls = ReturnType<typeof questionCalls>;
