import { expect, type Locator, type Page } from '@playwright/test';

/** The pre-roll ad before an on-demand video (the demo configures one). */
export const preroll = (page: Page): Locator => page.getByTestId('preroll');

/**
 * Passes the pre-roll with Skip Ad when it shows, for journeys about the player, not the ad. The demo's ad is
 * short: it may end by itself between seeing Skip Ad and pressing it, which also leads to the player.
 */
export async function passPreroll(page: Page) {
  const player = page.getByTestId('video-player');
  const skip = preroll(page).getByRole('button', { name: 'Skip Ad' });
  await expect(skip.or(player)).toBeVisible();
  if (await skip.isVisible()) await skip.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(player).toBeVisible();
}

/** Starts a session's video: it starts by itself after the pre-roll; otherwise with the big play button. */
export async function startVideo(page: Page) {
  await passPreroll(page);
  const player = page.getByTestId('video-player');
  if ((await player.getAttribute('data-autoplay')) !== 'true')
    await player.locator('.vjs-big-play-button').click();
}
