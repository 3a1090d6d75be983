import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { programData } from './models/programData';
import { Shell } from './models/shell';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

/** Today's Conference TV: a session live now, with its stream, that the attendee may watch. */
async function liveSession(page: Page): Promise<{ id: number; title: string }> {
  const { items, mayOpen } = await programData(page);
  const now = Date.now();
  const ms = (t: number) => (t < 1e12 ? t * 1000 : t);
  const found = items.find(
    (i) =>
      i.internal_type === 'session' &&
      i.live_channel_id === 'conference-tv' &&
      i.start_time_unix !== undefined &&
      ms(i.start_time_unix) <= now &&
      now < ms(i.start_time_unix) + 24 * 3_600_000 &&
      mayOpen(i),
  );
  if (!found) throw new Error('the demo has no Conference TV live now');
  return { id: found.session_id, title: found.title };
}

const csvOf = async (download: Download) => {
  const path = await download.path();
  return (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

/**
 * The organiser's analytics while the event runs: an admin opens a live session's page from the dashboard, sees
 * its viewers rise as two attendees open its live stream, and downloads the session table as CSV with them in
 * it. An attendee finds no menu entry, and the address tells them it is not there.
 */
test('an admin sees a session’s live viewers rise while two attendees watch it, and downloads the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const attendee = await signedInPage(browser, 'attendee@example.com');
  const session = await liveSession(attendee);
  await expect(new Shell(attendee).sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);

  const shell = new Shell(page);
  await shell.signInAs('admin@example.com');
  await shell.sidebar.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/main\/admin\/analytics$/);
  await expect(page).toHaveTitle(/^Analytics · /);
  await expect(page.getByTestId('online-now')).toHaveText(/^\d+$/);
  await page.getByRole('searchbox', { name: 'Search' }).first().fill(session.title);
  const sessions = page.getByTestId('analytics-sessions');
  await sessions.getByRole('link', { name: session.title }).click();
  await expect(page).toHaveURL(new RegExp(`/main/admin/analytics/sessions/${session.id}$`));
  await expect(page).toHaveTitle(new RegExp(`^Analytics: ${session.title}`));
  const watching = page.getByTestId('session-watching-now');
  await expect(watching).toHaveText('0');

  // Two attendees open the live stream; the page, brought up to date every 15 s, counts them.
  await attendee.goto(`/main/sessions/${session.id}`);
  const second = await signedInPage(browser, 'moderator@example.com');
  await second.goto(`/main/sessions/${session.id}`);
  await expect(watching).toHaveText('2', { timeout: 40_000 });
  await page.getByRole('button', { name: 'Show as a table' }).click();
  await expect(page.getByRole('button', { name: 'Show as a table' })).toHaveAttribute('aria-pressed', 'true');

  // Back on the dashboard, the sessions table downloads with the two viewers in it.
  await page.getByRole('link', { name: 'All analytics' }).click();
  await expect(page.getByTestId('watching-now')).toHaveText('2');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Sessions' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sessions.csv');
  const lines = await csvOf(download);
  expect(lines[0]).toBe(
    'session_id,title,views,watching_now,live_peak,live_average,on_demand_viewers,on_demand_minutes,favourites,average_rating,ratings,posts',
  );
  const row = lines.find((l) => l.startsWith(`${session.id},`));
  expect(row?.split(',')[3]).toBe('2');

  // One viewer leaves: the count follows.
  await second.close();
  await expect(page.getByTestId('watching-now')).toHaveText('1', { timeout: 40_000 });

  // The attendee who types the address finds nothing there; the server refuses them the figures too.
  await attendee.goto('/main/admin/analytics');
  await expect(attendee.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
  const { token } = (await (await attendee.request.post('/api/session/resume', { data: {} })).json()) as {
    token: string;
  };
  const refused = await attendee.request.get('/api/admin/analytics', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
