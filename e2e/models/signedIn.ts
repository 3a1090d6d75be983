import type { Browser, Page } from '@playwright/test';
import { continuePastLobbyAd } from './lobbyAd';
import { acceptPrivacyNotice } from './privacyNotice';
import { Shell } from './shell';

/**
 * A person signed in with the demo password in a browser context of their own (journeys with several people),
 * the lobby's ad passed and the privacy notice accepted. `before` prepares the page first (a fake clock, loopback-only video).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: { viewport?: { width: number; height: number }; before?: (page: Page) => Promise<void> } = {},
): Promise<Page> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  await options.before?.(page);
  await continuePastLobbyAd(page);
  await acceptPrivacyNotice(page);
  await new Shell(page).signInAs(email);
  return page;
}
