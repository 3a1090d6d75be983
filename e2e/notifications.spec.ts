import type { Browser, Page } from '@playwright/test';
import { programData } from './models/programData';
import { SignInPage } from './models/signInPage';
import { expect, test } from './test';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
  return page;
}

/** The page's sign-in token, as the app holds it after a reload (from its login cookie). */
async function tokenOf(page: Page): Promise<string> {
  const res = await page.request.post('/api/session/resume', { data: { urlid: '' } });
  return ((await res.json()) as { token: string }).token;
}

test('an instant notification sent live reaches an attendee on the open lobby, and its go button opens the session', async ({
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
  const res = await admin.request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: {
      type: 'instant',
      actions: ['live', 'lobby'],
      title,
      message: '<p>It starts in <b>Hall A</b>.</p>',
      contextType: 'Session',
      contextId: String(session?.session_id),
      linkButtonTitle: 'Take me there',
    },
  });
  expect(res.status()).toBe(201);
  expect((await res.json()).message).toBe('Notification published successfully.');

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
