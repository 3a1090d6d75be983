import { expect, test } from './test';
import { programData } from './models/programData';
import { ProgramPage } from './models/programPage';
import { SignInPage } from './models/signInPage';
import { passPreroll, startVideo } from './models/preroll';

async function signInAs(page: import('@playwright/test').Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
}

test('a search with no match says so', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open();
  await expect(program.cards().first()).toBeVisible();
  await program.search('xyzzy');
  await expect(page.getByText('No results found matching xyzzy')).toBeVisible();
  await expect(page).toHaveURL(/[?&]query=xyzzy/);
  await program.search('Conference TV');
  await expect(program.cards().first()).toContainText('Conference TV');
  await expect(page).toHaveURL(/[?&]query=Conference%20TV/);
});

test("an author's name lists that author's sessions, and the loosely related ones on request", async ({
  page,
}) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open();
  await program.search('Eli Silva');
  await expect(program.cards().first()).toContainText('Eli Silva');
  const matches = await program.count();
  expect(matches).toBeGreaterThan(0);
  expect(matches).toBeLessThan(30);
  await page.getByRole('combobox', { name: /per page/i }).selectOption('100');
  await expect(program.cards()).toHaveCount(matches);
  const authorsOf = new Map(
    (await program.snapshot()).items
      .filter((i) => i.internal_type === 'session')
      .map((i) => [String(i.session_id), (i.author_array ?? []).map((a) => `${a.Firstname} ${a.Lastname}`)]),
  );
  const listed = await program
    .cards()
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-session-id')));
  for (const id of listed) expect(authorsOf.get(String(id))).toContain('Eli Silva');
  await page.getByRole('link', { name: 'Show more loosely related results' }).click();
  await expect(page).toHaveURL(/[?&]related=1/);
  await expect.poll(() => program.count()).toBeGreaterThan(matches);
});

test('a filter narrows the list and the address keeps it across a reload', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open();
  const all = await program.count();
  await program.pick('Session types', /Keynote/);
  await expect(page).toHaveURL(/refinementList\[proposal_type\]\[0\]=/);
  await expect.poll(() => program.count()).toBeLessThan(all);
  const narrowed = await program.count();
  await expect(program.cards().first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/refinementList\[proposal_type\]\[0\]=/);
  await expect.poll(() => program.count()).toBe(narrowed);
  await expect(
    page.getByRole('region', { name: 'Session types' }).getByRole('button', { pressed: true }),
  ).toBeVisible();
});

test('the date counts of the Videos view add up to its results, and the heading says what is listed', async ({
  page,
}) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open('?hierarchicalMenu[screen]=videos');
  await expect(page.getByTestId('program-heading')).toHaveText('Videos');
  await expect(page).toHaveTitle(/^Videos · /);
  const dates = page.getByRole('region', { name: 'Dates' }).getByRole('button');
  await expect(dates.first()).toBeVisible();
  const sumOfDates = async () => {
    const counts = await dates.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
    return counts.reduce((s, n) => s + n, 0);
  };
  const total = await program.count();
  const onDemand = await program
    .snapshot()
    .then((s) => s.items.filter((i) => i.start_time_unix === undefined));
  expect(await sumOfDates()).toBeLessThanOrEqual(total);
  expect(await sumOfDates()).toBeGreaterThanOrEqual(total - onDemand.length);
  const firstDate = (await dates.first().getAttribute('title')) ?? '';
  await dates.first().click();
  await expect(page.getByTestId('program-heading')).toContainText('Videos · ');
  await expect.poll(() => program.count()).toBe(Number(await dates.first().getAttribute('data-count')));
  expect(firstDate).not.toBe('');
});

test('a session outside the pass shows locked and does not open', async ({ page }) => {
  await signInAs(page, 'limited@example.com');
  const program = new ProgramPage(page);
  await program.open();
  const locked = page.locator('[data-testid="session-card"][data-locked="true"]').first();
  await expect(locked).toBeVisible();
  await expect(locked.getByText('Session not accessible for your account')).toBeVisible();
  await locked.click();
  await expect(page).toHaveURL(/\/main\/sessions$/);
});

test('Conference TV is live', async ({ page }) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open('?hierarchicalMenu[screen]=live_now');
  const tv = program.cards().filter({ hasText: 'Conference TV' }).first();
  await expect(tv).toBeVisible();
  await expect(tv.getByText('LIVE', { exact: true })).toBeVisible();
});

test('a session named by the privacy warning asks first', async ({ page }) => {
  await signInAs(page, 'admin@example.com');
  const program = new ProgramPage(page);
  await program.open('?refinementList[proposal_type][0]=12');
  const card = program.cards().first();
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('VIP roundtables are off the record');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/main\/sessions\?refinementList\[proposal_type\]\[0\]=12$/);
  await card.click();
  await page.getByRole('dialog').getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/main\/sessions\/\d+$/);
  await expect(page.getByTestId('session-page')).toBeVisible();
});

/** A session with a PDF attachment and a video, read from the program snapshot through the API. */
async function sessionWithPdfAndVideo(page: import('@playwright/test').Page): Promise<number> {
  const { items } = await programData(page);
  const found = items.find(
    (i) =>
      i.internal_type === 'session' &&
      (i.file_links_array ?? []).some((f) => f.name.toLowerCase().endsWith('.pdf')) &&
      (i.video_links_array ?? []).length > 0,
  );
  expect(found).toBeTruthy();
  return found?.session_id ?? 0;
}

test('a session page opens a PDF and plays its video', async ({ page }) => {
  // A document and a video after the pre-roll ad, on a machine that may be busy.
  test.setTimeout(120_000);
  await signInAs(page, 'admin@example.com');
  const id = await sessionWithPdfAndVideo(page);
  await page.goto(`/main/sessions/${id}`);
  await expect(page.getByTestId('session-page')).toBeVisible();
  await expect(page.getByText('Back to Full Program')).toBeVisible();
  // The pre-roll ad plays first: passed before the documents, so the ad does not play on while they load.
  await passPreroll(page);

  await page.getByRole('tab', { name: 'Attachments' }).click();
  await page.getByRole('button', { name: 'View' }).first().click();
  const viewer = page.getByTestId('pdf-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready');
  const painted = await viewer.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0) return false;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] !== 0) return true;
    return false;
  });
  expect(painted).toBe(true);
  // Fit to width: the page fills the viewer, drawn at least as sharp as it is shown.
  const fit = await viewer.locator('canvas').evaluate((c: HTMLCanvasElement) => ({
    shown: c.getBoundingClientRect().width,
    viewer: c.parentElement?.clientWidth ?? 0,
    drawn: c.width,
  }));
  expect(Math.abs(fit.shown - fit.viewer)).toBeLessThan(2);
  expect(fit.drawn).toBeGreaterThanOrEqual(Math.floor(fit.shown));
  await page.getByRole('button', { name: 'Close document' }).click();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();

  const video = page.getByTestId('video-player').locator('video');
  await startVideo(page);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  // Captions of the transcript, and the Low quality from the _low file, keeping the position.
  const player = page.getByTestId('video-player');
  await expect(player.getByRole('button', { name: 'Captions' })).toBeVisible();
  await expect(player.getByRole('menuitemradio', { name: /English/, includeHidden: true })).toBeAttached();
  // The playback rates of 000 §9, and no other.
  const rates = player.locator('.vjs-playback-rate .vjs-menu-item-text');
  await expect(rates).toHaveText(['2x', '1.75x', '1.5x', '1.25x', '1x', '0.5x'], { useInnerText: false });
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.getByRole('button', { name: 'Low', exact: true }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/_low\.mp4\?expires=\d+&signature=/);
  // The player reads a signed address; the same file without its signature is refused.
  const signed = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
  expect((await page.request.get(signed)).status()).toBe(200);
  expect((await page.request.get(signed.split('?')[0] ?? '')).status()).toBe(401);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThanOrEqual(before);
});

test('a session card is a link: its address can be opened in a new tab, and a click opens it here', async ({
  page,
  context,
}) => {
  await signInAs(page, 'attendee@example.com');
  const program = new ProgramPage(page);
  await program.open();
  const card = program
    .cards()
    .filter({ has: page.getByRole('link') })
    .first();
  const link = card.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/main\/sessions\/\d+/);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await tab?.waitForLoadState();
  expect(new URL(tab?.url() ?? '').pathname).toBe(href?.split('?')[0]);
  await expect(tab!.getByTestId('session-page')).toBeVisible();
  await tab?.close();
  await expect(page).toHaveURL(/\/main\/sessions$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('session-page')).toBeVisible();
});

test.describe('an attendee abroad', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  test("reads the program in the event's zone or in their own, and the choice stays after a reload", async ({
    page,
  }) => {
    await signInAs(page, 'attendee@example.com');
    const program = new ProgramPage(page);
    await program.open();
    const times = page.getByTestId('session-card').first().getByText(/–/);
    await expect(times).toContainText(/C[SD]T$/);
    await page.getByLabel('Times in').selectOption('local');
    await expect(times).toContainText(/GMT\+[12]$/);
    await page.reload();
    await expect(page.getByLabel('Times in')).toHaveValue('local');
    await expect(page.getByTestId('session-card').first().getByText(/–/)).toContainText(/GMT\+[12]$/);
  });
});
