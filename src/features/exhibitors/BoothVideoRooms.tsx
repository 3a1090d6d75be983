import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type BoothVideoRooms as Rooms, isBoothRoomsOpen } from '../../../schemas/boothRooms';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { useNow } from '../../program/ClockProvider';
import { usePresenceCount, usePresentInRoom } from '../../realtime/usePresenceCount';
import { JoinLink } from '../../ui/JoinLink';
import { Panel } from '../../ui/Panel';
import { boothRoomPath } from './exhibitorPaths';

type Staff = ExhibitorDoc['contact_info'][number];

/** Apart from the cards above it in the booth's right column, as they are from each other. */
const Card = styled(Panel)`
  margin-block: ${({ theme }) => theme.space(4)};
`;
/** One room a row: its name, count and staff status, and its Join; rows apart by a rule. */
const RoomList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
/** The room's facts on the left, its Join at the top right whatever the length of the facts. */
const Room = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
`;
const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong { overflow-wrap: anywhere; }
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
const Status = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $online }) => ($online ? '#1a7f37' : '#8c959f')};
  }
`;
const Unavailable = styled.div`
  font-size: 0.875rem;
  p { margin: 0; }
`;

export const staffNameOf = (s: Pick<Staff, 'firstName' | 'lastName'>) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ');

/**
 * Whether a staff contact is in their personal room, as a dot with its word (Online or Away), and while they
 * are away the texts of 002 §2: 'Staff unavailable for the video chat.' and 'Video call will start as soon as
 * staff joins.'
 */
export function StaffPresence({ room, uuid }: { room: string; uuid: string }) {
  const { t } = useTranslation(['calls', 'exhibitors']);
  const online = usePresentInRoom(room, uuid);
  return (
    <>
      <Status $online={online} data-testid="staff-status" data-online={online}>
        {online ? t('booth.staffOnline') : t('booth.staffAway')}
      </Status>
      {online ? null : (
        <Unavailable data-testid="staff-unavailable">
          <p>{t('booth.staffUnavailable')}</p>
          <p>{t('booth.waitingForStaff')}</p>
        </Unavailable>
      )}
    </>
  );
}

/** A room of the card: its name, how many are in it, its staff member's presence (a personal room), Join. */
function RoomRow({
  testId,
  name,
  room,
  href,
  staffUuid,
}: {
  testId: string;
  name: string;
  room: string;
  href: string;
  staffUuid?: string;
}) {
  const { t } = useTranslation(['calls', 'exhibitors']);
  const count = usePresenceCount(room);
  return (
    <Room data-testid={testId}>
      <About>
        <strong>{name}</strong>
        <Count data-testid="room-count">{t('rooms.occupancy', { count })}</Count>
        {staffUuid ? <StaffPresence room={room} uuid={staffUuid} /> : null}
      </About>
      <JoinLink href={href} enabled aria-label={t('boothRooms.join', { room: name })}>
        {t('rooms.join')}
      </JoinLink>
    </Room>
  );
}

/**
 * The booth's Join Video Room card (002 §2 "Booth detail"): the lobby and each staff contact's personal room,
 * with how many are in each and whether the staff member is in theirs. Join goes to the room's own screen.
 * Not shown outside the configured time window; it comes back when the start time arrives.
 */
export function BoothVideoRooms({
  rooms,
  staff,
  hallId,
  compId,
}: {
  rooms: Rooms;
  staff: readonly Staff[];
  hallId: string | null;
  compId: number;
}) {
  const { t } = useTranslation(['calls', 'exhibitors']);
  const now = useNow();
  if (!isBoothRoomsOpen(rooms, now)) return null;
  const personal = rooms.staff.flatMap((r) => {
    const contact = staff.find((s) => s.uuid === r.uuid);
    return contact ? [{ ...r, name: staffNameOf(contact) }] : [];
  });
  return (
    <Card aria-labelledby="booth-video-rooms" data-testid="booth-video-rooms">
      <h2 id="booth-video-rooms">{t('booth.videoRooms')}</h2>
      <RoomList>
        <RoomRow
          testId="booth-room-lobby"
          name={t('booth.lobbyRoom')}
          room={rooms.lobby}
          href={boothRoomPath(hallId, compId, null)}
        />
        {personal.map((r) => (
          <RoomRow
            key={r.uuid}
            testId={`booth-room-${r.uuid}`}
            name={t('booth.personalRoom', { name: r.name })}
            room={r.room}
            href={boothRoomPath(hallId, compId, r.uuid)}
            staffUuid={r.uuid}
          />
        ))}
      </RoomList>
    </Card>
  );
}
