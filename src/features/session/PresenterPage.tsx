import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Question, QuestionsUpdate } from '../../../schemas/questions';
import { questionCalls } from '../../api/questionCalls';
import { useClient } from '../../browser/clientContext';
import { PageTitle } from '../../ui/PageTitle';
import { SafeHtml } from '../../ui/SafeHtml';
import { QuestionsRoom } from './QuestionsRoom';

const Screen = styled.main`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  align-content: center;
  gap: 4vh;
  padding: 6vh 6vw;
  background: #10141c;
  color: #ffffff;
  overflow: auto;
  h1 {
    font-size: clamp(1.25rem, 3vw, 2.5rem);
    font-weight: 400;
    margin: 0;
    color: #d0d6e2;
  }
`;
const Big = styled.div`
  font-size: clamp(2rem, 6vw, 5rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;
const Who = styled.p`
  font-size: clamp(1.25rem, 3vw, 2.5rem);
  color: #d0d6e2;
  margin: 0;
`;

/**
 * The presenter view for the room's screen in a hybrid event: full screen, large type, the question the chair
 * pinned (live: the pinned one of each update).
 */
export function PresenterPage({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('session');
  const { api } = useClient();
  const calls = useMemo(() => questionCalls(api, sessionId), [api, sessionId]);
  const [state, setState] = useState<{ title: string; room: string; question: Question | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    calls.pinned().then(setState, (err: Error) => setFailure(err.message));
  }, [calls]);
  const onUpdate = useCallback(
    (u: QuestionsUpdate) =>
      setState((s) => (s ? { ...s, question: u.questions.find((q) => q.pinned) ?? null } : s)),
    [],
  );
  const q = state?.question ?? null;
  const who = q?.author ? `${q.author.firstname} ${q.author.lastname}`.trim() : t('questions.anonymousAsker');
  return (
    <Screen data-testid="presenter-view" data-pinned={q?.id ?? ''}>
      <PageTitle page={t('questions.presenterView')} />
      {state && <QuestionsRoom room={state.room} onUpdate={onUpdate} />}
      <h1>{state?.title ?? ''}</h1>
      {failure ? (
        <Big role="alert">{failure}</Big>
      ) : q ? (
        <>
          <Big>
            <SafeHtml html={q.body} />
          </Big>
          <Who>{who}</Who>
        </>
      ) : (
        <Big>{state ? t('questions.nothingPinned') : t('questions.loading')}</Big>
      )}
    </Screen>
  );
}
