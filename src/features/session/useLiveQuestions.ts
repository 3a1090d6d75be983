import { useCallback, useEffect, useState } from 'react';
import type { Question, QuestionsReply, QuestionsUpdate } from '../../../schemas/questions';
import type { QuestionCalls } from '../../api/questionCalls';

/**
 * A reply after a relay update: the approved list and (for chairs) the queue are replaced; the reader's own
 * pending questions stay until they show among the approved, or turn dismissed (or go, when deleted).
 */
export function withUpdate(r: QuestionsReply, u: QuestionsUpdate): QuestionsReply {
  const shown = new Set(u.questions.map((q) => q.id));
  const closed = new Map((u.closed ?? []).map((c) => [c.id, c.status]));
  return {
    ...r,
    questions: u.questions,
    mine: r.mine
      .filter((q) => !shown.has(q.id) && closed.get(q.id) !== 'deleted')
      .map((q) => {
        const status = closed.get(q.id);
        return status ? { ...q, status } : q;
      }),
    queue: r.moderator && u.queue ? u.queue : r.queue,
  };
}

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

/** A session's questions as loaded, then as the relay sends them (see withUpdate). */
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
    setReply((r) => (r ? withUpdate(r, u) : r));
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
