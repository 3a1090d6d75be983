import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoungeRoom } from '../../../schemas/lounge';
import { useAdLog } from '../../ui/adLog';
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
 * moderators). Back returns to the cards. Its start, end and skip are logged as every ad's are (an ended ad
 * counts for the game's COMPLETE_WATCH_AD).
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
  const { t } = useTranslation('lounges');
  const log = useAdLog('lounge', 'preroll');
  const started = useRef(false);
  const video = room.branding.video;
  const item = { entity_type: 'networking_lounge', entity_id: room.id };
  const logged = (action: 'ad_started' | 'ad_complete' | 'ad_skip') => {
    if (video) log(action, { src: video }, item);
  };
  return (
    <Stage aria-labelledby="lounge-ad-title" data-testid="lounge-ad">
      <h1 id="lounge-ad-title">{room.label}</h1>
      <p>{t('lounges.adMessage')}</p>
      {video && (
        <video
          src={video}
          autoPlay
          muted
          playsInline
          controls
          aria-label={t('lounges.sponsorVideo')}
          onPlay={() => {
            if (started.current) return;
            started.current = true;
            logged('ad_started');
          }}
          onEnded={() => {
            logged('ad_complete');
            onEnd();
          }}
          onError={onEnd}
        />
      )}
      <Controls>
        {showSkip && (
          <Button
            type="button"
            onClick={() => {
              logged('ad_skip');
              onSkip();
            }}
          >
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
