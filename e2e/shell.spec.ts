import { expect, test } from './test';
import { Shell } from './models/shell';

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
