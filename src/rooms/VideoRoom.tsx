import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoRoomView } from '../../machines/videoRoom.view';
import { BUILTIN_ROOM_MAX, type RoomJoinReply } from '../../schemas/videoRoom';
import { useSession } from '../app/session';
import { inspect } from '../browser/inspection';
import { joinRoom } from '../realtime/joinRoom';
import { usePresenceRoom } from '../realtime/usePresenceCount';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { PageTitle } from '../ui/PageTitle';
import { liveVideoRoomMachine } from './videoRoom.live';
import { RoomControls, RoomStage, VideoGrid } from './VideoGrid';

/**
 * A video room of office hours, a breakout room or a lounge: 'Connecting...' while joining, the videos of
 * everyone in it (the user's own last), 'Meeting Error' with Retry when the join failed (000 §8), and Leave.
 * The room is left when the component goes (the page closes or the address changes). With `presenceRoom`, the
 * user is in that room of the surrounding presence counts while in the video room, where the relay counts them.
 */
export function VideoRoom({
  title,
  join,
  onLeave,
  onRemoved,
  presenceRoom,
  notice,
}: {
  title: string;
  join: () => Promise<RoomJoinReply>;
  onLeave?: () => void;
  /** A moderator removed the user (or the room refuses them after a removal): a page may then move them out. */
  onRemoved?: () => void;
  presenceRoom?: string;
  /** What the page says of the room under its title (a booth's room: whether its staff member is there). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('calls');
  const { session } = useSession();
  // The machine is made once; it calls the latest functions the page gave.
  const latest = useRef({ join, onLeave, onRemoved });
  latest.current = { join, onLeave, onRemoved };
  const [machine] = useState(() =>
    liveVideoRoomMachine({
      token: session?.token ?? '',
      join: () => latest.current.join(),
      joinRoom,
      noMediaMessage: t('rooms.noMedia'),
      meshFullMessage: t('rooms.meshFull', { max: BUILTIN_ROOM_MAX }),
      leftRoom: () => latest.current.onLeave?.(),
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect });
  const view = videoRoomView(snapshot);
  usePresenceRoom(view.status === 'inRoom' ? (presenceRoom ?? null) : null);
  const removed = view.status === 'removed';
  useEffect(() => {
    if (removed) latest.current.onRemoved?.();
  }, [removed]);
  return (
    <RoomStage
      as="section"
      data-testid="video-room"
      data-state={view.status}
      aria-labelledby="video-room-title"
    >
      <PageTitle page={title} />
      <h1 id="video-room-title">{title}</h1>
      {notice}
      {view.status === 'joining' && <p role="status">{t('rooms.connecting')}</p>}
      {view.status === 'failed' && (
        <Alert tone="error">
          <h2>{t('rooms.meetingError')}</h2>
          <p>
            {t('rooms.failedToJoin', {
              message: view.full ? t('rooms.roomFull') : (view.message ?? t('rooms.unknownError')),
            })}
          </p>
        </Alert>
      )}
      {view.status === 'left' && <p role="status">{t('rooms.left')}</p>}
      {view.status === 'removed' && (
        <Alert tone="error">
          <p>{t('rooms.removed')}</p>
        </Alert>
      )}
      {view.mutedByModerator && <p role="status">{t('rooms.mutedByModerator')}</p>}
      {view.status === 'inRoom' && (
        <VideoGrid
          room={view.room}
          peer={(i) => ({ label: t('rooms.participantVideo', { n: i + 1 }), caption: '' })}
          controls={
            view.canModerate
              ? (peerId, i) => (
                  <RoomControls>
                    <Button type="button" onClick={() => send({ type: 'PEER.MUTE', peerId })}>
                      {t('rooms.muteParticipant', { n: i + 1 })}
                    </Button>
                    <Button type="button" onClick={() => send({ type: 'PEER.REMOVE', peerId })}>
                      {t('rooms.removeParticipant', { n: i + 1 })}
                    </Button>
                  </RoomControls>
                )
              : undefined
          }
        />
      )}
      <RoomControls>
        {view.canToggleMicrophone && (
          <Button
            type="button"
            aria-pressed={!view.microphoneOn}
            data-microphone={view.microphoneOn ? 'on' : 'off'}
            onClick={() => send({ type: 'MICROPHONE.TOGGLE' })}
          >
            {t('rooms.muteMicrophone')}
          </Button>
        )}
        {view.canRetry && (
          <Button type="button" onClick={() => send({ type: 'RETRY' })}>
            {t('common.retry')}
          </Button>
        )}
        {view.canLeave && (
          <Button type="button" onClick={() => send({ type: 'LEAVE' })}>
            {t('rooms.leave')}
          </Button>
        )}
      </RoomControls>
    </RoomStage>
  );
}
