import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { SnapshotItem } from './models/programData';
import { ProgramPage } from './models/programPage';
import { Shell } from './models/shell';

const DAY = 86_400_000;

async function signedIn(page: Page) {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  return { shell, program: new ProgramPage(page) };
}

const sessionsWhere = (items: readonly SnapshotItem[], test: (i: SnapshotItem) => boolean) =>
  items.filter((i) => i.internal_type === 'session' && test(i)).length;

test('office hours mode lists the items with office hours, each with its slots', async ({ page }) => {
  const { shell, program } = await signedIn(page);
  await shell.sidebar.getByRole('link', { name: 'Office Hours' }).click();
  await expect(page).toHaveURL(/\/main\/sessions\?hierarchicalMenu\[screen\]=office_hours$/);
  await expect(program.cards().first()).toBeVisible();
  const { items } = await program.snapshot();
  const shown = items.filter((i) => {
    const ends = (i.office_hours ?? []).map((s) => (s as { end: number }).end);
    return ends.length > 0 && Math.max(...ends) + DAY >= Date.now();
  });
  expect(shown.length).toBeGreaterThan(0);
  expect(await program.count()).toBe(shown.length);
  const card = program.cards().first();
  const slots = card.getByTestId('office-hour-slots').getByRole('listitem');
  expect(await slots.count()).toBeGreaterThanOrEqual(2);
  for (const slot of await slots.all()) {
    await expect(slot).toHaveAttribute('data-state', /^(past|live|upcoming)$/);
    await expect(slot).toContainText(/\d{1,2}:\d{2}/);
  }
});

test('poster hall shows the intro video above the posters and remembers that it was hidden', async ({
  page,
}) => {
  const { shell, program } = await signedIn(page);
  await shell.sidebar.getByRole('link', { name: 'Posters' }).click();
  await expect(page).toHaveURL(/hierarchicalMenu\[screen\]=posters$/);
  const intro = page.getByTestId('poster-intro');
  await expect(intro).toBeVisible();
  await expect(intro.getByRole('heading')).toHaveText('Welcome to the Poster Hall');
  await expect(intro.locator('video')).toHaveAttribute(
    'src',
    /\/media\/demo\/poster-hall-intro\.mp4\?expires=\d+&signature=/,
  );
  const posters = page.getByTestId('poster');
  await expect(posters).toHaveCount(10);
  const thumbnail = posters.first().getByRole('img');
  await expect(thumbnail).toHaveAttribute('src', /\/media\/demo\/images\/poster-\d\.svg$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(posters.first().getByRole('link').first()).toHaveAttribute('href', /\.pdf$/);
  await expect(posters.first().getByRole('link').last()).toHaveAttribute('href', /^\/main\/sessions\//);

  await intro.getByRole('button', { name: 'Hide video' }).click();
  await expect(intro).toHaveCount(0);
  await page.reload();
  await expect(program.cards()).toHaveCount(0);
  await expect(posters.first()).toBeVisible();
  await expect(page.getByTestId('poster-intro')).toHaveCount(0);
});

test('a custom abstract page shows its title, its description and only its items', async ({ page }) => {
  const { shell, program } = await signedIn(page);
  await shell.sidebar.getByRole('link', { name: 'Oral Abstracts' }).click();
  await expect(page).toHaveURL(/\/main\/sessions\?customAbstractPage=oral-abstracts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oral Abstracts');
  await expect(page.getByText('oral abstract sessions')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Show' })).toHaveCount(0);
  await expect(program.cards().first()).toBeVisible();
  const { items } = await program.snapshot();
  const oral = items.filter((i) => i.internal_type === 'abstract' && String(i.session_type_id) === '3');
  expect(oral.length).toBeGreaterThan(0);
  expect(await program.count()).toBe(oral.length);
  const ids = new Set(oral.map((i) => String(i.session_id)));
  for (const card of await program.cards().all()) {
    expect(ids.has((await card.getAttribute('data-session-id')) ?? '')).toBe(true);
    await expect(card).toContainText('Oral Abstract Session');
  }
});

test('the venue filter narrows the list and the address keeps it across a reload', async ({ page }) => {
  const { program } = await signedIn(page);
  await program.open();
  const all = await program.count();
  const { items } = await program.snapshot();
  const south = sessionsWhere(items, (i) => i.venue_id === '2');
  expect(south).toBeGreaterThan(0);
  expect(south).toBeLessThan(all);
  await program.pick('Venues', /South Building/);
  await expect(page).toHaveURL(/refinementList\[venue\]=2$/);
  await expect.poll(() => program.count()).toBe(south);
  await page.reload();
  await expect.poll(() => program.count()).toBe(south);
  await expect(
    page.getByRole('region', { name: 'Venues' }).getByRole('button', { pressed: true }),
  ).toContainText('South Building');
});

test('several session types list the sessions of any of them', async ({ page }) => {
  const { program } = await signedIn(page);
  await program.open();
  const { items } = await program.snapshot();
  const keynotes = sessionsWhere(items, (i) => String(i.session_type_id) === '1');
  const panels = sessionsWhere(items, (i) => String(i.session_type_id) === '6');
  await program.pick('Session types', /Keynote/);
  await expect.poll(() => program.count()).toBe(keynotes);
  await program.pick('Session types', /Panel Discussion/);
  await expect(page).toHaveURL(
    /refinementList\[proposal_type\]\[0\]=1&refinementList\[proposal_type\]\[1\]=6$/,
  );
  await expect.poll(() => program.count()).toBe(keynotes + panels);
});

test('the program list has a Support button that opens the Support modal', async ({ page }) => {
  const { shell, program } = await signedIn(page);
  await program.open();
  await shell.main.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('attendee@example.com');
});
