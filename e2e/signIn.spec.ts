import { expect, test } from '@playwright/test';
import { SignInPage } from './models/signInPage';

test('an attendee signs in, lands on the lobby and signs out', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('attendee@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/main/lobby');
  await expect(page).toHaveURL(/\/signin/);
});

test('a wrong password shows Login Failed with the server message', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('attendee@example.com', 'not-the-password');
  await signIn.expectFailure('The email or password is not correct.');
  await expect(page).toHaveURL(/\/signin/);
});

test('a signed-out visit remembers where it was going', async ({ page }) => {
  await page.goto('/main/lobby?from=mail');
  await expect(page).toHaveURL(/\/signin/);
  await new SignInPage(page).signIn('speaker@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby\?from=mail$/);
});

test('a magic link from the outbox signs in', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('moderator@example.com');
  await page.getByRole('button', { name: /link/i }).click();
  await expect(page.getByText(/sign-in link is on its way/)).toBeVisible();
  const outbox = await (await page.request.get('/dev/outbox.json')).json();
  const mail = outbox.find((m: { to: string }) => m.to === 'moderator@example.com');
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/main\/lobby$/);
});
