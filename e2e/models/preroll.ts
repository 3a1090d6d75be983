import { expect, type Locator, type Page } from '@playwright/test';

/** The pre-roll ad before an on-demand video (the demo configures one). */
export const preroll = (page: Page): Locator => page.getByTestId('preroll');

/**
 * Starts a session's video: past the pre-roll with Skip Ad when it shows (the video then starts by itself),
 * with the player's big play button otherwise (a live stream has no pre-roll).
 */
export async function startVideo(page: Page) {
  const player = page.getByTestId('video-player');
  await expect(preroll(page).or(player)).toBeVisible();
  if (await preroll(page).isVisible()) {
    await preroll(page).getByRole('button', { name: 'Skip Ad' }).click();
    await expect(player).toHaveAttribute('data-autoplay', 'true');
  } else await player.locator('.vjs-big-play-button').click();
}

/** Passes the pre-roll with Skip Ad when it shows, for journeys about the player, not the ad. */
export async function passPreroll(page: Page) {
  const player = page.getByTestId('video-player');
  await expect(preroll(page).or(player)).toBeVisible();
  if (await preroll(page).isVisible()) await preroll(page).getByRole('button', { name: 'Skip Ad' }).click();
  await expect(player).toBeVisible();
}
