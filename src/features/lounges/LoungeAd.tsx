import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoungeRoom } from '../../../schemas/lounge';
import { Button } from '../../ui/Button';

const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 960px;
  video { width: 100%; aspect-ratio: 16 / 9; background: #111; border-radius: ${({ theme }) => theme.radius}; }
  p { margin: 0; font-weight: 600; }
`;
const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

/**
 * PlayAd (001 §2): the room's sponsor video before the room, 'You will join the lounge after this brief ad';
 * the room opens when the video ends or on Skip Ad (hidden when the branding hides it, except for admins and
 * moderators). Back returns to the cards.
 */
export function LoungeAd({
  room,
  showSkip,
  onEnd,
  onSkip,
  onBack,
}: {
  room: LoungeRoom;
  showSkip: boolean;
  onEnd: () => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stage aria-labelledby="lounge-ad-title" data-testid="lounge-ad">
      <h1 id="lounge-ad-title">{room.label}</h1>
      <p>{t('lounges.adMessage')}</p>
      {room.branding.video && (
        <video
          src={room.branding.video}
          autoPlay
          muted
          playsInline
          controls
          aria-label={t('lounges.sponsorVideo')}
          onEnded={onEnd}
          onError={onEnd}
        />
      )}
      <Controls>
        {showSkip && (
          <Button type="button" onClick={onSkip}>
            {t('lounges.skipAd')}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('lounges.back')}
        </Button>
      </Controls>
    </Stage>
  );
}
