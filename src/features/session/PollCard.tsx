import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pollCardView } from '../../../machines/poll.view';
import type { PollView } from '../../../schemas/poll';
import type { PollCalls } from '../../api/pollCalls';
import { inspect } from '../../browser/inspection';
import { Button } from '../../ui/Button';
import { livePoll } from './poll.live';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;
const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;
const Options = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    overflow-wrap: anywhere;
  }
`;
const OptionLine = styled.div`
  overflow-wrap: anywhere;
`;
const Track = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
  height: 10px;
  margin-top: ${({ theme }) => theme.space(1)};
`;
const Fill = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  height: 100%;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** One poll: its options to tick and vote (while open), the result bars when shown, a moderator's moves. */
export function PollCard({
  poll,
  mine,
  moderator,
  canVote,
  calls,
}: {
  poll: PollView;
  mine: readonly number[] | null;
  moderator: boolean;
  canVote: boolean;
  calls: PollCalls;
}) {
  const { t } = useTranslation('session');
  const [logic] = useState(() => livePoll(calls, poll.id));
  const [snapshot, send] = useMachine(logic, { inspect, input: { poll, mine, moderator, canVote } });
  useEffect(() => send({ type: 'POLL.UPDATE', poll }), [poll, send]);
  const view = pollCardView(snapshot);
  const name = `poll-${poll.id}`;
  return (
    <Card data-testid="poll" data-state={view.state} aria-labelledby={`${name}-q`}>
      <h3 id={`${name}-q`}>{view.question}</h3>
      <Status>
        {t(view.statusKey)}
        {view.voters !== null && ` · ${t('polls.voters', { count: view.voters })}`}
      </Status>
      <Options>
        {view.options.map((o) => (
          <li key={o.index} data-testid="poll-option">
            {view.canChoose ? (
              <label>
                <input
                  type={view.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={o.chosen}
                  onChange={() => send({ type: 'POLL.CHOOSE', option: o.index })}
                />
                <span>{o.label}</span>
                {o.count !== null && (
                  <span data-testid="poll-count">
                    {' '}
                    {o.count} ({o.percent}%)
                  </span>
                )}
              </label>
            ) : (
              <OptionLine>
                <span>{o.label}</span>
                {o.chosen && <span> ✓</span>}
                {o.count !== null && (
                  <span data-testid="poll-count">
                    {' '}
                    {o.count} ({o.percent}%)
                  </span>
                )}
              </OptionLine>
            )}
            {o.percent !== null && (
              <Track
                role="meter"
                aria-label={o.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={o.percent}
                data-testid="poll-bar"
              >
                <Fill style={{ width: `${o.percent}%` }} />
              </Track>
            )}
          </li>
        ))}
      </Options>
      {view.failure && <Failure role="alert">{view.failure}</Failure>}
      <Actions>
        {view.canChoose && (
          <Button type="button" disabled={!view.canVote} onClick={() => send({ type: 'POLL.VOTE' })}>
            {view.voted ? t('polls.changeVote') : t('polls.vote')}
          </Button>
        )}
        {view.canOpen && (
          <Button type="button" onClick={() => send({ type: 'POLL.OPEN' })}>
            {t('polls.open')}
          </Button>
        )}
        {view.canClose && (
          <Button type="button" $variant="secondary" onClick={() => send({ type: 'POLL.CLOSE' })}>
            {t('polls.close')}
          </Button>
        )}
        {view.canShowResults && (
          <Button type="button" onClick={() => send({ type: 'POLL.SHOW_RESULTS' })}>
            {t('polls.showResults')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
