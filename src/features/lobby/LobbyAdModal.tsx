import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYOUT } from '../../../schemas/constants';
import type { LobbyAdModal as LobbyAd } from '../../../schemas/eventConfig';
import type { LobbyAdView } from '../../../machines/lobbyAd.view';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  img { display: block; max-width: 100%; margin: 0 auto; border-radius: ${({ theme }) => theme.radius}; }
  button { align-self: flex-end; }
`;

/**
 * The lobby's ad modal (001 §2), as the lobbyAd machine says: the ad's picture (its phone image below the small
 * breakpoint), which opens the sponsor's address in a new tab, and Continue. The × and Escape close it too.
 */
export function LobbyAdModal({
  ad,
  view,
  onContinue,
  onClose,
  onOpenLink,
}: {
  ad: LobbyAd;
  view: LobbyAdView;
  onContinue: () => void;
  onClose: () => void;
  onOpenLink: () => void;
}) {
  const { t } = useTranslation();
  const picture = (
    <picture>
      {ad.srcMobile ? (
        <source media={`(max-width: ${LAYOUT.BREAKPOINT_SMALL}px)`} srcSet={ad.srcMobile} />
      ) : null}
      <img src={ad.src} alt={ad.alt || t('common.ad')} />
    </picture>
  );
  return (
    <Modal open={view.open} title={ad.title || t(view.titleKey)} onClose={onClose}>
      <Body data-testid="lobby-ad">
        {ad.url ? (
          <a href={ad.url} target="_blank" rel="noopener noreferrer" onClick={onOpenLink}>
            {picture}
          </a>
        ) : (
          picture
        )}
        <Button type="button" onClick={onContinue} autoFocus>
          {t(view.continueKey)}
        </Button>
      </Body>
    </Modal>
  );
}
