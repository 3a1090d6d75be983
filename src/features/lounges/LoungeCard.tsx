import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoungeCardView } from '../../../machines/lounge.view';
import type { LoungeRoom } from '../../../schemas/lounge';
import { formatInstant } from '../../i18n/dates';
import { SaveStar } from '../../myEvent/SaveStar';
import type { PresenceCounts } from '../../realtime/presenceCounts';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { RoomMembers } from './RoomMembers';

const Card = styled(Panel)`
  p { margin: 0; }
  ul.schedules { margin: 0; padding-inline-start: ${({ theme }) => theme.space(4)}; }
`;
const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
const Logo = styled.img`
  max-width: 100%;
  height: 72px;
  object-fit: contain;
  align-self: flex-start;
`;
const Live = styled.span`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-weight: 700;
  font-size: 0.8rem;
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

/**
 * A room's card (001 §2): label, logo, the sponsor's label, the red LIVE badge, the schedules in the conference
 * time zone, who is in it and how many, the favourite star, and Join Room, Room Full or Disabled.
 */
export function LoungeCard({
  room,
  card,
  timeZone,
  counts,
  onJoin,
}: {
  room: LoungeRoom;
  card: LoungeCardView;
  timeZone: string;
  counts: PresenceCounts | null;
  onJoin: () => void;
}) {
  const { t, i18n } = useTranslation('lounges');
  const when = (ms: number) =>
    formatInstant(ms, { language: i18n.language, timeZone, style: 'weekdayDayTime' });
  const titleId = `lounge-${room.id}`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-testid="lounge-card"
      data-room={room.id}
      data-button={card.button}
    >
      <Top>
        <h2 id={titleId}>{room.label}</h2>
        <SaveStar type="networking_lounge" id={room.id} title={room.label} />
      </Top>
      {card.isLive && <Live>{t('lounges.live')}</Live>}
      {room.branding.logo && (
        <Logo src={room.branding.logo} alt={t('lounges.roomLogo', { name: room.label })} />
      )}
      {room.branding.label && <Muted>{room.branding.label}</Muted>}
      {room.access === 'private' && <Muted>{t('lounges.private')}</Muted>}
      {room.schedules.length > 0 && (
        <ul className="schedules" aria-label={t('lounges.schedules')}>
          {room.schedules.map((s) => (
            <li key={s.start}>{when(s.start)}</li>
          ))}
        </ul>
      )}
      <p data-testid="lounge-count">
        {room.capacity === null
          ? t('lounges.participants', { count: card.participants })
          : t('lounges.capacity', { count: card.participants, capacity: room.capacity })}
      </p>
      <RoomMembers counts={counts} room={room.presence_room} count={card.participants} />
      <Footer>
        {card.buttonLabel && (
          <Button type="button" disabled={!card.canJoin} onClick={onJoin} aria-describedby={titleId}>
            {t(card.buttonLabel)}
          </Button>
        )}
      </Footer>
    </Card>
  );
}
