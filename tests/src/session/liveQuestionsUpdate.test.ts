import { describe, expect, it } from 'vitest';
import type { Question, QuestionsReply } from '../../../schemas/questions';
import { withUpdate } from '../../../src/features/session/useLiveQuestions';

const question = (id: string, status: Question['status']): Question => ({
  id,
  body: `Question ${id}`,
  status,
  votes: 0,
  pinned: false,
  anonymous: false,
  created: 1,
});

const reply = (over: Partial<QuestionsReply> = {}): QuestionsReply => ({
  questions: [],
  mine: [],
  voted: [],
  moderator: false,
  queue: [],
  anonymous_allowed: false,
  room: 'room',
  ...over,
});

describe('a live update of a session’s questions', () => {
  it('moves the asker’s own question from pending to the approved list', () => {
    const r = withUpdate(reply({ mine: [question('a', 'pending')] }), {
      session_id: 1,
      questions: [question('a', 'approved')],
    });
    expect(r.mine).toEqual([]);
    expect(r.questions.map((q) => q.id)).toEqual(['a']);
  });

  it('shows the asker’s question dismissed, and drops a deleted one, without a reload', () => {
    const mine = [question('a', 'pending'), question('b', 'pending'), question('c', 'pending')];
    const r = withUpdate(reply({ mine }), {
      session_id: 1,
      questions: [],
      closed: [
        { id: 'a', status: 'dismissed' },
        { id: 'b', status: 'deleted' },
      ],
    });
    expect(r.mine.map((q) => [q.id, q.status])).toEqual([
      ['a', 'dismissed'],
      ['c', 'pending'],
    ]);
  });

  it('replaces the queue for moderators only', () => {
    const update = { session_id: 1, questions: [], queue: [question('q', 'pending')] };
    expect(withUpdate(reply({ moderator: true }), update).queue.map((q) => q.id)).toEqual(['q']);
    expect(withUpdate(reply(), update).queue).toEqual([]);
  });
});
