import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { privacyNotice } from './models/privacyNotice';
import { Shell } from './models/shell';
import { SignInPage } from './models/signInPage';
import { checkScreenNow } from './support/accessibility';

test('on a 375 px wide page the sidebar is a drawer behind the Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  await expect(shell.sidebar).toHaveCount(0);
  await shell.openMenu();
  await expect(shell.sidebar).toHaveAttribute('data-variant', 'drawer');
  const box = await shell.sidebar.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  await shell.sidebar.getByRole('link', { name: 'Posters' }).click();
  await expect(page).toHaveURL(/\/main\/sessions\?hierarchicalMenu\[screen\]=posters$/);
  await expect(shell.sidebar).toHaveCount(0);
});

/** The banner's box fills the width of the screen and ends at its bottom edge; the page does not scroll sideways. */
async function expectDockedAtBottom(page: Page, banner: Locator) {
  const view = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  const box = await banner.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.y + box!.height - view.height)).toBeLessThanOrEqual(1);
  expect(box!.x).toBe(0);
  expect(Math.abs(box!.width - view.width)).toBeLessThanOrEqual(1);
  expect(view.scrollWidth).toBeLessThanOrEqual(view.width);
}

test.describe('the privacy notice', () => {
  test.use({ acceptPrivacy: false });

  test('on a 390 px phone the privacy banner is docked at the bottom of the screen and never hides the end of the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = privacyNotice(page);
    await new SignInPage(page).open();
    await expect(banner).toBeVisible();
    await expectDockedAtBottom(page, banner);
    const shell = new Shell(page);
    await shell.signInAs('attendee@example.com');
    await page.goto('/main/sessions');
    await expect(page.getByTestId('session-card').first()).toBeVisible();
    await expectDockedAtBottom(page, banner);
    // Halfway down the program it stays where it was; at the very end it sits below the footer, covering nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expectDockedAtBottom(page, banner);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectDockedAtBottom(page, banner);
    const footer = await page.getByRole('contentinfo').boundingBox();
    const docked = await banner.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(docked!.y + 1);
    await checkScreenNow(page);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test('the Support form shows its validation messages and a sent message reaches the outbox', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const dialog = await shell.openSupport();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please input your name!')).toBeVisible();
  await expect(dialog.getByText('The input is not valid E-mail!')).toBeVisible();
  await expect(dialog.getByText('Please input your message!')).toBeVisible();
  const marker = `shell-e2e-${Date.now()}`;
  await dialog.getByLabel('Name').fill('Ada Attendee');
  await dialog.getByLabel('Email').fill('attendee@example.com');
  await dialog.getByLabel('Message').fill(`The stream stutters (${marker}).`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Support email sent')).toBeVisible();
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { text: string }[];
  expect(outbox.some((m) => m.text.includes(marker))).toBe(true);
});

test('Arabic lays the whole app out right to left', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  await shell.chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(shell.sidebar.getByRole('link', { name: 'الردهة' })).toBeVisible();
  const nav = await shell.sidebar.boundingBox();
  const main = await shell.main.boundingBox();
  expect(nav && main && nav.x > main.x).toBe(true);
  await testInfo.attach('arabic-layout', {
    body: await page.screenshot({ fullPage: false }),
    contentType: 'image/png',
  });
  await page.screenshot({ path: 'test-results/shell-arabic.png' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shell.chooseLanguage('English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  await page.goto('/main/no-such-screen');
  await expect(page.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/main\/lobby$/);
});

test('the first Tab offers Skip to main content, which takes the focus past the header and the menu', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  // On a freshly loaded page (a navigation inside the app focuses the new page's heading instead).
  await page.reload();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.goto('/main/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('the Support dialog takes the focus, and Escape gives it back to the button that opened it', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const opener = shell.sidebar.getByRole('button', { name: 'Support' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
