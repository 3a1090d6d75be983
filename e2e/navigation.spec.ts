import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ProgramPage } from './models/programPage';
import { SignInPage } from './models/signInPage';

const EVENT = 'Midwest Health Data Science Conference';

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await expect(page).toHaveTitle(`Sign in · ${EVENT}`);
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

/** The element that has the keyboard's focus, by tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
    href: (document.activeElement as HTMLAnchorElement | null)?.href ?? '',
  }));

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a session opens at its top on its heading; Back returns to the card that was followed', async ({
      page,
    }) => {
      await signInAs(page, 'attendee@example.com');
      const program = new ProgramPage(page);
      await program.open('?view=list&size=50');
      await expect(page).toHaveTitle(`Program · ${EVENT}`);
      const open = program.cards().filter({ has: page.locator('a[href]') });
      const target = open.nth(Math.min(12, (await open.count()) - 1));
      await target.scrollIntoViewIfNeeded();
      const link = target.locator('a[href]').first();
      const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
      const listY = await page.evaluate(() => window.scrollY);
      expect(listY).toBeGreaterThan(300);
      await link.click();

      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.getByTestId('session-page')).toBeVisible();
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport();
      await expect(page).toHaveTitle(`${await heading.textContent()} · ${EVENT}`);

      await page.goBack();
      await expect(page.getByTestId('program-page')).toBeVisible();
      await expect.poll(async () => (await focused(page)).href).toBe(href);
      const backY = await page.evaluate(() => window.scrollY);
      expect(Math.abs(backY - listY)).toBeLessThan(50);
      await expect(page.locator(`a[href="${new URL(href).pathname}"]`).first()).toBeInViewport();

      await page.goForward();
      await expect(page.getByTestId('session-page')).toBeVisible();
      await expect(page).toHaveTitle(`${await heading.textContent()} · ${EVENT}`);
    });

    test('the next page of the list starts at its top', async ({ page }) => {
      await signInAs(page, 'attendee@example.com');
      const program = new ProgramPage(page);
      await program.open('?view=list&size=5');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });
}

test('every page says which page of which event it is', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  await expect(page).toHaveTitle(`Lobby · ${EVENT}`);
  const program = new ProgramPage(page);
  await program.open();
  await expect(page).toHaveTitle(`Program · ${EVENT}`);
  const { items } = await program.snapshot();
  const session = items.find((i) => i.internal_type === 'session');
  if (!session) throw new Error('the demo program has no session');
  await page.goto(`/main/sessions/presentations/${session.session_id}`);
  await expect(page.getByTestId('presentations-page')).toBeVisible();
  await expect(page).toHaveTitle(`${session.title} · ${EVENT}`);
  const titles: [string, RegExp][] = [
    ['/main/itinerary', /^My Itinerary · /],
    ['/social-apps/wall', /^Social Feed · /],
    ['/no/such/page', /^Oops, an error occurred\. Page not found! · /],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page).toHaveTitle(new RegExp(` · ${EVENT}$`));
  }
});

test('a session outside the pass shows why, with the upgrade link, at its own address', async ({ page }) => {
  await signInAs(page, 'limited@example.com');
  const program = new ProgramPage(page);
  await program.open();
  const locked = page.locator('[data-testid="session-card"][data-locked="true"]').first();
  await expect(locked).toBeVisible();
  const id = await locked.getAttribute('data-session-id');
  await page.goto(`/main/sessions/${id}`);
  const page_ = page.getByTestId('session-locked');
  await expect(page_).toBeVisible();
  await expect(page_.getByRole('link', { name: 'Upgrade registration' })).toHaveAttribute(
    'href',
    'https://www.example.com/registration/upgrade',
  );
  await expect(page).toHaveURL(new RegExp(`/main/sessions/${id}$`));
  await expect(page_.getByText('Session not accessible for your account').first()).toBeVisible();
  await expect(
    page_.getByText('Your registration does not include this session.', { exact: false }),
  ).toBeVisible();
  await expect(page_.getByRole('link', { name: 'Back to Full Program' })).toBeVisible();
  const title = await page_.getByRole('heading', { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${title} · ${EVENT}`);
});
