import { test as base, expect } from '@playwright/test';
import { checkEveryScreen, describeReports } from './support/accessibility';

/**
 * Playwright's test with one addition every journey gets: each screen it visits (every address, every dialog)
 * is checked by axe-core against WCAG 2.2 A and AA, and any violation fails the journey, naming the screen.
 */
export const test = base.extend<{ accessibility: undefined }>({
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
});

export { expect };
