import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModerationRequest, Question } from '../../../schemas/questions';
import { questionCalls } from '../../api/questionCalls';
import { useClient } from '../../browser/clientContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Muted } from './parts';
import { QuestionCard } from './QuestionCard';
import { QuestionComposer } from './QuestionComposer';
import { QuestionsRoom } from './QuestionsRoom';
import { useLiveQuestions } from './useLiveQuestions';

const List = styled.ol`
  padding: 0;
  margin: 0;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

type Order = 'votes' | 'time';
const ORDERS: readonly [Order, string][] = [
  ['votes', 'questions.byVotes'],
  ['time', 'questions.byTime'],
];
const newestFirst = (a: Question, b: Question) => b.created - a.created;

/**
 * Questions for Speakers: ask, see the approved questions live (by upvotes or newest first) and one's own
 * pending ones, upvote once each; the session's chairs, authors and admins also get the queue and the
 * moderation actions, and a link to the presenter view.
 */
export function QuestionsTab({ sessionId, presenterHref }: { sessionId: number; presenterHref: string }) {
  const { t } = useTranslation('session');
  const { api } = useClient();
  const calls = useMemo(() => questionCalls(api, sessionId), [api, sessionId]);
  const live = useLiveQuestions(calls);
  const [order, setOrder] = useState<Order>('votes');
  const [failure, setFailure] = useState<string | null>(null);
  const { reply } = live;

  if (live.failure) return <Alert tone="error">{live.failure}</Alert>;
  if (!reply) return <Muted>{t('questions.loading')}</Muted>;

  const statusOf = (id: string) =>
    [...reply.questions, ...reply.mine, ...reply.queue].find((q) => q.id === id)?.status ?? null;
  const shown = order === 'votes' ? reply.questions : [...reply.questions].sort(newestFirst);
  const voted = new Set(reply.voted);
  const act = (fn: () => Promise<unknown>) =>
    fn().then(
      () => setFailure(null),
      (err: Error) => setFailure(err.message),
    );
  const vote = (id: string) => (on: boolean) =>
    act(() => calls.vote(id, on).then((r) => live.voted(id, r.voted, r.votes)));
  const moderate = reply.moderator
    ? (id: string) => (req: ModerationRequest) => act(() => calls.moderate(id, req).then(live.reload))
    : undefined;
  const open = [...reply.questions, ...reply.queue];

  return (
    <section data-testid="questions" aria-label={t('session.tabs.questions')}>
      <QuestionsRoom room={reply.room} onUpdate={live.applyUpdate} />
      <QuestionComposer
        calls={calls}
        anonymousAllowed={reply.anonymous_allowed}
        onAsked={live.asked}
        statusOf={statusOf}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {reply.moderator && (
        <section data-testid="question-queue" aria-label={t('questions.queue')}>
          <Bar>
            <h3>{t('questions.queue')}</h3>
            <a href={presenterHref}>{t('questions.presenterView')}</a>
          </Bar>
          {reply.queue.length === 0 ? (
            <Muted>{t('questions.queueEmpty')}</Muted>
          ) : (
            <List>
              {reply.queue.map((q) => (
                <QuestionCard
                  key={q.id}
                  question={q}
                  voted={false}
                  canVote={false}
                  onModerate={moderate?.(q.id)}
                  mergeTargets={open.filter((o) => o.id !== q.id)}
                />
              ))}
            </List>
          )}
        </section>
      )}
      {reply.mine.length > 0 && (
        <section aria-label={t('questions.mine')} data-testid="my-questions">
          <h3>{t('questions.mine')}</h3>
          <List>
            {reply.mine.map((q) => (
              <QuestionCard key={q.id} question={q} voted={false} canVote={false} />
            ))}
          </List>
        </section>
      )}
      <Bar role="group" aria-label={t('questions.order')}>
        {ORDERS.map(([id, label]) => (
          <Button
            key={id}
            type="button"
            $variant={order === id ? 'primary' : 'secondary'}
            aria-pressed={order === id}
            onClick={() => setOrder(id)}
          >
            {t(label)}
          </Button>
        ))}
      </Bar>
      {shown.length === 0 ? (
        <Muted>{t('questions.empty')}</Muted>
      ) : (
        <List data-testid="approved-questions">
          {shown.map((q) => (
            <QuestionCard
              key={q.id}
              question={q}
              voted={voted.has(q.id)}
              canVote
              onVote={vote(q.id)}
              onModerate={moderate?.(q.id)}
              mergeTargets={shown.filter((o) => o.id !== q.id)}
            />
          ))}
        </List>
      )}
    </section>
  );
}
