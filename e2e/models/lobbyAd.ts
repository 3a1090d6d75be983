import type { Locator, Page } from '@playwright/test';

/** The lobby's ad modal: shown once per sign-in, when the event configures one (the demo does). */
export const lobbyAd = (page: Page): Locator => page.getByRole('dialog', { name: 'A word from our sponsor' });

/**
 * Continues past the lobby's ad whenever it shows, for a journey that is not about it: a Playwright locator
 * handler, run before each action and auto-waiting assertion while the ad is open. Pages of the `page` fixture
 * have it (e2e/test.ts); pages of a journey's own contexts call this.
 */
export async function continuePastLobbyAd(page: Page) {
  await page.addLocatorHandler(lobbyAd(page), async (dialog) => {
    await dialog.getByRole('button', { name: 'Continue' }).click();
  });
}
