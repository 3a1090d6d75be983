import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { breakoutRoomMachine } from '../../../machines/breakoutRoom';
import { breakoutRoomView } from '../../../machines/breakoutRoom.view';
import type { SessionItem } from '../../../schemas/sessionItem';
import { breakoutRoomOf } from '../../../schemas/videoRoom';
import { inspect } from '../../browser/inspection';
import { isPersonOf, on } from '../../program/items';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { JoinLink } from '../../ui/JoinLink';
import { Box, Row, Tag } from './parts';

type BreakoutRoom = NonNullable<
  NonNullable<SessionItem['live_config_object']>['session_breakout_rooms']
>[number];

/**
 * A session's internal breakout rooms (000 §4 "Breakout room"), each with its Join: disabled until 10 minutes
 * before the start, 'Room Full' at the room's capacity for users who are not admin, author or chair, and gone
 * 24 hours after the end.
 */
export function BreakoutRoomsPanel({
  session,
  isAdmin,
  uuid,
  roomPath,
}: {
  session: SessionItem;
  isAdmin: boolean;
  uuid: string;
  /** The address of a breakout room's screen. */
  roomPath: (sessionId: number, roomId: string) => string;
}) {
  const { t } = useTranslation('calls');
  const live = session.live_config_object;
  const rooms = on(live?.has_breakout_room) ? (live?.session_breakout_rooms ?? []) : [];
  const { start_time_unix: start, end_time_unix: end } = session;
  if (rooms.length === 0 || start === undefined || end === undefined) return null;
  const isPrivileged = isAdmin || isPersonOf(session, uuid);
  return (
    <Box aria-labelledby="breakout-rooms-heading" data-testid="breakout-rooms">
      <h3 id="breakout-rooms-heading">{t('rooms.breakoutRooms')}</h3>
      <ul>
        {rooms.map((room) => (
          <BreakoutRoomRow
            key={String(room.id)}
            room={room}
            sessionId={session.session_id}
            start={start}
            end={end}
            isPrivileged={isPrivileged}
            href={roomPath(session.session_id, String(room.id))}
          />
        ))}
      </ul>
    </Box>
  );
}

function BreakoutRoomRow({
  room,
  sessionId,
  start,
  end,
  isPrivileged,
  href,
}: {
  room: BreakoutRoom;
  sessionId: number;
  start: number;
  end: number;
  isPrivileged: boolean;
  href: string;
}) {
  const { t } = useTranslation('calls');
  const participants = usePresenceCount(breakoutRoomOf(sessionId, String(room.id)));
  const [snapshot, send] = useMachine(breakoutRoomMachine, {
    inspect,
    input: { now: Date.now(), start, end, capacity: room.capacity ?? null, participants, isPrivileged },
  });
  useEffect(() => send({ type: 'PARTICIPANTS.CHANGE', count: participants }), [send, participants]);
  const view = breakoutRoomView(snapshot);
  if (!view.visible) return null;
  const name = `${t(view.joinLabel)} · ${room.label}`;
  return (
    <li data-state={view.state}>
      <Row>
        <span>{room.label}</span>
        {view.isLive && <Tag $tone="live">{t('program.live')}</Tag>}
        <JoinLink href={href} enabled={view.canJoin} aria-label={name}>
          {t(view.joinLabel)}
        </JoinLink>
      </Row>
    </li>
  );
}
