import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad, EventConfig } from '../../schemas/eventConfig';
import { useClient } from '../browser/clientContext';
import { AdRotator } from './AdRotator';
import { useAdLog } from './adLog';
import { startingAt } from '../../schemas/ads';
import { type AdSlot as Slot, adInterval, adsAt } from './adPlacements';

/**
 * The ads of a page's place (`ads.ads_by_location.<page>.<slot>`): each page load starts at the next ad (a
 * cookie counter), they rotate every ad_rotation_speed (or `interval`), each ad shown is logged once per page
 * (banner_view) and each click on one (banner_click). Nothing when the place has no ads.
 */
export function AdSlot({
  settings,
  page,
  slot,
  interval,
}: {
  settings: EventConfig;
  page: string;
  slot: Slot;
  interval?: number;
}) {
  const { t } = useTranslation();
  const { storage } = useClient();
  const ads = useMemo(() => adsAt(settings, page, slot), [settings, page, slot]);
  const [turn] = useState(() => (ads.length > 1 ? storage.nextAdTurn(`${page}.${slot}`) : 0));
  const ordered = useMemo(() => startingAt(ads, turn), [ads, turn]);
  const log = useAdLog(page, slot);
  const shown = useRef(new Set<string>());
  const onShown = useCallback(
    (ad: Ad) => {
      const src = ad.img ?? ad.src ?? '';
      if (shown.current.has(src)) return;
      shown.current.add(src);
      log('banner_view', { src, url: ad.url });
    },
    [log],
  );
  const onOpen = useCallback(
    (ad: Ad) => log('banner_click', { src: ad.img ?? ad.src ?? '', url: ad.url }),
    [log],
  );
  if (ordered.length === 0) return null;
  return (
    <div data-testid={`ad-${slot}`}>
      <AdRotator
        ads={ordered}
        interval={interval ?? adInterval(settings)}
        label={t(`ads.${slot}`)}
        onShown={onShown}
        onOpen={onOpen}
      />
    </div>
  );
}
