import { expect, test } from './test';
import { SignInPage } from './models/signInPage';
import { continuePastLobbyAd } from './models/lobbyAd';

test('a newer login of the same attendee signs the older tab out through the relay', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const older = await first.newPage();
  await new SignInPage(older).open();
  await new SignInPage(older).signIn('attendee@example.com', 'demo1234');
  await expect(older).toHaveURL(/\/main\/lobby$/);

  const newer = await second.newPage();
  await new SignInPage(newer).open();
  await new SignInPage(newer).signIn('attendee@example.com', 'demo1234');
  await expect(newer).toHaveURL(/\/main\/lobby$/);

  await expect(older).toHaveURL(/\/signin/);
  await newer.reload();
  await expect(newer).toHaveURL(/\/main\/lobby$/);
  await first.close();
  await second.close();
});

test('an admin stays signed in on two devices', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  await new SignInPage(a).open();
  await new SignInPage(a).signIn('admin@example.com', 'demo1234');
  await expect(a).toHaveURL(/\/main\/lobby$/);
  const b = await second.newPage();
  await new SignInPage(b).open();
  await new SignInPage(b).signIn('admin@example.com', 'demo1234');
  await expect(b).toHaveURL(/\/main\/lobby$/);
  await a.waitForTimeout(1500);
  await expect(a).toHaveURL(/\/main\/lobby$/);
  await first.close();
  await second.close();
});

test('signing out in one tab signs the other tabs of that login out', async ({ browser }) => {
  const context = await browser.newContext();
  const one = await context.newPage();
  await continuePastLobbyAd(one);
  await new SignInPage(one).open();
  await new SignInPage(one).signIn('speaker@example.com', 'demo1234');
  await expect(one).toHaveURL(/\/main\/lobby$/);
  const two = await context.newPage();
  await two.goto('/main/lobby');
  await expect(two.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await one.getByRole('button', { name: 'Sign out' }).click();
  await expect(one).toHaveURL(/\/signin/);
  await expect(two).toHaveURL(/\/signin/);
  await context.close();
});
