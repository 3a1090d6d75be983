import { useMemo } from 'react';
import { breakoutRoomOf, officeHourRoomOf } from '../../schemas/videoRoom';
import { programCalls } from '../api/programCalls';
import { ApiError } from '../api/client';
import { videoRooms } from '../api/videoRooms';
import { useClient } from '../browser/clientContext';
import { type SessionRoom, SessionRoomPage } from '../features/rooms/SessionRoomPage';
import { PresenceCountsProvider, usePresenceCounts } from '../realtime/usePresenceCount';
import { NotFound } from './NotFound';
import { decodedSegment } from './pathSegment';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

/**
 * The video rooms of a session: its office hours (/main/video-room/{sessionId}) or one of its breakout rooms
 * (/main/breakout-room/{sessionId}/{roomId}), with the live count of the room from "/officeHours".
 */
export function RoomsArea({ sessionId, roomId: given }: { sessionId: number; roomId: string | null }) {
  useScreenTexts('calls');
  const roomId = given === null ? null : decodedSegment(given);
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('RoomsArea needs a signed-in user');
  const { token } = session;
  const counts = usePresenceCounts('/officeHours', token);
  const calls = useMemo(
    () =>
      programCalls(api, {
        token,
        sourceHex: session.settings.source_hex,
        conferenceId: session.settings.conferenceid,
      }),
    [api, token, session.settings.source_hex, session.settings.conferenceid],
  );
  const rooms = useMemo(() => videoRooms(api), [api]);
  const room: SessionRoom = roomId === null ? { kind: 'officeHour' } : { kind: 'breakout', roomId };
  const loadSession = async () => {
    const reply = await calls.filter({ session_id: sessionId as never });
    const found = Object.values(reply.entities).find((e) => e.internal_type === 'session');
    if (!found) throw new ApiError(404, 'not_found', 'No such session');
    return found;
  };
  return (
    <PresenceCountsProvider counts={counts}>
      <SessionRoomPage
        key={`${sessionId}/${roomId ?? ''}`}
        sessionId={sessionId}
        room={room}
        loadSession={loadSession}
        join={() =>
          roomId === null ? rooms.joinOfficeHour(sessionId) : rooms.joinBreakoutRoom(sessionId, roomId)
        }
        presenceRoom={roomId === null ? officeHourRoomOf(sessionId) : breakoutRoomOf(sessionId, roomId)}
        notFound={<NotFound />}
      />
    </PresenceCountsProvider>
  );
}
