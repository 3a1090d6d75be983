import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModerationRequest, Question } from '../../../schemas/questions';
import { Button } from '../../ui/Button';
import { htmlToText } from '../../ui/plainText';
import { SafeHtml } from '../../ui/SafeHtml';

const Card = styled.li<{ $pinned: boolean }>`
  list-style: none;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $pinned }) => ($pinned ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;
const Votes = styled.div`
  display: grid;
  justify-items: center;
  align-content: start;
  min-width: 48px;
`;
const Meta = styled.div`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
  select {
    font: inherit;
    min-height: 40px;
    max-width: 100%;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** One question: its text, asker (or Anonymous), upvotes, standing, and the chair's actions on it. */
export function QuestionCard({
  question: q,
  voted,
  canVote,
  onVote,
  onModerate,
  mergeTargets,
}: {
  question: Question;
  voted: boolean;
  canVote: boolean;
  onVote?: (on: boolean) => void;
  /** Only for the session's moderators. */
  onModerate?: (req: ModerationRequest) => void;
  mergeTargets?: readonly Question[];
}) {
  const { t } = useTranslation('session');
  const who = q.author ? `${q.author.firstname} ${q.author.lastname}`.trim() : t('questions.anonymousAsker');
  return (
    <Card $pinned={q.pinned} data-question={q.id} data-status={q.status}>
      <Votes>
        <strong data-votes>{q.votes}</strong>
        {canVote && onVote && (
          <Button
            type="button"
            $variant="secondary"
            aria-pressed={voted}
            aria-label={t('questions.upvote')}
            onClick={() => onVote(!voted)}
          >
            ▲
          </Button>
        )}
      </Votes>
      <div>
        <div data-question-body>
          <SafeHtml html={q.body} />
        </div>
        <Meta>
          {who}
          {q.pinned && ` · ${t('questions.onStage')}`}
          {q.status !== 'approved' && ` · ${t(`questions.status.${q.status}`)}`}
        </Meta>
        {onModerate && (
          <Actions>
            {q.status === 'pending' && (
              <Button type="button" onClick={() => onModerate({ action: 'approve' })}>
                {t('questions.approve')}
              </Button>
            )}
            {q.status !== 'answered' && (
              <Button type="button" $variant="secondary" onClick={() => onModerate({ action: 'answer' })}>
                {t('questions.markAnswered')}
              </Button>
            )}
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onModerate({ action: q.pinned ? 'unpin' : 'pin' })}
            >
              {t(q.pinned ? 'questions.unpin' : 'questions.pin')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => onModerate({ action: 'dismiss' })}>
              {t('questions.dismiss')}
            </Button>
            {mergeTargets && mergeTargets.length > 0 && (
              <select
                aria-label={t('questions.mergeInto')}
                value=""
                onChange={(e) => e.target.value && onModerate({ action: 'merge', into: e.target.value })}
              >
                <option value="">{t('questions.mergeInto')}</option>
                {mergeTargets.map((m) => (
                  <option key={m.id} value={m.id}>
                    {htmlToText(m.body).slice(0, 60)}
                  </option>
                ))}
              </select>
            )}
          </Actions>
        )}
      </div>
    </Card>
  );
}
