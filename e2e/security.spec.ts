import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { programData } from './models/programData';
import { Shell } from './models/shell';
import { passPreroll } from './models/preroll';

/** Everything the Content-Security-Policy refused on the page, as Chromium reports it. */
function refusals(page: Page) {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

test('the app runs under its Content-Security-Policy: sign-in, lobby, program and a session with video', async ({
  page,
}) => {
  const refused = refusals(page);
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const response = await page.request.get('/main/lobby');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  const { items, mayOpen } = await programData(page);
  const withVideo = items.find(
    (i) => i.internal_type === 'session' && (i.video_links_array ?? []).length > 0 && mayOpen(i),
  );
  await page.goto('/main/sessions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/main/sessions/${withVideo?.session_id}`);
  await expect(page.getByTestId('session-page')).toBeVisible();
  await passPreroll(page);
  expect(refused).toEqual([]);
});

test('the mail outbox opens on this machine and shows mail without running it', async ({ page }) => {
  const res = await page.request.get('/dev/outbox');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
});

test('the sign-in token stays out of the browser’s storage; a reload resumes the login through its cookie', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const { token } = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    token: string;
  };
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
  expect(kept).not.toContain(token);
  await page.reload();
  await expect(page).toHaveURL(/\/main\/lobby$/);
  await expect(shell.sidebar.or(page.getByRole('button', { name: 'Menu' })).first()).toBeVisible();
  await page.goto('/main/sessions');
  await expect(page).toHaveURL(/\/main\/sessions/);
});
