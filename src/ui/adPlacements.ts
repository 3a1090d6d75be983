import { Option, Schema } from 'effect';
import { adRotationMs } from '../../machines/signIn.view';
import { Ad, type EventConfig } from '../../schemas/eventConfig';

export type AdSlot = 'leaderboard' | 'skyscraper' | 'tile';

const decodeAd = Schema.decodeUnknownOption(Ad);

/** The ads a page shows in a slot (`ads.ads_by_location.<page>.<slot>`, 001 §3 Ad); entries that are not ads go. */
export function adsAt(config: EventConfig, page: string, slot: AdSlot): Ad[] {
  const ads = config.ads;
  const byLocation = ads && typeof ads === 'object' && 'ads_by_location' in ads ? ads.ads_by_location : null;
  const place =
    byLocation && typeof byLocation === 'object' ? (byLocation as Record<string, unknown>)[page] : null;
  const list = place && typeof place === 'object' ? (place as Record<string, unknown>)[slot] : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    const ad = decodeAd(a);
    return Option.isSome(ad) && (ad.value.img || ad.value.src) ? [ad.value] : [];
  });
}

/** How long each ad stays, from the event's ad_rotation_speed. */
export const adInterval = (config: EventConfig): number => adRotationMs(config.ad_rotation_speed);

/** The pre-roll ads before on-demand videos (`ads.preroll`: a video and where it leads). */
export interface Preroll {
  readonly video: string;
  readonly url?: string | undefined;
}
const decodePreroll = Schema.decodeUnknownOption(
  Schema.Struct({ video: Schema.String.pipe(Schema.nonEmptyString()), url: Schema.optional(Schema.String) }),
);

export function prerollsOf(config: EventConfig): Preroll[] {
  const ads = config.ads;
  const list = ads && typeof ads === 'object' && 'preroll' in ads ? ads.preroll : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    const p = decodePreroll(a);
    return Option.isSome(p) ? [p.value] : [];
  });
}
