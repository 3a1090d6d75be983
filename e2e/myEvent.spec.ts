import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { programData } from './models/programData';
import { pdfPages } from '../tests/support/pdfText';
import { SignInPage } from './models/signInPage';
import { expect, test } from './test';

async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

/** A timed session the attendee may open that is not already in their itinerary. */
async function openableSession(page: Page) {
  const { items, mayOpen } = await programData(page);
  const saved = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    user: { force_into_itinerary: string };
  };
  const forced = saved.user.force_into_itinerary.split(',');
  const found = items.find(
    (i) =>
      i.internal_type === 'session' &&
      i.start_time_unix !== undefined &&
      mayOpen(i) &&
      !forced.includes(String(i.session_id)) &&
      !i.live_config_object?.hide_from_public,
  );
  expect(found).toBeTruthy();
  return found as NonNullable<typeof found>;
}

test('star a session, find it in My Itinerary after a reload, rate it and keep a note', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const session = await openableSession(page);

  // The organiser's forced session is there from the start, and cannot be unstarred.
  await page.goto('/main/itinerary');
  await expect(page.getByRole('heading', { level: 1, name: 'My Itinerary' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Itinerary · /);
  await expect(page.getByTestId('itinerary-item')).toHaveCount(1);
  await expect(
    page.getByTestId('itinerary-item').getByRole('button', { name: /Part of your itinerary/ }),
  ).toBeDisabled();

  await page.goto(`/main/sessions/${session.session_id}`);
  const star = page.getByRole('button', { name: `Add to My Itinerary: ${session.title}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const saved = page.getByRole('button', { name: `Remove from My Itinerary: ${session.title}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('save-star').first()).toHaveAttribute('data-favorite', 'on');

  await page.reload();
  await page.getByRole('link', { name: 'My Itinerary' }).first().click();
  await expect(page).toHaveURL(/\/main\/itinerary$/);
  await expect(page.getByTestId('itinerary-item')).toHaveCount(2);
  await expect(page.getByRole('link', { name: session.title })).toBeVisible();

  // The same saved items as a calendar file: downloaded, and mailed with 'Add to Calendar'.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('itinerary.ics');
  const ics = readFileSync((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  // Long lines are folded (a line break and a space); the entry links to the session's page.
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`/main/sessions/${session.session_id}`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  await page.getByRole('button', { name: 'Add to Calendar' }).click();
  await expect(page.getByRole('button', { name: 'Invitation Sent.' })).toBeDisabled();

  // Rate it four stars, then keep a note, both still there after a reload.
  await page.getByRole('link', { name: session.title }).click();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await expect(page.getByTestId('rating')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('rating-average')).toHaveText('4.0 out of 5 (1)');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Edit note' }).click();
  await page.getByRole('textbox', { name: 'My Notes', exact: true }).fill('Ask about the sample size.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('note')).toHaveAttribute('data-state', 'viewing');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('myNotes.pdf');
  const pdfText = (await pdfPages(new Uint8Array(readFileSync((await pdf.path()) ?? '')))).join('\n');
  expect(pdfText).toContain('Ask about the sample size.');
  expect(pdfText).toContain(session.title.slice(0, 20));
  await page.reload();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('button', { name: 'Edit note' })).toHaveText('Ask about the sample size.');

  // The lobby's My Itinerary tab lists it too.
  await page.goto('/main/lobby');
  await page.getByRole('tab', { name: 'My Itinerary' }).click();
  await expect(page.getByTestId('lobby-program')).toHaveAttribute('data-tab', 'itinerary');
  await expect(page.getByTestId('lobby-program').getByRole('link', { name: session.title })).toBeVisible();

  // Unstarred from the itinerary, it leaves it for good.
  await page.goto('/main/itinerary');
  await page.getByRole('button', { name: `Remove from My Itinerary: ${session.title}` }).click();
  await expect(page.getByTestId('itinerary-item')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('itinerary-item')).toHaveCount(1);
});

test('star an office hour on its program card, find its slots in My Itinerary after a reload, unstar it', async ({
  page,
}) => {
  await signInAs(page, 'attendee@example.com');
  await page.goto('/main/sessions?hierarchicalMenu[screen]=office_hours');
  const card = page.locator('[data-testid="session-card"][data-locked="false"]').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const sessionId = Number(await card.getAttribute('data-session-id'));
  const { items } = await programData(page);
  const slots =
    items.find((i) => i.internal_type === 'session' && i.session_id === sessionId)?.office_hours ?? [];
  expect(slots.length).toBeGreaterThan(0);

  // The office hour's star is its own: the session's star stays empty.
  await card.getByRole('button', { name: `Add to My Itinerary: Office Hours · ${title}` }).click();
  await expect(
    card.getByRole('button', { name: `Remove from My Itinerary: Office Hours · ${title}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: `Add to My Itinerary: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.reload();
  await page.getByRole('link', { name: 'My Itinerary' }).first().click();
  await expect(page).toHaveURL(/\/main\/itinerary$/);
  const hours = page.locator('[data-testid="itinerary-item"][data-kind="officeHour"]');
  await expect(hours).toHaveCount(slots.length);
  await expect(hours.first()).toContainText(`${title} · Office Hours`);

  // The session's page shows the same star filled; unstarred there, the slots leave the itinerary.
  await hours.first().getByRole('link', { name: title }).click();
  const panel = page.getByTestId('office-hours');
  await panel.getByRole('button', { name: `Remove from My Itinerary: Office Hours · ${title}` }).click();
  await expect(
    panel.getByRole('button', { name: `Add to My Itinerary: Office Hours · ${title}` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/main/itinerary');
  await expect(page.getByTestId('itinerary')).toHaveAttribute('data-state', /^(empty|listed)$/);
  await expect(hours).toHaveCount(0);
});

test('an empty itinerary offers Add Items Now, which leads to the program', async ({ page }) => {
  await signInAs(page, 'speaker@example.com');
  await page.goto('/main/itinerary');
  await expect(page.getByTestId('itinerary')).toHaveAttribute('data-state', 'empty');
  await page.getByRole('link', { name: 'Add Items Now' }).click();
  await expect(page).toHaveURL(/\/main\/sessions$/);
});

test("the program suggests sessions that share the attendee's tags, in a panel they can fold away", async ({
  page,
}) => {
  await signInAs(page, 'attendee@example.com');
  await page.goto('/main/sessions');
  const panel = page.getByTestId('suggestions');
  await expect(panel.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(panel.getByRole('link')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
});
