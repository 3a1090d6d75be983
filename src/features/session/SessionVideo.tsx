import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../i18n/dates';
import styled from 'styled-components';
import { sessionTimingMachine } from '../../../machines/sessionTiming';
import { sessionTimingView } from '../../../machines/sessionTiming.view';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import { useNow } from '../../program/ClockProvider';
import { timingInput } from '../../program/items';
import { useClient } from '../../browser/clientContext';
import type { Preroll } from '../../ui/adPlacements';
import { PrerollVideo } from './PrerollVideo';
import { LiveViewing } from './LiveViewing';
import { TrackedVideo } from './TrackedVideo';
import { videoAccess } from './videoAccess';

const Released = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoBg};
  font-weight: 600;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The video of an item, or why it cannot be played now. */
export function SessionVideo({
  item,
  user,
  timeZone,
  preroll = null,
  token,
}: {
  item: SessionItem;
  user: SignedInUser;
  timeZone: string;
  /** The pre-roll ad before on-demand video, when the event has one. */
  preroll?: Preroll | null;
  /** The sign-in token: a live stream on screen counts the user among its viewers. */
  token?: string;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useClient();
  const logWatching = (id: string, seconds: number) => {
    void api
      .analytics({
        action: 'watching_video',
        page: 'session',
        entity_type: 'session',
        entity_id: id,
        seconds,
      })
      .catch(() => undefined);
  };
  const [snapshot, send] = useMachine(
    sessionTimingMachine.provide({ actions: { reloadPage: () => window.location.reload() } }),
    { inspect, input: timingInput(item, Date.now(), timeZone) },
  );
  const now = useNow();
  useEffect(() => send({ type: 'CLOCK.TICK', now }), [send, now]);
  const view = sessionTimingView(snapshot);
  const countdown = view.releaseCountdown;
  const access = videoAccess(item, user, view);
  switch (access.kind) {
    case 'none':
      return null;
    case 'notYet':
      return <Muted>{t('session.noVideoYet')}</Muted>;
    case 'passNoAccess':
      return (
        <Muted role="note" data-testid="pass-no-access">
          {t('session.passNoAccess')}
        </Muted>
      );
    case 'unavailable': {
      const tag = view.accessDayMessage ?? view.releaseTag;
      return (
        <>
          <Muted role="note" data-testid="release-tag">
            {tag ? t(tag.key, tag.params) : t('session.noVideoYet')}
          </Muted>
          {countdown && !view.accessDayMessage ? (
            <Muted data-testid="release-countdown">
              {t('session.onDemand.releasesIn', { duration: formatDuration(countdown, i18n.language) })}
            </Muted>
          ) : null}
        </>
      );
    }
    case 'play': {
      const video = access.source === 'onDemand' ? item.video_links_array?.[0] : undefined;
      const live = item.live_config_object;
      const player = (autoplay: boolean) => (
        <TrackedVideo
          item={item}
          user={user}
          kind={video ? 'ondemand' : 'live'}
          href={video?.href ?? live?.session_video_url ?? ''}
          low={video ? undefined : live?.session_video_url_low}
          medium={video ? undefined : live?.session_video_url_medium}
          poster={video?.image_url ?? live?.image_url}
          transcript={video?.transcript}
          length={video?.duration}
          autoplay={autoplay}
          onWatching={(seconds) => logWatching(item._id, seconds)}
        />
      );
      return (
        <>
          {view.releaseTag?.key === 'session.onDemand.availableNow' ? (
            <Released data-testid="release-tag">{t(view.releaseTag.key)}</Released>
          ) : null}
          {video ? (
            // The pre-roll plays before on-demand video only (001 §2); a live stream starts at once.
            <PrerollVideo preroll={preroll} isAdmin={user.is_admin} sessionId={item._id} main={player} />
          ) : (
            <>
              {token ? <LiveViewing token={token} sessionId={item.session_id} /> : null}
              {player(false)}
            </>
          )}
        </>
      );
    }
  }
}
