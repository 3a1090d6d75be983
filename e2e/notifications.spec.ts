import type { Browser, Page } from '@playwright/test';
import { programData } from './models/programData';
import { continuePastLobbyAd } from './models/lobbyAd';
import { SignInPage } from './models/signInPage';
import { expect, test } from './test';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await continuePastLobbyAd(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
  return page;
}

test('an admin publishes an instant notification; it reaches an attendee on the open lobby, its go button opens the session, and the admin deletes it', async ({
  browser,
}) => {
  const attendee = await signedIn(browser, 'attendee@example.com');
  const admin = await signedIn(browser, 'admin@example.com');
  const { items, mayOpen } = await programData(attendee);
  const session = items.find(
    (i) => i.internal_type === 'session' && mayOpen(i) && !i.live_config_object?.hide_from_public,
  );
  expect(session).toBeTruthy();
  const title = `Keynote moved ${Date.now()}`;
  await admin.getByRole('link', { name: 'Publish Notification' }).first().click();
  await expect(admin).toHaveURL(/\/main\/admin\/publishing$/);
  await expect(admin).toHaveTitle(/^Publish Notification · /);
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Please enter a title!')).toBeVisible();
  await expect(admin.getByText('Please enter a message!')).toBeVisible();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Message').fill('It starts in Hall A.');
  await admin.getByLabel('Target').selectOption('Session');
  await admin.getByLabel('Session or exhibitor id').fill(String(session?.session_id));
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Please enter the button title!')).toBeVisible();
  await admin.getByLabel('Button title').fill('Take me there');
  await expect(admin.getByRole('complementary', { name: 'Post Preview' })).toContainText(title);
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Notification published successfully.')).toBeVisible();
  await expect(admin.getByTestId('existing-notification').filter({ hasText: title })).toContainText(
    'INSTANT',
  );

  const toast = attendee.getByTestId('instant-notification');
  await expect(toast).toContainText(title);
  await toast.getByRole('link', { name: 'Take me there' }).click();
  await expect(attendee).toHaveURL(new RegExp(`/main/sessions/${session?.session_id}$`));
  await expect(toast).toHaveCount(0);

  await attendee.goto('/main/lobby');
  const list = attendee.getByTestId('lobby-notifications');
  await expect(list).toContainText(title);
  await expect(list.getByRole('link', { name: 'Take me there' })).toHaveAttribute(
    'href',
    `/main/sessions/${session?.session_id}`,
  );
});
