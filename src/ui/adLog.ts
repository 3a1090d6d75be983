import { useCallback } from 'react';
import type { AdPlace, AnalyticsEvent } from '../../schemas/analytics';
import { useClient } from '../browser/clientContext';

/** What an ad action names of the ad: its image or video, where it leads. */
export interface LoggedAd {
  readonly src: string;
  readonly url?: string | undefined;
  readonly title?: string | undefined;
}

export type AdAction = 'ad_started' | 'ad_complete' | 'ad_skip' | 'banner_view' | 'banner_click';

/** Logs actions on the ads of one place of a page (001 §7 Event logging); a failed log is dropped. */
export function useAdLog(page: string, place: AdPlace) {
  const { api } = useClient();
  return useCallback(
    (action: AdAction, ad: LoggedAd, item?: Pick<AnalyticsEvent, 'entity_type' | 'entity_id'>) => {
      void api
        .analytics({
          action,
          page,
          ad_place: place,
          ad_src: ad.src,
          ...(ad.url ? { ad_url: ad.url } : {}),
          ...(ad.title ? { title: ad.title } : {}),
          ...item,
        })
        .catch(() => undefined);
    },
    [api, page, place],
  );
}
