import { Shell } from './models/shell';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee browses the product directory, opens a product, then finds a purchased poster and a course and views them`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await new Shell(page).signInAs('attendee@example.com');

    // The product directory: only the configured companies, the new-product filter, a product's page.
    await page.goto('/exhibitors/products');
    await expect(page).toHaveTitle(/^Product Directory · /);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(10);
    await page.getByLabel('New products only').check();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect(cards.first().getByText('New Product')).toBeVisible();
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/products-directory-${width}.png`, fullPage: true });
    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/exhibitors\/products\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('link', { name: 'Visit Booth' })).toHaveAttribute(
      'href',
      /^\/exhibitors\/DetailView\/\d+$/,
    );
    await expect(page.getByRole('heading', { name: 'Other products' })).toBeVisible();
    await expect(page.getByTestId('product-contact')).toBeVisible();
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/products-detail-${width}.png`, fullPage: true });

    // Purchased products: the type filter with counts, a poster in its viewer, a course with its files.
    await page.goto('/main/products');
    await expect(page).toHaveTitle(/^My Products · /);
    await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past' })).toBeVisible();
    await expect(page.getByTestId('purchased-card')).toHaveCount(4);
    await page.getByLabel('Poster (1)').check();
    await expect(page.getByTestId('purchased-card')).toHaveCount(1);
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/products-purchased-${width}.png`, fullPage: true });
    await page.getByTestId('purchased-card').getByRole('link').click();
    await expect(page).toHaveURL(/\/main\/productDetails\/purchase-poster$/);
    await expect(page.getByTestId('poster-viewer').getByRole('img')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

    await page.goto('/main/products');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.getByRole('link', { name: /Recorded Course/ }).click();
    const files = page.getByRole('navigation', { name: 'Files' });
    await expect(files.getByRole('button')).toHaveCount(3);
    await expect(page.getByTestId('video-viewer').locator('video')).toBeVisible();
    await files.getByRole('button', { name: /Lecture slides/ }).click();
    await expect(page.getByTestId('pdf-viewer').locator('canvas')).toBeVisible();
    await expect(page.getByText('Loading document...')).toHaveCount(0);
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/products-viewer-${width}.png`, fullPage: true });

    // The live stream of today shows its panel; someone else's product goes back to the list.
    await page.goto('/main/productDetails/purchase-livestream');
    await expect(page.getByTestId('live-stream-panel')).toBeVisible();
    await page.goto('/main/productDetails/not-mine');
    await expect(page).toHaveURL(/\/main\/products\/$/);
  });
}
