import { Shell } from './models/shell';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee opens the Exhibit Hall from the menu, filters by a tag and a search, opens a booth and reads a PDF`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const shell = new Shell(page);
    await shell.signInAs('attendee@example.com');
    if (width < 992) await shell.openMenu();
    await shell.sidebar.getByRole('link', { name: 'Exhibit Hall' }).first().click();
    await expect(page).toHaveURL(/\/exhibitors\/ExhibitorWall$/);
    await expect(page).toHaveTitle(/^Exhibit Hall · /);
    const directory = page.getByTestId('exhibitor-directory');
    await expect(directory.getByTestId('exhibitor-level').first()).toHaveAttribute('data-level', 'Platinum');
    const cards = page.getByTestId('exhibitor-card');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBe(35);
    await expect(cards.first().getByTestId('exhibitor-online')).toHaveText(/^\d+ online$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/exhibitors-directory-${width}.png`, fullPage: false });
    await checkScreenNow(page);

    // A tag narrows the list; a search narrows it further.
    const tagFacet = page.getByTestId('facet-tag');
    await tagFacet.getByRole('checkbox').first().check();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const tagged = await cards.count();
    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await page.getByTestId('exhibitor-search').fill(`the ${name.split(' ')[0]}.`);
    await expect.poll(() => cards.count()).toBeLessThanOrEqual(tagged);
    await expect(cards.first().getByRole('heading')).toContainText(name.split(' ')[0] as string);

    // The booth: its facts and sections, its PDF in the viewer.
    await cards.first().getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/exhibitors\/DetailView\/\d+$/);
    const booth = page.getByTestId('booth');
    await expect(booth.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name} · `));
    for (const id of ['booth-products', 'booth-links', 'booth-pdfs', 'booth-videos']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('booth-online')).toHaveText(/^[1-9]\d* online$/);
    await page.getByTestId('booth-pdf-toggle').first().click();
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-state', 'ready');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/exhibitors-booth-${width}.png`, fullPage: false });
    await checkScreenNow(page);
    await page.getByTestId('booth-pdf-toggle').first().click();
    await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
    await page.getByTestId('booth-back').click();
    await expect(page).toHaveURL(/\/exhibitors\/ExhibitorWall$/);
  });
}
