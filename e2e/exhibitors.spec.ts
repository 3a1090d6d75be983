import { Shell } from './models/shell';
import { signedInPage } from './models/signedIn';
import { checkEveryScreen, checkScreenNow, describeReports } from './support/accessibility';
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

test('a raffle code enters the raffle; of two attendees booking one slot, one gets it and the other is told it is taken', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The demo's platinum booth: its raffle asks for its code, its staff offer meeting slots.
  const booth = '/exhibitors/DetailView/501';
  const [first, second] = [
    await signedInPage(browser, 'attendee@example.com'),
    await signedInPage(browser, 'moderator@example.com'),
  ];
  const screens = await Promise.all([first, second].map((p) => checkEveryScreen(p.context())));
  await first.goto(booth);
  await first.getByTestId('raffle-enter').click();
  const dialog = first.getByTestId('raffle-dialog');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Code').fill('WIN501');
  await send.click();
  await expect(first.getByTestId('raffle-card')).toContainText(/You have entered the .+ raffle\. Good luck!/);

  // Both pick the same slot and write a note; the first to book gets it.
  await second.goto(booth);
  const slot = first.getByTestId('meeting-slot').first();
  const slotId = await slot.getAttribute('data-slot-id');
  for (const page of [first, second]) {
    await page.locator(`[data-testid="meeting-slot"][data-slot-id="${slotId}"]`).click();
    const book = page.getByTestId('meeting-book');
    await expect(book).toBeDisabled();
    await page.getByTestId('meeting-note').fill('A demo of the imaging workflow, please.');
  }
  await first.getByTestId('meeting-book').click();
  await expect(first.getByTestId('meetings-notice')).toHaveAttribute('data-kind', 'booked');
  await expect(first.getByTestId('meetings-notice')).toContainText(
    'Thank you. Your appointment request has been succesfully sent.',
  );
  await second.getByTestId('meeting-book').click();
  await expect(second.getByTestId('meetings-notice')).toHaveAttribute('data-kind', 'taken');
  await expect(second.getByTestId('meetings-notice')).toContainText(
    'Sorry, this timeslot has already been taken!',
  );
  await expect(second.locator(`[data-testid="meeting-slot"][data-slot-id="${slotId}"]`)).toHaveCount(0);
  for (const s of screens) {
    await s.settle();
    expect(describeReports(s.reports)).toBe('');
  }
});
