import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { pdfPages } from '../tests/support/pdfText';
import { programData, type SnapshotItem } from './models/programData';
import { writeSessionNote } from './models/sessionNote';
import { Shell } from './models/shell';
import { expect, test } from './test';

type Person = { uuid: string; Firstname: string; Lastname: string };
type ItemWithPeople = SnapshotItem & { author_array?: Person[]; session_chair_array?: Person[] };

/** The text of a downloaded PDF. */
async function pdfText(download: Download) {
  return (await pdfPages(new Uint8Array(readFileSync((await download.path()) ?? '')))).join('\n');
}

async function download(page: Page, scope: ReturnType<Page['getByTestId']>) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return file;
}

test('my own profile from the menu: notes by session and general notes, each as a PDF', async ({ page }) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const session = await writeSessionNote(page, 'Compare with last year’s cohort.');

  await shell.sidebar.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
  const profile = page.getByTestId('profile-page');
  await expect(profile).toHaveAttribute('data-self', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Rivera' })).toBeVisible();
  await expect(page).toHaveTitle(/^Jordan Rivera · /);
  await expect(page.getByRole('img', { name: 'Picture of Jordan Rivera' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Attendee');
  // One's own profile offers no mail to oneself.
  await expect(page.getByRole('button', { name: 'Send Email' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'My Notes' }).click();
  const notes = page.getByTestId('my-notes');
  await expect(notes.getByRole('heading', { name: session.title })).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Edit note' })).toHaveText(
    'Compare with last year’s cohort.',
  );
  const myNotes = await download(page, notes);
  expect(myNotes.suggestedFilename()).toBe('myNotes.pdf');
  const notesText = await pdfText(myNotes);
  expect(notesText).toContain('Compare with last year');
  expect(notesText).toContain(session.title.slice(0, 20));

  await page.getByRole('tab', { name: 'General Notes' }).click();
  const general = page.getByTestId('general-notes');
  await general.getByRole('button', { name: 'Edit note' }).click();
  await general.getByRole('textbox', { name: 'General note' }).fill('Bring business cards to the reception.');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByTestId('note')).toHaveAttribute('data-state', 'viewing');
  const generalPdf = await download(page, general);
  expect(generalPdf.suggestedFilename()).toBe('MyGeneralNotes.pdf');
  expect(await pdfText(generalPdf)).toContain('Bring business cards to the reception.');

  // Edit Profile: a new title shows in the banner, with the server's message.
  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  const form = page.getByTestId('edit-profile');
  await form.getByRole('textbox', { name: 'First name' }).fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Please input your name!')).toBeVisible();
  await form.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await form.getByRole('textbox', { name: 'Title' }).fill('Chief Resident');
  await form.getByRole('textbox', { name: 'Specialty' }).fill('Emergency medicine');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByTestId('profile-banner')).toContainText('Chief Resident');

  // Edit Badge: the preview follows the name typed; saved, it is there again after a reload.
  await page.getByRole('tab', { name: 'Edit Badge' }).click();
  const badge = page.getByTestId('edit-badge');
  await expect(badge.getByTestId('badge-preview')).toContainText('Jordan');
  await badge.getByRole('textbox', { name: 'First name on the badge' }).fill('Jo');
  await expect(badge.getByTestId('badge-preview')).toContainText('Jo');
  await expect(badge.getByTestId('badge-preview')).not.toContainText('Jordan');
  await expect(badge.getByTestId('badge-preview')).toContainText('Rivera');
  await badge.getByRole('button', { name: 'Update' }).click();
  await expect(badge.getByText('Your profile has been updated.')).toBeVisible();

  // All kept after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Edit Badge' }).click();
  await expect(badge.getByRole('textbox', { name: 'First name on the badge' })).toHaveValue('Jo');
  await page.getByRole('tab', { name: 'General Notes' }).click();
  await expect(general.getByRole('button', { name: 'Edit note' })).toHaveText(
    'Bring business cards to the reception.',
  );
});

test("a speaker's profile from the session page, and an e-mail sent to them", async ({ page }) => {
  await new Shell(page).signInAs('attendee@example.com');
  const { items, mayOpen } = await programData(page);
  const session = (items as ItemWithPeople[]).find(
    (i) => i.internal_type === 'session' && mayOpen(i) && (i.author_array ?? []).length > 0,
  ) as ItemWithPeople;
  const speaker = (session.author_array ?? [])[0] as Person;
  const name = `${speaker.Firstname} ${speaker.Lastname}`;
  await page.goto(`/main/sessions/${session.session_id}`);
  await page
    .getByRole('region', { name: 'Speakers' })
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${speaker.uuid}$`));
  const profile = page.getByTestId('profile-page');
  await expect(profile).toHaveAttribute('data-self', 'false');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const presentations = page.getByRole('region', { name: 'Presentations' });
  await expect(presentations.getByRole('link', { name: `details: ${session.title}` })).toBeVisible();

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Email: ${name}` });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please input your message!');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Could we meet after your talk?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(`Message sent to ${name}`)).toBeVisible();
  await dialog.getByTestId('send-email').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The details link opens the session again.
  await presentations.getByRole('link', { name: `details: ${session.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/main/sessions/${session.session_id}$`));
});

test('an unknown profile shows a not-found state', async ({ page }) => {
  await new Shell(page).signInAs('attendee@example.com');
  await page.goto('/profile/no-such-person');
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-state', 'notFound');
  await expect(page.getByText('This profile was not found.')).toBeVisible();
});

test('My Itinerary switches between the timeline list and a calendar agenda, kept in the address', async ({
  page,
}) => {
  await new Shell(page).signInAs('attendee@example.com');
  await page.goto('/main/itinerary');
  const entry = page.getByTestId('itinerary-item').first();
  const title = (await entry.getByRole('link').textContent()) ?? '';
  const views = page.getByRole('group', { name: 'Itinerary view' });
  await views.getByRole('button', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/main\/itinerary\?view=calendar$/);
  await expect(views.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
  const agenda = page.getByTestId('itinerary-agenda');
  await expect(agenda.getByTestId('agenda-item').getByRole('link', { name: title })).toBeVisible();
  // The same agenda after a reload: counted before it, as the page shows it then.
  const shown = await agenda.getByTestId('agenda-item').count();
  await page.reload();
  await expect(agenda.getByTestId('agenda-item')).toHaveCount(shown);
  await expect(agenda).toBeVisible();
  await page.getByRole('button', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\/main\/itinerary$/);
  await expect(entry).toBeVisible();
});
