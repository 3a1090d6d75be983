import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoungeCardView } from '../../../machines/lounge.view';
import type { LoungeRoom } from '../../../schemas/lounge';
import { Button } from '../../ui/Button';
import { SupportButton } from '../../ui/Support';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 260px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
const Others = styled.aside`
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  li { display: flex; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
`;

/**
 * Play (001 §2): the room (`children`: the video room, titled with the room's name), with Back (leaving the
 * room) and Support, and beside it the other rooms, each with its Join Room, Room Full or Disabled button.
 */
export function LoungePlay({
  room,
  participants,
  others,
  children,
  onBack,
  onJoin,
}: {
  room: LoungeRoom;
  /** People in the room now, the user included. */
  participants: number;
  others: readonly { room: LoungeRoom; card: LoungeCardView }[];
  children: ReactNode;
  onBack: () => void;
  onJoin: (id: string) => void;
}) {
  const { t } = useTranslation(['calls', 'lounges']);
  return (
    <Layout data-testid="lounge-play" data-room={room.id}>
      <div>
        <Head>
          <Button type="button" $variant="secondary" onClick={onBack}>
            {t('lounges.back')}
          </Button>
          <SupportButton />
        </Head>
        <p data-testid="lounge-occupancy">
          {t('rooms.occupancy', { count: participants })}
          {room.moderator && ` · ${t('rooms.moderator')}`}
        </p>
        {children}
      </div>
      {others.length > 0 && (
        <Others aria-labelledby="lounge-others">
          <h2 id="lounge-others">{t('lounges.otherRooms')}</h2>
          <ul>
            {others.map(({ room: other, card }) => (
              <li key={other.id}>
                <span id={`other-${other.id}`}>{other.label}</span>
                {card.buttonLabel && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={!card.canJoin}
                    aria-describedby={`other-${other.id}`}
                    onClick={() => onJoin(other.id)}
                  >
                    {t(card.buttonLabel)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Others>
      )}
    </Layout>
  );
}
