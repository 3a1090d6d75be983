import { expect, test } from './test';
import { SignInPage } from './models/signInPage';

test('an attendee signs in, lands on the lobby and signs out', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  // The new login goes straight on: the lobby does not restore the stored login a second time.
  const restores: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session/resume') restores.push(request.url());
  });
  await signIn.signIn('attendee@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  expect(restores).toEqual([]);
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
  await new SignInPage(page).openMailedLink('moderator@example.com', /sign-in link/);
  await expect(page).toHaveURL(/\/main\/lobby$/);
});

test('a sign-up confirms its address through the mailed link, then signs in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open('/signup');
  await signIn.signUp('Katherine Johnson', 'katherine@example.com', 'orbits1962');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(/confirm your address/)).toBeVisible();
  await signIn.openMailedLink('katherine@example.com', /Confirm your account/);
  await expect(page).toHaveURL(/\/main\/lobby$/);
});
