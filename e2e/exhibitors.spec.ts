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
    // The hall's ad plays first; Skip Ad opens the directory, and the hall does not play it again.
    const ad = page.getByTestId('hall-ad');
    await expect(ad).toHaveAttribute('data-ad', 'playingAd');
    const adVideo = ad.getByTestId('hall-ad-video');
    await expect(adVideo).toBeVisible();
    // Paused, so that the short ad cannot end by itself while the screen is checked.
    await adVideo.evaluate((v: HTMLVideoElement) => v.pause());
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/exhibitors-hall-ad-${width}.png`, fullPage: false });
    await ad.getByRole('button', { name: 'Skip Ad' }).click();
    await expect(ad).toHaveCount(0);
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
    await expect(page.getByTestId('exhibitor-card').first()).toBeVisible();
    await expect(page.getByTestId('hall-ad')).toHaveCount(0);
  });

  test(`at ${width} px: the platinum booth shows its enhanced booth, its social icons and a YouTube video in the player's frame, as its product does`, async ({
    page,
  }) => {
    // This machine has no way out: the player's site answers with a stand-in page.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><main><p>Video player</p></main></body></html>',
      }),
    );
    await page.setViewportSize({ width, height: 900 });
    await new Shell(page).signInAs('attendee@example.com');
    await page.goto('/exhibitors/DetailView/501');
    const stage = page.getByTestId('enhanced-booth');
    await expect(stage.getByRole('img', { name: /booth banner$/ })).toBeVisible();
    await expect(stage.locator('[data-embed="file"] video')).toBeVisible();
    await expect(stage.getByRole('link', { name: 'Brochure' })).toBeVisible();
    const social = page.getByRole('list', { name: 'Social networks' });
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'X (Twitter)', 'Pinterest']) {
      await expect(
        social.getByRole('link', { name: new RegExp(` on ${network.replace(/[()]/g, '\\$&')}$`) }),
      ).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/exhibitors-enhanced-booth-${width}.png`, fullPage: false });
    await checkScreenNow(page);

    // Enter Booth leads into the details; the booth's YouTube video plays in the player's frame.
    await stage.getByRole('link', { name: 'Enter Booth' }).click();
    await expect(page).toHaveURL(/#booth-details$/);
    const frame = page.getByTestId('booth-videos').locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await expect(frame).toHaveAttribute('title', /on YouTube$/);
    await frame.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('[data-testid="booth-videos"] iframe').getByText('Video player'),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/exhibitors-booth-video-${width}.png`, fullPage: false });
    await checkScreenNow(page);

    // Its first product: the product tour in the player's frame, and a message to the product's contact.
    await page.goto('/exhibitors/products/501/0');
    const tour = page.getByTestId('product-video').locator('iframe');
    await expect(tour).toHaveAttribute('title', 'Product tour');
    await expect(tour).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    const contact = page.getByTestId('product-contact');
    await contact.getByRole('textbox').fill('Could we see a demonstration on Tuesday?');
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(contact).toContainText(/Message sent to /);
    await page.screenshot({ path: `test-results/products-embedded-${width}.png`, fullPage: true });
    await checkScreenNow(page);
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
  // The event's configured success title and message, with the company's name.
  await expect(first.getByTestId('raffle-card')).toContainText('You are in the draw');
  await expect(first.getByTestId('raffle-card')).toContainText(
    /Thank you for entering the .+ raffle\. Winners are announced at the closing session\./,
  );

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
