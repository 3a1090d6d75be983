import type { Page } from '@playwright/test';
import { Shell } from './models/shell';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/** Each width votes as its own attendee: a vote stands for good. */
const VOTERS: Record<number, string> = { 1440: 'attendee@example.com', 390: 'speaker@example.com' };

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Follows a link of the menu (its groups start open), opening the drawer first on a phone. */
async function openFromMenu(shell: Shell, width: number, name: string) {
  if (width < 992) await shell.openMenu();
  await shell.sidebar.getByRole('link', { name, exact: true }).click();
}

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee votes once with confirmation, sees 'Your vote is saved', and a second vote is refused`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shell = new Shell(page);
    await shell.signInAs(VOTERS[width] as string);
    await openFromMenu(shell, width, 'Best Poster Award');
    await expect(page).toHaveURL(/\/main\/voting\/best-poster$/);
    await expect(page).toHaveTitle(/^Best Poster Award · /);
    const form = page.getByTestId('voting-form');
    await expect(form).toHaveAttribute('data-state', 'start');
    const cards = page.getByTestId('voting-abstract');
    const all = await cards.count();
    expect(all).toBeGreaterThan(10);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: `test-results/voting-form-${width}.png` });

    // The search narrows the abstracts by title or presenter.
    const first = cards.first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const presenter = ((await first.getByText(/^Presenter: /).textContent()) ?? '').replace(
      'Presenter: ',
      '',
    );
    await page.getByLabel('Search abstracts').fill(presenter);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect(cards.first()).toContainText(presenter);
    await page.getByLabel('Search abstracts').fill('');
    await expect(cards).toHaveCount(all);

    // A second tab holds the same form open, as it was before the vote.
    const other = await context.newPage();
    await other.setViewportSize({ width, height: 900 });
    await other.goto('/main/voting/best-poster');
    await expect(other.getByTestId('voting-form')).toHaveAttribute('data-state', 'start');

    // No cancels; Yes casts the vote.
    await first.getByRole('button', { name: `Vote for ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you confirm your vote?' });
    await expect(confirm).toContainText(title);
    await checkScreenNow(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await first.getByRole('button', { name: `Vote for ${title}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const result = page.getByTestId('voting-result');
    await expect(result).toHaveAttribute('data-kind', 'saved');
    await expect(result).toContainText('Your vote have been successfully casted.');
    await expect(result).toContainText(title);
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/voting-success-${width}.png` });

    // Go Back: the cards say the vote is saved (the server's word: a reload says the same).
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/main\/voting$/);
    await expect(page).toHaveTitle(/^Voting · /);
    const saved = page.getByTestId('voting-form-card').filter({ hasText: 'Best Poster Award' });
    await expect(saved).toContainText('Your vote is saved');
    await expect(saved.getByRole('link', { name: 'Start Voting' })).toHaveCount(0);
    await page.reload();
    await expect(saved).toContainText('Your vote is saved');
    await expect(
      page.getByTestId('voting-form-card').filter({ hasText: "People's Choice Poster" }).getByRole('link'),
    ).toHaveText('Start Voting');
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: `test-results/voting-cards-${width}.png` });

    // The other tab still offers Vote: the server refuses the second vote, and the screen says so.
    const again = other.getByTestId('voting-abstract').nth(1);
    const otherTitle = (await again.getByRole('heading').textContent()) ?? '';
    await again.getByRole('button', { name: `Vote for ${otherTitle}` }).click();
    await other
      .getByRole('dialog', { name: 'Do you confirm your vote?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const refused = other.getByTestId('voting-result');
    await expect(refused).toHaveAttribute('data-kind', 'failed');
    await expect(refused).toContainText('There are some problems with your operation.');
    await expect(refused).toContainText('You have already voted in this form.');
    await checkScreenNow(other);
    await other.screenshot({ path: `test-results/voting-refused-${width}.png` });

    // Reopened, the form shows the vote that stands.
    await other.goto('/main/voting/best-poster');
    await expect(other.getByTestId('voting-result')).toContainText('Your vote is saved');
    await expect(other.getByTestId('voting-result')).toContainText(title);
  });

  test(`at ${width} px: the FAQ and custom screens open from the menu; an item expands, an anchor scrolls, an internal link stays in the app`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const shell = new Shell(page);
    await shell.signInAs('attendee@example.com');

    // The FAQ: an accordion whose items open and close.
    await openFromMenu(shell, width, 'FAQ');
    await expect(page).toHaveURL(/\/main\/faq\/faq$/);
    await expect(page).toHaveTitle(/^FAQ · /);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const item = page.getByRole('button', { name: 'Are sessions recorded?' });
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Most sessions are available as replays')).toBeHidden();
    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Are sessions recorded?' })).toContainText(
      'Most sessions are available as replays shortly after they end.',
    );
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/faq-${width}.png` });

    // A child page under its parent, from the menu's group.
    await openFromMenu(shell, width, 'Code of Conduct');
    await expect(page).toHaveURL(/\/main\/CustomScreen\/information\/code-of-conduct$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Code of Conduct' })).toBeVisible();

    // The welcome screen: hot keys filled, an anchor that scrolls, an external link, and a link into the app.
    await openFromMenu(shell, width, 'Welcome');
    await expect(page).toHaveURL(/\/main\/CustomScreen\/welcome$/);
    const screen = page.getByTestId('custom-screen');
    await expect(screen).toContainText(/Hello \w+!/);
    await expect(screen).not.toContainText('{{Firstname}}');
    await expect(page.getByTestId('custom-screen-feed').getByTestId('wall-page')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: `test-results/custom-screen-${width}.png` });
    const external = screen.getByRole('link', { name: 'travel guide' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.getByRole('link', { name: 'See the schedule at a glance' }).click();
    const schedule = page.getByRole('heading', { name: 'Schedule at a glance' });
    await expect(schedule).toBeFocused();
    await expect(schedule).toBeInViewport();
    await expect(page).toHaveURL(/\/main\/CustomScreen\/welcome$/);
    await screen.getByRole('link', { name: 'full program' }).click();
    await expect(page).toHaveURL(/\/main\/sessions$/);
    await expect(page.getByTestId('result-count').first()).toBeVisible();
    // In the app: the page did not reload (the menu is the same document's).
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
}
