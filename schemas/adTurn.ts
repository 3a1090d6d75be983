/**
 * The rotation of an ad place across page loads (001 §4 'Ads rotate by a cookie counter'): the browser counts its
 * loads of a place in a cookie, and each load starts at the next ad. The server reads the same cookie to name the
 * sign-in page's first ad to the browser before the page's script runs.
 */

const cookieSafe = (name: string) => name.replace(/[^a-z0-9-]/gi, '_');

/** The cookie that counts the loads of `place` for the event stored under `eventKey`. */
export const adTurnCookie = (eventKey: string, place: string) =>
  `ad_turn_${cookieSafe(eventKey)}_${cookieSafe(place)}`;

/** The ads in turn from the `turn`th (a page load's place in the rotation), round to the start. */
export function startingAt<T>(ads: readonly T[], turn: number): T[] {
  if (ads.length === 0) return [];
  const k = ((turn % ads.length) + ads.length) % ads.length;
  return [...ads.slice(k), ...ads.slice(0, k)];
}
