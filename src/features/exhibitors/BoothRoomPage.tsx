import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { BoothReply } from '../../../schemas/exhibitorDirectory';
import type { RoomJoinReply } from '../../../schemas/videoRoom';
import { usePresenceCount } from '../../realtime/usePresenceCount';
import { RoomBar, RoomPageLayout } from '../../rooms/RoomPageLayout';
import { VideoRoom } from '../../rooms/VideoRoom';
import { StaffPresence, staffNameOf } from './BoothVideoRooms';
import { boothPath } from './exhibitorPaths';

const Presence = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * A booth's video room at its own address (docs/decisions.md): the lobby, or a staff contact's personal room.
 * Back to the booth, how many are in the room (the relay's count of its "/exhibitor" presence room, which the
 * page joins while in the room), in a personal room whether its staff member is there (visitors wait for them:
 * the call starts when they join), and the room itself. A room the booth does not offer this user is not found.
 */
export function BoothRoomPage({
  booth,
  staffUuid,
  selfUuid,
  join,
  notFound,
}: {
  booth: BoothReply;
  /** The staff contact whose personal room this is; null: the lobby. */
  staffUuid: string | null;
  /** The signed-in user (a staff member in their own room is not told they are away). */
  selfUuid: string;
  join: () => Promise<RoomJoinReply>;
  notFound: ReactNode;
}) {
  const { t } = useTranslation(['calls', 'exhibitors']);
  const [, navigate] = useLocation();
  const rooms = booth.video_rooms;
  const personal = staffUuid === null ? null : rooms?.staff.find((r) => r.uuid === staffUuid);
  const contact = booth.exhibitor.contact_info.find((s) => s.uuid === staffUuid);
  const presenceRoom = (staffUuid === null ? rooms?.lobby : personal?.room) ?? null;
  const inRoom = usePresenceCount(presenceRoom);
  if (!rooms || presenceRoom === null || (staffUuid !== null && !contact)) return <>{notFound}</>;
  const info = booth.exhibitor.CompanyInfo;
  const roomName = contact ? t('booth.personalRoom', { name: staffNameOf(contact) }) : t('booth.lobbyRoom');
  const back = boothPath(booth.hall.id, info.CompID);
  return (
    <RoomPageLayout data-testid="booth-room">
      <RoomBar>
        <Link href={back}>{t('boothRooms.back', { company: info.Companyname })}</Link>
        <p data-testid="room-occupancy" aria-live="polite">
          {t('rooms.occupancy', { count: inRoom })}
        </p>
      </RoomBar>
      <VideoRoom
        title={t('boothRooms.title', { room: roomName, company: info.Companyname })}
        join={join}
        onLeave={() => navigate(back)}
        presenceRoom={presenceRoom}
        notice={
          contact && contact.uuid !== selfUuid ? (
            <Presence aria-live="polite">
              <StaffPresence room={presenceRoom} uuid={contact.uuid} />
            </Presence>
          ) : null
        }
      />
    </RoomPageLayout>
  );
}
