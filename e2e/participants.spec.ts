import type { Page } from '@playwright/test';
import { Shell } from './models/shell';
import { solidPng } from './support/pngImage';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/** The participants directory from the menu (at a phone's width the menu is a drawer). */
async function openDirectory(page: Page, shell: Shell, entry: string, width: number) {
  if (width < 992) await shell.openMenu();
  await shell.sidebar.getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(/\/main\/participants(\?badge=\d+)?$/);
  await expect(page.getByTestId('participants-count')).toHaveText(/\d+ participants?$/);
}

const search = (page: Page, query: string) =>
  page.getByRole('searchbox', { name: 'Search participants' }).fill(query);
const cardOf = (page: Page, uuid: string) =>
  page.getByRole('list', { name: 'Participants found' }).locator(`[data-uuid="${uuid}"]`);

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee searches the participants, filters by badge and opens a speaker's profile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const shell = new Shell(page);
    await shell.signInAs('attendee@example.com');
    await openDirectory(page, shell, 'All Participants', width);
    await expect(page).toHaveTitle(/^Participants · /);
    const count = page.getByTestId('participants-count');
    const everyone = Number(await count.getAttribute('data-count'));
    expect(everyone).toBeGreaterThan(1500);
    // The demo attendee's interests suggest three people.
    await expect(page.getByTestId('suggested-people').getByTestId('attendee-card')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/participants-${width}.png` });

    // A search narrows the list, best match first.
    await search(page, 'Robin Speaker');
    await expect.poll(async () => Number(await count.getAttribute('data-count'))).toBeLessThan(everyone);
    const list = page.getByRole('list', { name: 'Participants found' });
    const first = list.getByTestId('attendee-card').first();
    await expect(first.getByRole('link')).toHaveText('Dr. Robin Speaker');
    const speaker = (await first.getAttribute('data-uuid')) ?? '';

    // The Speaker badge keeps only speakers: Robin is one; the address says which badge.
    await page.getByRole('combobox', { name: 'Badge' }).selectOption({ label: 'Speaker' });
    await expect(page).toHaveURL(/\/main\/participants\?badge=\d+$/);
    await expect(page).toHaveTitle(/^Speaker · Participants · /);
    const badges = cardOf(page, speaker).getByRole('list', { name: /^Badges of / });
    await expect(badges.getByRole('listitem').filter({ hasText: 'Speaker' })).toBeVisible();
    await search(page, 'zzqxwv');
    await expect(count).toHaveText('No results found matching zzqxwv');
    await search(page, 'Robin Speaker');
    await checkScreenNow(page);

    await cardOf(page, speaker).getByRole('link', { name: 'Dr. Robin Speaker' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${speaker}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Dr\. Robin Speaker/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Speaker');
    await page.screenshot({ path: `test-results/participants-profile-${width}.png` });

    // The menu's Speaker entry opens the directory filtered.
    await openDirectory(page, shell, 'Speaker', width);
    await expect(page.getByRole('combobox', { name: 'Badge' })).toHaveValue(/\d+/);
  });
}

test("one's own profile and badge name, edited, show on one's card in the directory", async ({ page }) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  await shell.sidebar.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
  const me = page.url().split('/').pop() ?? '';

  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  const form = page.getByTestId('edit-profile');
  // A large picture is made small in the browser, uploaded, and is the profile's at once.
  await form.getByLabel('Change picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(1600, 1200, [30, 120, 200]),
  });
  const banner = page.getByTestId('profile-banner');
  await expect(banner.getByRole('img', { name: 'Picture of Jordan Rivera' })).toHaveAttribute(
    'src',
    /^\/api\/pictures\/[0-9a-f-]{36}$/,
  );
  const picture = (await banner.getByRole('img').first().getAttribute('src')) ?? '';
  const size = await page.evaluate(async (src) => {
    const image = await createImageBitmap(await (await fetch(src)).blob());
    return Math.max(image.width, image.height);
  }, picture);
  expect(size).toBe(600);
  // The demo shows middle names (attendee_name), so the form asks for one.
  await form.getByRole('textbox', { name: 'Middle name' }).fill('K.');
  await form.getByRole('textbox', { name: 'Title' }).fill('Head of Digital Care');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Your profile has been updated\./);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Jordan K\. Rivera/);

  await page.getByRole('tab', { name: 'Edit Badge' }).click();
  const badge = page.getByTestId('edit-badge');
  await badge.getByRole('textbox', { name: 'First name on the badge' }).fill('Jordy');
  await expect(badge.getByTestId('badge-preview')).toContainText('Jordy');
  await badge.getByRole('button', { name: 'Update' }).click();
  await expect(badge.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();

  await openDirectory(page, shell, 'All Participants', 1440);
  await search(page, 'Rivera');
  const mine = cardOf(page, me);
  await expect(mine.getByRole('link')).toHaveText('Jordy K. Rivera');
  await expect(mine).toContainText('Head of Digital Care');
  await expect(mine.locator('img')).toHaveAttribute('src', picture);
  await mine.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/${me}$`));

  // The demo attendee's name as other journeys know it again.
  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  await form.getByRole('textbox', { name: 'Middle name' }).fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Jordan Rivera/);
  await page.getByRole('tab', { name: 'Edit Badge' }).click();
  await badge.getByRole('textbox', { name: 'First name on the badge' }).fill('');
  await badge.getByRole('button', { name: 'Update' }).click();
  await expect(badge.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
});
