import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SessionItem } from '../../../schemas/sessionItem';
import { on } from '../../program/items';
import { LivePolls } from './LivePolls';
import { Muted } from './parts';

const Frame = styled.iframe`
  width: 100%;
  min-height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The embedded tool's address when live_participation names one (https only), else null. */
export function participationToolOf(session: SessionItem): string | null {
  const value = session.live_config_object?.live_participation;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The Live Participation tab: the configured tool in a sandboxed frame (its origin must be among the content
 * security policy's embed origins), or the session's built-in polls when it has polling.
 */
export function LiveParticipationTab({ session }: { session: SessionItem }) {
  const { t } = useTranslation();
  const tool = participationToolOf(session);
  if (tool)
    return (
      <Frame
        src={tool}
        title={t('session.tabs.liveParticipation')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        data-testid="participation-tool"
      />
    );
  if (on(session.live_config_object?.has_polling)) return <LivePolls sessionId={session.session_id} />;
  return <Muted>{t('session.empty')}</Muted>;
}
