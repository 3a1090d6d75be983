import { useCallback, useEffect, useState } from 'react';
import type { Question, QuestionsReply, QuestionsUpdate } from '../../../schemas/questions';
import type { QuestionCalls } from '../../api/questionCalls';

export interface LiveQuestions {
  readonly reply: QuestionsReply | null;
  readonly failure: string | null;
  reload(): void;
  /** A relay update of the session's questions (at most one a second). */
  applyUpdate(update: QuestionsUpdate): void;
  /** The reader's own new question, before the relay brings it. */
  asked(q: Question): void;
  voted(id: string, on: boolean, votes: number): void;
}

/**
 * A session's questions as loaded, then as the relay sends them: the approved list and (for chairs) the queue
 * are replaced by each update; the reader's own pending questions stay until they show among the approved.
 */
export function useLiveQuestions(calls: QuestionCalls): LiveQuestions {
  const [reply, setReply] = useState<QuestionsReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(() => {
    calls.list().then(
      (r) => {
        setReply(r);
        setFailure(null);
      },
      (err: Error) => setFailure(err.message),
    );
  }, [calls]);
  useEffect(reload, [reload]);

  const applyUpdate = useCallback((u: QuestionsUpdate) => {
    setReply((r) => {
      if (!r) return r;
      const shown = new Set(u.questions.map((q) => q.id));
      return {
        ...r,
        questions: u.questions,
        mine: r.mine.filter((q) => !shown.has(q.id)),
        queue: r.moderator && u.queue ? u.queue : r.queue,
      };
    });
  }, []);
  const asked = useCallback((q: Question) => {
    setReply((r) =>
      !r
        ? r
        : q.status === 'pending'
          ? { ...r, mine: [...r.mine, q], queue: r.moderator ? [...r.queue, q] : r.queue }
          : { ...r, questions: [...r.questions, q] },
    );
  }, []);
  const voted = useCallback((id: string, on: boolean, votes: number) => {
    setReply((r) =>
      !r
        ? r
        : {
            ...r,
            voted: on ? [...new Set([...r.voted, id])] : r.voted.filter((v) => v !== id),
            questions: r.questions.map((q) => (q.id === id ? { ...q, votes } : q)),
          },
    );
  }, []);
  return { reply, failure, reload, applyUpdate, asked, voted };
}
