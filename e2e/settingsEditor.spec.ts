import type { Page } from '@playwright/test';
import { continuePastLobbyAd } from './models/lobbyAd';
import { acceptPrivacyNotice } from './models/privacyNotice';
import { Shell } from './models/shell';
import { checkScreenNow } from './support/accessibility';
import { solidPng } from './support/pngImage';
import { expect, test } from './test';

/**
 * The admin's settings editor, as an organiser uses it: the event's title and primary colour changed in the
 * form and a logo uploaded, the preview following at once; a value that is not a colour named next to its field and no save; the
 * save reaching an attendee's tab already open, without a reload; and an undo to the first version, which the
 * attendee's tab follows too. The attendee finds no menu entry and no screen.
 */

const DEMO_TITLE = 'Midwest Health Data Science Conference';
const NEW_TITLE = 'Midwest Health Data Summit';

/** A mark on the window that a reload would lose. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
  });
const stillSameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test('an admin edits the settings with a live preview, is refused a wrong colour, saves for open tabs, and undoes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // An attendee's tab, open in another browser before anything changes.
  const other = await browser.newContext();
  const attendee = await other.newPage();
  await continuePastLobbyAd(attendee);
  await acceptPrivacyNotice(attendee);
  const attendeeShell = new Shell(attendee);
  await attendeeShell.signInAs('attendee@example.com');
  await expect(attendee).toHaveTitle(new RegExp(`${DEMO_TITLE}$`));
  await expect(attendeeShell.sidebar.getByRole('link', { name: 'Event Settings' })).toHaveCount(0);
  await markWindow(attendee);

  const shell = new Shell(page);
  await shell.signInAs('admin@example.com');
  await shell.sidebar.getByRole('link', { name: 'Event Settings' }).click();
  await expect(page).toHaveURL(/\/main\/admin\/settings$/);
  await expect(page).toHaveTitle(/^Event Settings · /);
  const editor = page.getByTestId('settings-editor');
  await expect(editor).toHaveAttribute('data-state', 'editing');
  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeDisabled();
  const versions = page.getByTestId('settings-versions').getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('As the event was created');

  // The title: the preview's sign-in card follows as it is typed.
  const title = page.getByLabel('Event title');
  await expect(title).toHaveValue(DEMO_TITLE);
  await title.fill(NEW_TITLE);
  await expect(page.getByTestId('preview-title')).toHaveText(NEW_TITLE);

  // A logo uploaded for the sign-in page: its address is the field's value, and the preview shows it.
  await page.locator('summary', { hasText: 'Sign-in page' }).click();
  await page.getByLabel('Upload an image for Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(120, 40, [122, 31, 92]),
  });
  const logo = page.getByRole('textbox', { name: 'Logo', exact: true });
  await expect(logo).toHaveValue(/^\/api\/settings-images\/[0-9a-f-]{36}$/);
  await expect(editor).toHaveAttribute('data-state', 'editing');
  const logoUrl = await logo.inputValue();
  await expect(page.getByTestId('preview-sign-in').locator('img')).toHaveAttribute('src', logoUrl);
  expect((await page.request.get(logoUrl)).headers()['content-type']).toBe('image/png');

  // A colour too light to read on white: a warning, not an error.
  const colour = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  const colourField = page.locator('[data-field="primary_color"]');
  await colour.fill('#ffee00');
  await expect(colourField.getByTestId('contrast-warning')).toContainText('Contrast 1.');
  await expect(save).toBeEnabled();

  // Not a colour at all: named next to the field, and nothing can be saved.
  await colour.fill('not a colour!');
  await expect(editor).toHaveAttribute('data-state', 'invalid');
  const error = colourField.getByTestId('field-error');
  await expect(error).toContainText('Expected a colour');
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toHaveAttribute('aria-describedby', new RegExp(`${await error.getAttribute('id')}`));
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('settings-notice')).toContainText('A field is not valid');
  await checkScreenNow(page);

  // Put right, saved as version 2: the attendee's open tab has the new title without a reload.
  await colour.fill('#7a1f5c');
  await expect(editor).toHaveAttribute('data-state', 'editing');
  await expect(colourField.getByTestId('contrast-warning')).toHaveCount(0);
  await save.click();
  await expect(editor).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('settings-notice')).toHaveText('Saved as version 2.');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2 (current)');
  await expect(versions.first()).toContainText('Avery Admin');
  await expect(attendee).toHaveTitle(new RegExp(`${NEW_TITLE}$`));
  expect(await stillSameWindow(attendee)).toBe(true);

  // Undo to the first version: saved as version 3, the form and the attendee's tab back as they were.
  await versions
    .filter({ hasText: 'Version 1' })
    .getByRole('button', { name: /Undo to this version/ })
    .click();
  await expect(editor).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('settings-notice')).toHaveText('Saved as version 3.');
  await expect(versions.first()).toContainText('undo to version 1');
  await expect(title).toHaveValue(DEMO_TITLE);
  await expect(colour).toHaveValue('#0b3d91');
  await expect(attendee).toHaveTitle(new RegExp(`${DEMO_TITLE}$`));
  expect(await stillSameWindow(attendee)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreenNow(page);

  // The attendee has no such screen.
  await attendee.goto('/main/admin/settings');
  await expect(attendee.getByTestId('settings-editor')).toHaveCount(0);
  await other.close();
});
