import type { Page } from '@playwright/test';
import { loggedActions } from './models/eventLog';
import { onDemandVideoSession } from './models/programData';
import { preroll } from './models/preroll';
import { SignInPage } from './models/signInPage';
import { expect, test } from './test';

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

test('the pre-roll plays before an on-demand video, Skip Ad starts the video, and within the hour Skip Ad is hidden', async ({
  page,
  request,
}) => {
  // Two loads of a page with video, on a machine that may be busy.
  test.setTimeout(120_000);
  await signInAs(page, 'attendee@example.com');
  const id = await onDemandVideoSession(page);
  await page.goto(`/main/sessions/${id}`);
  const ad = preroll(page);
  await expect(ad).toBeVisible();
  await expect(ad.getByText('Your video starts after this ad.')).toBeVisible();
  const adVideo = page.getByTestId('preroll-video');
  await expect(adVideo).toHaveAttribute('src', /sponsor-ad\.mp4/);
  await expect
    .poll(() => adVideo.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  await ad.getByRole('button', { name: 'Skip Ad' }).click();
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-autoplay', 'true');
  await expect(ad).toHaveCount(0);
  await expect
    .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);

  const actions = (await loggedActions(request)).filter((r) => r.ad_place === 'preroll').map((r) => r.action);
  expect(actions).toEqual(expect.arrayContaining(['ad_started', 'ad_skip']));

  // The ad ran less than an hour ago: it plays again, without Skip Ad (read while it shows: the ad is short).
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const ad = document.querySelector('[data-testid=preroll]');
        if (!ad) return 'no ad';
        return ad.querySelector('video') && !ad.querySelector('button')
          ? 'ad without Skip Ad'
          : 'ad with Skip Ad';
      }),
    )
    .toBe('ad without Skip Ad');
});

test('ads rotate, each page load starts at the next one, and a click on an ad is logged', async ({
  page,
  request,
}) => {
  await signInAs(page, 'attendee@example.com');
  await page.goto('/main/sessions');
  const banner = page.getByRole('complementary', { name: 'Sponsor banner' });
  await expect(banner).toHaveAttribute('data-state', 'rotating');
  const first = await banner.locator('img').getAttribute('src');
  // The rotation: the next ad after ad_rotation_speed (8 s in the demo).
  await expect(banner).toHaveAttribute('data-ad-index', '1', { timeout: 12_000 });
  expect(await banner.locator('img').getAttribute('src')).not.toBe(first);

  await page.reload();
  await expect(banner).toHaveAttribute('data-ad-index', '0');
  const next = await banner.locator('img').getAttribute('src');
  expect(next?.split('?')[0]).not.toBe(first?.split('?')[0]);

  const link = banner.getByRole('link', { name: /^Advertisement: visit .+ \(opens in a new tab\)$/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const popup = page.context().waitForEvent('page');
  await link.click();
  await (await popup).close();
  await expect
    .poll(async () => (await loggedActions(request)).filter((r) => r.page === 'program').map((r) => r.action))
    .toEqual(expect.arrayContaining(['banner_view', 'banner_click']));
});

test('the poster hall shows its skyscraper ad', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  await page.goto('/main/sessions?hierarchicalMenu[screen]=posters');
  await expect(page.getByTestId('poster-hall')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sponsor column' })).toBeVisible();
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the pages with ads pass axe-core', async ({ page }) => {
    await signInAs(page, 'attendee@example.com');
    await expect(page.getByRole('complementary', { name: 'Sponsor banner' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sponsor tile' })).toBeVisible();
    const id = await onDemandVideoSession(page);
    await page.goto(`/main/sessions/${id}`);
    await expect(preroll(page)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sponsor banner' })).toBeVisible();
    await page.goto('/main/sessions?hierarchicalMenu[screen]=posters');
    await expect(page.getByTestId('poster-hall')).toBeVisible();
    await page.goto('/social-apps/wall');
    await expect(page.getByRole('complementary', { name: 'Sponsor column' })).toBeVisible();
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the exhibit hall and the products show the ads of their page type (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signInAs(page, 'attendee@example.com');
    const banner = page.getByRole('complementary', { name: 'Sponsor banner' });

    await page.goto('/exhibitors/ExhibitorWall');
    const directory = page.getByTestId('exhibitor-directory');
    await expect(directory.getByTestId('ad-leaderboard')).toBeVisible();
    await expect(banner.locator('img')).toHaveAttribute('src', /leaderboard-\d\.svg/);

    await directory.getByTestId('exhibitor-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('booth').getByTestId('ad-leaderboard')).toBeVisible();

    await page.goto('/exhibitors/products');
    const products = page.getByTestId('product-directory');
    await expect(products.getByTestId('ad-leaderboard')).toBeVisible();
    await expect(products.getByRole('complementary', { name: 'Sponsor tile' })).toBeVisible();
    await products.getByTestId('product-card').first().getByRole('link').first().click();
    const product = page.getByTestId('product-detail');
    await expect(product.getByTestId('ad-leaderboard')).toBeVisible();
    await expect(product.getByTestId('ad-tile')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: `test-results/product-ads-${viewport.width}.png`, fullPage: true });
  });
}
