import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Main = styled.div`
  h1 { margin-top: 0; }
`;

/** The lobby home (000 §2). For now: the welcome; the columns, feed and program tabs come with the lobby. */
export function LobbyPage({ firstName, title }: { firstName: string; title: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Main data-state="lobby">
      <h1>{firstName ? t('lobby.welcomeName', { name: firstName }) : t('lobby.welcome')}</h1>
      {title ? <p>{t('lobby.intro', { title })}</p> : null}
    </Main>
  );
}
