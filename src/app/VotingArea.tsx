import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VotingFormReply, VotingFormsReply } from '../../schemas/voting';
import { votingCalls } from '../api/votingCalls';
import { useClient } from '../browser/clientContext';
import { VotingFormPage } from '../features/voting/VotingFormPage';
import { VotingFormsPage } from '../features/voting/VotingFormsPage';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import { PageTitle } from '../ui/PageTitle';
import { useResourceLoad } from '../ui/useResourceLoad';
import { VOTING_PATH } from './screens';
import { useScreenTexts } from '../i18n/useScreenTexts';

/** Abstract voting: the forms at /main/voting and one form at /main/voting/{formId}. */
export function VotingArea({ formId }: { formId: string | null }) {
  useScreenTexts('voting');
  const { t } = useTranslation('voting');
  const { api } = useClient();
  const calls = useMemo(() => votingCalls(api), [api]);
  const { view, retry } = useResourceLoad<VotingFormsReply | VotingFormReply>(() =>
    formId === null ? calls.forms() : calls.form(formId),
  );
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') {
    return (
      <>
        <PageTitle page={t('voting.title')} />
        <h1>{t('voting.title')}</h1>
        <LoadFailedAlert view={view} retry={retry} title={t('voting.loadFailed')} />
      </>
    );
  }
  const value = view.value;
  return 'abstracts' in value ? (
    <VotingFormPage reply={value} calls={calls} backHref={VOTING_PATH} />
  ) : (
    <VotingFormsPage reply={value} />
  );
}
