import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { onDemandVideoSession, programData, type SnapshotItem } from './models/programData';
import { ProgramPage } from './models/programPage';
import { SignInPage } from './models/signInPage';
import { passPreroll } from './models/preroll';

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

/** An abstract of a session the signed-in user may open. */
async function openAbstract(page: Page): Promise<SnapshotItem & { ab_id: number }> {
  const { items, mayOpen } = await programData(page);
  const found = items.find((i) => i.internal_type === 'abstract' && i.ab_id !== undefined && mayOpen(i));
  expect(found).toBeTruthy();
  return found as SnapshotItem & { ab_id: number };
}

const heading = (page: Page) => page.getByTestId('session-page').getByRole('heading', { level: 1 });

test('an abstract has its own address, which opens the session page at that abstract', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const abstract = await openAbstract(page);
  await page.goto(`/main/sessions/${abstract.session_id}/${abstract.ab_id}`);
  await expect(heading(page)).toHaveText(abstract.title);
  await expect(page.locator('[data-testid="presentation-entry"][aria-current="true"]')).toContainText(
    abstract.title,
  );
  await page.goto(`/main/sessions/${abstract.session_id}/987654321`);
  await expect(page.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
});

test('an abstract found by search goes back to the same search results', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const abstract = await openAbstract(page);
  const program = new ProgramPage(page);
  const q = abstract.title;
  await program.open(`?hierarchicalMenu[screen]=all&query=${encodeURIComponent(q)}`);
  const card = program.cards().filter({ hasText: abstract.title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/main/sessions/${abstract.session_id}/${abstract.ab_id}/1\\?`));
  await expect(heading(page)).toHaveText(abstract.title);
  await page.getByRole('button', { name: 'Back to search results' }).click();
  await expect(page).toHaveURL(/\/main\/sessions\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('hierarchicalMenu[screen]')).toBe('all');
  expect(url.searchParams.get('query')).toBe(q);
  await expect(page.getByRole('searchbox')).toHaveValue(q);
  await expect(program.cards().filter({ hasText: abstract.title }).first()).toBeVisible();
});

test('a session presentation list opens the session page at a presentation', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const { items, mayOpen } = await programData(page);
  const session = items.find(
    (i) => i.internal_type === 'session' && (i.child_items_array?.length ?? 0) >= 2 && mayOpen(i),
  );
  expect(session).toBeTruthy();
  const id = session?.session_id;
  await page.goto(`/main/sessions/presentations/${id}`);
  const list = page.getByTestId('presentations-page');
  await expect(list.getByRole('heading', { level: 1 })).toHaveText(session?.title ?? '');
  const entries = list.getByTestId('presentation-entry');
  await expect(entries).toHaveCount(1 + (session?.child_items_array?.length ?? 0));
  const child = entries.nth(1);
  const title = (await child.locator('strong').textContent()) ?? '';
  await child.click();
  await expect(page).toHaveURL(new RegExp(`/main/sessions/${id}/\\d+$`));
  await expect(heading(page)).toHaveText(title);
  await page.goto('/main/sessions/presentations/987654321');
  await expect(page.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
});

test('a live-stream-only pass sees why it gets no on-demand video, a full pass sees the player', async ({
  page,
}) => {
  await signInAs(page, 'livestream@example.com');
  const id = await onDemandVideoSession(page);
  await page.goto(`/main/sessions/${id}`);
  await expect(page.getByTestId('session-page')).toBeVisible();
  await expect(page.getByText('Your registration pass does not give you access this content.')).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signInAs(page, 'attendee@example.com');
  await page.goto(`/main/sessions/${id}`);
  await passPreroll(page);
  await expect(page.getByText('Your registration pass does not give you access this content.')).toHaveCount(
    0,
  );
});
