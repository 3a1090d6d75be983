import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { pdfPages } from '../tests/support/pdfText';
import { writeSessionNote } from './models/sessionNote';
import { SignInPage } from './models/signInPage';
import { Shell } from './models/shell';
import { expect, test } from './test';

// A fresh account per width: deleting it never touches the demo accounts other journeys sign in with.
for (const width of [1440, 390]) {
  test(`at ${width} px an attendee downloads their data as a ZIP, then deletes their account`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `erasable-${width}@example.com`;
    const signIn = new SignInPage(page);
    await signIn.open('/signup');
    await signIn.signUp(`Erasable ${width}`, email, 'forget-me-1');
    await signIn.openMailedLink(email, /Confirm your account/);
    await expect(page).toHaveURL(/\/main\/lobby$/);

    await expect(page.getByTestId('lobby')).toHaveAttribute('data-ad', /^(none|continued|closed)$/, {
      timeout: 30_000,
    });
    await writeSessionNote(page, 'Ask about the cohort.');

    const shell = new Shell(page);
    if (width < 800) await shell.openMenu();
    await shell.sidebar.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
    const uuid = new URL(page.url()).pathname.split('/').at(-1);
    const rights = page.getByTestId('data-rights');
    await expect(rights.getByRole('heading', { name: 'Your data' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rights.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.zip');
    const files = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? '')));
    const data = JSON.parse(strFromU8(files['my-data.json'] ?? new Uint8Array()));
    expect(data.person).toMatchObject({ uuid, email, username: `Erasable ${width}` });
    expect(data.tables.notes).toEqual([expect.objectContaining({ note: 'Ask about the cohort.' })]);
    const notesText = (await pdfPages(files['myNotes.pdf'] ?? new Uint8Array())).join('\n');
    expect(notesText).toContain('Ask about the cohort.');

    const opener = rights.getByRole('button', { name: 'Delete my account' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    const field = dialog.getByLabel(/Type your e-mail address/);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await field.fill('not my address');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await field.fill(email);
    await confirm.click();
    await expect(page).toHaveURL(/\/signin\?account=deleted$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await signIn.signIn(email, 'forget-me-1');
    await signIn.expectFailure('The email or password is not correct.');
    await expect(page).toHaveURL(/\/signin/);
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px an admin deletes an account on request and reads the audit log`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const signIn = new SignInPage(page);
    const email = `erase-on-request-${width}@example.com`;
    await signIn.open('/signup');
    await signIn.signUp('Erase On Request', email, 'forget-me-2');
    await signIn.openMailedLink(email, /Confirm your account/);
    await expect(page).toHaveURL(/\/main\/lobby$/);
    const shell = new Shell(page);
    if (width < 800) await shell.openMenu();
    await shell.sidebar.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
    const uuid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    if (width < 800) await shell.openMenu();
    await shell.sidebar.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin/);

    await shell.signInAs('admin@example.com');
    await page.goto('/main/admin/data-rights');
    await expect(page).toHaveURL(/\/main\/admin\/data-rights$/);
    const admin = page.getByTestId('data-rights-admin');
    await admin.getByLabel('Person (uuid)').fill(uuid);
    await expect(admin.getByRole('button', { name: "Download this person's data" })).toBeEnabled();
    const del = admin.getByRole('button', { name: 'Delete the account' });
    await expect(del).toBeDisabled();
    await admin.getByLabel('Type DELETE to delete the account').fill('DELETE');
    await del.click();
    await expect(admin.getByText('The account has been deleted.')).toBeVisible();
    const log = admin.getByRole('region', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Account deleted' }).first()).toContainText(
      'Deleted user',
    );
  });
}
