import type { Locator, Page } from '@playwright/test';

/** The privacy notice: shown until accepted, docked at the bottom of a phone's screen. */
export const privacyNotice = (page: Page): Locator => page.getByRole('region', { name: 'Privacy notice' });

/**
 * Accepts the privacy notice whenever it shows, for a journey that is not about it (a Playwright locator handler,
 * run before each action and auto-waiting assertion while the notice is shown): docked on a phone, it covers the
 * bottom of the screen until accepted, as it does for a person.
 */
export async function acceptPrivacyNotice(page: Page) {
  await page.addLocatorHandler(privacyNotice(page), async (notice) => {
    await notice.getByRole('button', { name: 'Accept' }).click();
  });
}
