import type { Locator, Page } from '@playwright/test';
import { expectVideoPlaying } from './models/callPages';
import { lobbyAd } from './models/lobbyAd';
import { onDemandVideoSession, programData } from './models/programData';
import { expect, test } from './test';

/**
 * The whole journey with the keyboard alone (WCAG 2.1.1): no click, no fill; setup reads the demo's data
 * through the API only to choose which session to look for.
 */
test.use({ passLobbyAd: false });

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until `target` (or something in it) has the focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, most = 120) {
  await expect(target).toBeVisible();
  for (let n = 0; n < most; n++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target}`).toBe(true);
}

test('sign in, open the program, search, open a session, play its video and send the Support form, by keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/signin');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('attendee@example.com');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/main\/lobby$/);

  const lobby = page.getByTestId('lobby');
  await expect(lobby).toHaveAttribute('data-ad', /^(none|showing|continued|closed)$/);
  if ((await lobby.getAttribute('data-ad')) === 'showing') {
    await tabTo(page, lobbyAd(page).getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(lobbyAd(page)).toBeHidden();
  }

  const sessionId = await onDemandVideoSession(page);
  const { items } = await programData(page);
  const title = items.find((i) => i.internal_type === 'session' && i.session_id === sessionId)?.title ?? '';

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Program', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('program-page')).toBeVisible();

  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type(title);
  const card = page.locator(`a[href$="/main/sessions/${sessionId}"]`).first();
  await expect(card).toBeVisible();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('session-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The pre-roll ad ends by itself; then the player starts, or waits for its play button.
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 60_000 });
  if ((await player.getAttribute('data-autoplay')) !== 'true') {
    await tabTo(page, player.getByRole('button', { name: /Play/ }).first());
    await page.keyboard.press('Enter');
  }
  await expectVideoPlaying(player.locator('video'));

  const support = menu.getByRole('button', { name: 'Support' });
  await tabTo(page, support);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await expect(dialog).toBeVisible();
  const marker = `keyboard-${Date.now()}`;
  await tabTo(page, dialog.getByLabel('Message'), 20);
  await page.keyboard.type(`Sent without a mouse (${marker}).`);
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }), 20);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Support email sent')).toBeVisible();
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { text: string }[];
  expect(outbox.some((m) => m.text.includes(marker))).toBe(true);
});
