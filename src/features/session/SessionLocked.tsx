import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SessionId } from '../../../schemas/ids';
import type { SignedInUser } from '../../../schemas/user';
import { useProgram } from '../../program/store';
import { Alert } from '../../ui/Alert';
import { PageTitle } from '../../ui/PageTitle';
import { Box } from './parts';

/**
 * A session the server refused to this user (000 §5: its id is not in their session_access_array), shown at
 * its own address: its title when the program lists it, why it is closed, and for a limited-access attendee
 * the event's upgrade link (its text is the frame's limited-access notice, right above).
 */
export function SessionLocked({
  sessionId,
  user,
  settings,
}: {
  sessionId: SessionId;
  user: SignedInUser;
  settings: EventConfig;
}) {
  const { t } = useTranslation();
  const program = useProgram();
  const listed =
    program.status === 'ready'
      ? program.snapshot.items.find((i) => i.internal_type === 'session' && i.session_id === sessionId)
      : undefined;
  const heading = listed?.title ?? t('session.locked');
  const upgrade = user.limited_access_attendee ? settings.limited_access_config : undefined;
  return (
    <Box data-testid="session-locked">
      <PageTitle page={heading} />
      <h1>{heading}</h1>
      <Alert tone="warning" title={t('session.locked')}>
        <p>{t('session.lockedWhy')}</p>
        {upgrade?.url ? (
          <p>
            <a href={upgrade.url} target="_blank" rel="noopener noreferrer">
              {upgrade.button_text || t('shell.limitedAccessButton')}
            </a>
          </p>
        ) : null}
      </Alert>
      <p>
        <Link href="/main/sessions">{t('session.backToProgram')}</Link>
      </p>
    </Box>
  );
}
