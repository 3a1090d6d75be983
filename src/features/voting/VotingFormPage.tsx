import { useMachine } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { votingView } from '../../../machines/voting.view';
import type { VotingFormReply } from '../../../schemas/voting';
import type { VotingCalls } from '../../api/votingCalls';
import { inspect } from '../../browser/inspection';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PageTitle } from '../../ui/PageTitle';
import { searchAbstracts } from './searchAbstracts';
import { liveVoting } from './voting.live';
import { ButtonLink, Card, Cards, Page, Saved } from './votingParts';

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 480px;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Presenter = styled.p`
  margin: 0;
`;

/**
 * One voting form (002 §2 "Voting", §5): a search box and the form's abstracts (title, presenter) with Vote; a
 * vote asks 'Do you confirm your vote?' (Yes/No) and ends on the success or warning screen with Go Back.
 */
export function VotingFormPage({
  reply,
  calls,
  backHref,
}: {
  reply: VotingFormReply;
  calls: VotingCalls;
  backHref: string;
}) {
  const { t } = useTranslation('voting');
  const [logic] = useState(() => liveVoting(calls, reply.form.id));
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { offered: reply.abstracts.map((a) => a.ab_id), vote: reply.vote, canVote: reply.can_vote },
  });
  const view = votingView(snapshot);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchAbstracts(reply.abstracts, query), [reply.abstracts, query]);
  const searchId = useId();
  const titleOf = (abid: number | null) => reply.abstracts.find((a) => a.ab_id === abid)?.title ?? '';
  const { form } = reply;

  if (view.result) {
    const saved = view.result.kind === 'saved';
    return (
      <Page data-testid="voting-form" data-state={view.state}>
        <PageTitle page={form.label} />
        <h1>{form.label}</h1>
        <div data-testid="voting-result" data-kind={view.result.kind}>
          <Alert tone={saved ? 'info' : 'warning'} title={t(view.result.textKey)}>
            {saved && view.vote !== null ? (
              <p>
                {t('voting.yourVote')}: {titleOf(view.vote)}
              </p>
            ) : null}
            {view.failure ? <p>{view.failure}</p> : null}
          </Alert>
          <Actions>
            <ButtonLink href={backHref} $variant="secondary" data-testid="voting-back">
              {t('voting.goBack')}
            </ButtonLink>
          </Actions>
        </div>
      </Page>
    );
  }

  return (
    <Page data-testid="voting-form" data-state={view.state}>
      <PageTitle page={form.label} />
      <h1>{form.label}</h1>
      {form.custom_text ? <p>{form.custom_text}</p> : null}
      {reply.can_vote ? null : <Alert tone="info">{t('voting.notAllowed')}</Alert>}
      <Search>
        <label htmlFor={searchId}>{t('voting.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          data-testid="voting-search"
          onChange={(e) => setQuery(e.target.value)}
        />
      </Search>
      {reply.abstracts.length === 0 ? (
        <p>{t('voting.noAbstracts')}</p>
      ) : shown.length === 0 ? (
        <p role="status">{t('voting.noResults')}</p>
      ) : (
        <Cards aria-label={t('voting.abstracts', { count: shown.length })}>
          {shown.map((a) => (
            <Card key={a.ab_id} data-testid="voting-abstract" data-abid={a.ab_id}>
              <h2>{a.title}</h2>
              {a.presenter ? (
                <Presenter>
                  {t('voting.presenter')}: {a.presenter}
                </Presenter>
              ) : null}
              {reply.can_vote ? (
                <Button
                  type="button"
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={t('voting.voteFor', { title: a.title })}
                  disabled={!view.canPick}
                  onClick={() => send({ type: 'VOTE.PICK', abid: a.ab_id })}
                >
                  {t('voting.vote')}
                </Button>
              ) : null}
            </Card>
          ))}
        </Cards>
      )}
      <Modal
        open={view.confirming !== null}
        title={t('voting.confirm')}
        onClose={() => send({ type: 'VOTE.CANCEL' })}
      >
        <div data-testid="voting-confirm">
          <Saved as="p">{titleOf(view.confirming)}</Saved>
          <Actions>
            <Button type="button" disabled={view.busy} onClick={() => send({ type: 'VOTE.CONFIRM' })}>
              {view.busy ? t('voting.saving') : t('voting.yes')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={view.busy}
              onClick={() => send({ type: 'VOTE.CANCEL' })}
            >
              {t('voting.no')}
            </Button>
          </Actions>
        </div>
      </Modal>
    </Page>
  );
}
