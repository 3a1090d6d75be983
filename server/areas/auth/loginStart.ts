import type { LoginStartReply } from '../../../schemas/auth';
import type { Ad } from '../../../schemas/eventConfig';
import { closingTimes, isAppEnabled } from '../closing/closing';
import type { EventRow } from '../events/queries';

/** Ads of the login page: the configuration's `ads.login_start` list, or `ads` when it is a plain list. */
function loginAds(ads: unknown): Ad[] {
  if (Array.isArray(ads)) return ads as Ad[];
  if (ads && typeof ads === 'object' && 'login_start' in ads && Array.isArray(ads.login_start))
    return ads.login_start as Ad[];
  return [];
}

/** What the sign-in page of an event shows before anyone signs in: its form, ads, identity and closing. */
export function loginStartOf(event: EventRow): LoginStartReply {
  const cfg = event.config;
  const { softCloseAt, hardCloseAt } = closingTimes(cfg);
  return {
    login_form: cfg.login_form ?? {},
    ads: loginAds(cfg.ads),
    ...(cfg.ad_rotation_speed !== undefined ? { ad_rotation_speed: cfg.ad_rotation_speed } : {}),
    source_hex: event.sourceHex,
    ConferenceID: event.conferenceId,
    title: event.title,
    confurlid: event.urlId,
    ...(cfg.privacy_banner_text ? { privacy_banner_text: cfg.privacy_banner_text } : {}),
    ...(cfg.support_email ? { support_email: cfg.support_email } : {}),
    closing: {
      soft_close_timestamp: softCloseAt,
      hard_close_time: hardCloseAt,
      hard_close_msg: cfg.hard_close_msg ?? null,
      app_enabled: isAppEnabled(cfg),
    },
  };
}
