import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { RoomJoinReply } from '../../../schemas/videoRoom';
import { itemPath } from '../../program/itemPaths';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { RoomBar, RoomPageLayout } from '../../rooms/RoomPageLayout';
import { VideoRoom } from '../../rooms/VideoRoom';
import { Loading } from '../../ui/Loading';
import { StatusPage } from '../../ui/StatusPage';
import { PageTitle } from '../../ui/PageTitle';
import { useResourceLoad } from '../../ui/useResourceLoad';

/** Which room of the session the page is: its office hours, or one of its breakout rooms. */
export type SessionRoom = { kind: 'officeHour' } | { kind: 'breakout'; roomId: string };

export interface SessionRoomPageProps {
  sessionId: number;
  room: SessionRoom;
  /** The session as the user may see it (the access-checked filter call). */
  loadSession: (signal: AbortSignal) => Promise<SessionItem>;
  /** Asks the API to let the user into the room. */
  join: () => Promise<RoomJoinReply>;
  /** The room's presence room in "/officeHours", where its people are counted. */
  presenceRoom: string;
  notFound: React.ReactNode;
}

const breakoutLabel = (session: SessionItem, roomId: string) =>
  session.live_config_object?.session_breakout_rooms?.find((r) => String(r.id) === roomId)?.label ?? null;

/**
 * The video room of a session's office hours (/main/video-room/{sessionId}) or of one of its breakout rooms
 * (/main/breakout-room/{sessionId}/{roomId}): the session's title, Back to the session, how many are in the room
 * (the relay's count of its presence room, which the page joins while in the room) and the room itself.
 */
export function SessionRoomPage({
  sessionId,
  room,
  loadSession,
  join,
  presenceRoom,
  notFound,
}: SessionRoomPageProps) {
  const { t } = useTranslation('calls');
  const [, navigate] = useLocation();
  const { view } = useResourceLoad(loadSession);
  const inRoom = usePresenceCount(presenceRoom);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'notFound') return <>{notFound}</>;
  if (view.status === 'forbidden' || view.status === 'failed') {
    return (
      <StatusPage state="error">
        <PageTitle page={t('rooms.meetingError')} />
        <h1>{t('rooms.meetingError')}</h1>
        <p>{view.status === 'failed' ? view.message : t('program.locked')}</p>
        <p>
          <Link href={itemPath({ internal_type: 'session', session_id: sessionId })}>{t('rooms.back')}</Link>
        </p>
      </StatusPage>
    );
  }
  const session = view.value;
  const label = room.kind === 'breakout' ? breakoutLabel(session, room.roomId) : null;
  if (room.kind === 'breakout' && label === null) return <>{notFound}</>;
  const title =
    room.kind === 'breakout'
      ? t('rooms.breakout', { room: label, title: session.title })
      : t('rooms.officeHour', { title: session.title });
  const back = itemPath(session);
  return (
    <RoomPageLayout data-testid="session-room">
      <RoomBar>
        <Link href={back}>{t('rooms.back')}</Link>
        <p data-testid="room-occupancy" aria-live="polite">
          {t('rooms.occupancy', { count: inRoom })}
        </p>
      </RoomBar>
      <VideoRoom title={title} join={join} onLeave={() => navigate(back)} presenceRoom={presenceRoom} />
    </RoomPageLayout>
  );
}
