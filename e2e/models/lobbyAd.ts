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
    // The ad can also go by itself while this runs, when the page leaves the lobby (a Sign out pressed as the ad
    // opened): then there is nothing to pass, and waiting for its button would hold the journey's next step.
    await dialog
      .getByRole('button', { name: 'Continue' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await dialog.isVisible()) throw error;
      });
  });
}
