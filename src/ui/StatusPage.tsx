import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { InsideMainLandmark } from './landmarks';

const Page = styled.main`
  min-height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
`;
const Card = styled.div`
  max-width: 560px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(8)};
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
`;

/** A whole-screen message: closed site, app not enabled, page not found, loading. */
export function StatusPage({ state, children }: { state: string; children: ReactNode }) {
  const insideMain = useContext(InsideMainLandmark);
  return (
    <Page data-state={state} as={insideMain ? 'div' : 'main'}>
      <Card>{children}</Card>
    </Page>
  );
}

/** The page of an event whose app is not enabled, naming whom to contact when the event says. */
export function AppDisabledPage({ state, contact }: { state: string; contact: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <StatusPage state={state}>
      <p>{contact ? t('closing.appDisabled', { contact }) : t('closing.appDisabledNoContact')}</p>
    </StatusPage>
  );
}
