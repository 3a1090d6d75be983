import { test as base, expect } from '@playwright/test';
import { continuePastLobbyAd } from './models/lobbyAd';
import { acceptPrivacyNotice } from './models/privacyNotice';
import { checkEveryScreen, describeReports } from './support/accessibility';
import { platformAddress } from './support/platforms';

/** Playwright's test pointed at the platform of this worker (e2e/support/platforms.ts). */
export const platformTest = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern
  baseURL: async ({}, use, testInfo) => use(platformAddress(testInfo.parallelIndex)),
});

/**
 * Playwright's test with what every journey gets: each screen it visits (every address, every dialog) is
 * checked by axe-core against WCAG 2.2 A and AA, and any violation fails the journey, naming the screen; and the
 * lobby's ad modal (once per sign-in) is passed with Continue, unless a journey about it sets `passLobbyAd`
 * false; the privacy notice is accepted as a person does on their first visit, unless a journey about it sets
 * `acceptPrivacy` false.
 */
export const test = platformTest.extend<{
  accessibility: undefined;
  closeOwnBrowsers: undefined;
  passLobbyAd: boolean;
  acceptPrivacy: boolean;
}>({
  passLobbyAd: [true, { option: true }],
  acceptPrivacy: [true, { option: true }],
  page: async ({ page, passLobbyAd, acceptPrivacy }, use) => {
    if (passLobbyAd) await continuePastLobbyAd(page);
    if (acceptPrivacy) await acceptPrivacyNotice(page);
    await use(page);
  },
  accessibility: [
    async ({ context }, use) => {
      const screens = await checkEveryScreen(context);
      await use(undefined);
      await screens.settle();
      const broken = describeReports(screens.reports);
      expect(broken, `accessibility violations:\n${broken}`).toBe('');
    },
    { auto: true },
  ],
  // A journey of several people opens browser contexts of its own, which Playwright leaves open: their pages would
  // go on polling, streaming and calling through every later journey of the worker.
  closeOwnBrowsers: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((c) => !before.has(c) && c !== context);
      await Promise.all(opened.map((c) => c.close()));
    },
    { auto: true },
  ],
});

export { expect };
