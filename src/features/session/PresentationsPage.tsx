import { useDisplayZone } from '../../myEvent/displayZone';
import type { SessionId } from '../../../schemas/ids';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { EventConfig } from '../../../schemas/eventConfig';
import { itemPath } from '../../program/itemPaths';
import { useProgram } from '../../program/store';
import { visibleAssessmentsOf } from './assessments';
import { Box, Muted, timeRange } from './parts';
import { PresentationEntry } from './PresentationEntry';
import { SessionLocked } from './SessionLocked';
import { useSessionItems } from './useSessionItems';
import type { SignedInUser } from '../../../schemas/user';
import { PageTitle } from '../../ui/PageTitle';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 720px;
`;

/**
 * The presentation list at /main/sessions/presentations/{id}: the session and its abstracts and program
 * items, as the session page's side list shows them, on a page of their own; each entry opens the session
 * detail at that item.
 */
export function PresentationsPage({
  sessionId,
  user,
  settings,
  notFound,
}: {
  sessionId: SessionId;
  user: SignedInUser;
  settings: EventConfig;
  notFound: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const program = useProgram();
  const [, navigate] = useLocation();
  const loaded = useSessionItems(sessionId);
  const timeZone = program.status === 'ready' ? program.snapshot.timezone : (settings.timezone ?? 'UTC');
  const shownZone = useDisplayZone(timeZone);

  if (loaded.status === 'loading') return <Muted>{t('common.loading')}</Muted>;
  if (loaded.status === 'notFound') return <>{notFound}</>;
  if (loaded.status === 'locked')
    return <SessionLocked sessionId={sessionId} user={user} settings={settings} />;
  if (loaded.status === 'failed')
    return (
      <Box role="alert">
        <p>{loaded.message}</p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </Box>
    );
  const { session, children } = loaded;
  const viewer = { uuid: user.uuid, isAdmin: user.is_admin, badges: user.badges };
  return (
    <section data-testid="presentations-page" aria-labelledby="presentations-title">
      <PageTitle page={session.title} />
      <h1 id="presentations-title">{session.title}</h1>
      <h2>{t('session.presentations')}</h2>
      {session.start_time_unix !== undefined && (
        <p>{timeRange(session.start_time_unix, session.end_time_unix, shownZone, i18n.language)}</p>
      )}
      <List>
        {[session, ...children].map((item) => (
          <li key={item._id}>
            <PresentationEntry
              item={item}
              selected={false}
              timeZone={shownZone}
              assessments={visibleAssessmentsOf(item, settings, viewer, session)}
              onOpen={(i) => navigate(itemPath(i))}
            />
          </li>
        ))}
      </List>
      {children.length === 0 && <Muted>{t('session.empty')}</Muted>}
      <p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </p>
    </section>
  );
}
