import { LAYOUT } from './constants';
import type { Ad } from './eventConfig';

/**
 * Ads as the pages show them, for the browser and the server alike.
 *
 * An ad place rotates across page loads (001 §4 'Ads rotate by a cookie counter'): the browser counts its loads of
 * a place in a cookie, and each load starts at the next ad. The server reads the same cookie to name the sign-in
 * page's first ad to the browser before the page's script runs.
 */

/** A cookie's name made of free text (an event's key, a place's name). */
export const cookieSafe = (name: string) => name.replace(/[^a-z0-9-]/gi, '_');

/** The cookie that counts the loads of `place` for the event stored under `eventKey`. */
export const adTurnCookie = (eventKey: string, place: string) =>
  `ad_turn_${cookieSafe(eventKey)}_${cookieSafe(place)}`;

/** The ads in turn from the `turn`th (a page load's place in the rotation), round to the start. */
export function startingAt<T>(ads: readonly T[], turn: number): T[] {
  if (ads.length === 0) return [];
  const k = ((turn % ads.length) + ads.length) % ads.length;
  return [...ads.slice(k), ...ads.slice(0, k)];
}

/** The screens that get an ad's phone image (up to the small breakpoint), and the rest. */
export const PHONE_SCREENS = `(max-width: ${LAYOUT.BREAKPOINT_SMALL}px)`;
export const WIDER_SCREENS = `(min-width: ${LAYOUT.BREAKPOINT_SMALL + 1}px)`;

/** What an ad shows: its image, and on phones its phone image when it has one; null without an image. */
export function adPicture(ad: Ad): { image: string; phone: string | null } | null {
  const image = ad.img ?? ad.src;
  return image ? { image, phone: ad.srcMobile ?? null } : null;
}
