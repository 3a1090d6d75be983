import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { programData } from './models/programData';
import { Shell } from './models/shell';
import { SignInPage } from './models/signInPage';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/**
 * The admin's program import, as an organiser uses it: the public DebConf 23 schedule.xml (beside the project in
 * ../shared/data, never copied into it) goes into the demo event with a progress bar and a summary; a malformed
 * file is refused naming its line; a file without those sessions, with the prune option, lists them to confirm
 * and removes them (which also leaves the demo program as it was). Someone who is not an admin finds no entry, no
 * screen, and the server refuses the upload.
 */

const DATA = process.env.SCHEDULE_DATA_DIR ?? join(process.cwd(), '../shared/data');
const DEBCONF = join(DATA, 'debconf23.xml');
const DEBCONF_SESSIONS = 117;

const xmlFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/xml',
  buffer: Buffer.from(text, 'utf8'),
});
/** Well-formed up to its fourth line, where </schedule> closes an open <day>. */
const MALFORMED = '<?xml version="1.0" encoding="UTF-8"?>\n<schedule>\n  <day index="1">\n</schedule>\n';
/** The same conference with no sessions at all. */
const EMPTY = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<schedule>',
  '  <conference>',
  '    <acronym>debconf23</acronym>',
  '    <title>DebConf 23</title>',
  '  </conference>',
  '</schedule>',
  '',
].join('\n');

/** From now on, every state of the import screen and every step its progress bar shows, in order. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __importSeen: string[] }).__importSeen = seen;
    const note = (entry: string) => {
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    new MutationObserver(() => {
      const screen = document.querySelector('[data-testid="program-import"]');
      if (screen) note(`state ${screen.getAttribute('data-state')}`);
      const bar = document.querySelector('[data-testid="import-progress"]');
      if (bar) note(`step ${bar.getAttribute('data-step')}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
/** Signed in with the demo password, at the lobby (its ad, whenever it shows, is passed by the fixture). */
async function signInAs(page: Page, email: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby$/);
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __importSeen: string[] }).__importSeen);

test('an admin imports DebConf 23 with a progress bar and a summary, sees a malformed file’s line named, and prunes after confirming', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(page);
  await signInAs(page, 'admin@example.com');
  await shell.sidebar.getByRole('link', { name: 'Import Program' }).click();
  await expect(page).toHaveURL(/\/main\/admin\/program-import$/);
  await expect(page).toHaveTitle(/^Import Program · /);
  const screen = page.getByTestId('program-import');
  await expect(screen).toHaveAttribute('data-state', 'idle');
  const start = page.getByRole('button', { name: 'Import', exact: true });
  await expect(start).toBeDisabled();

  // The file goes up, the sessions go in, each step on the bar; then the summary.
  await recordProgress(page);
  await page.getByLabel('Schedule file').setInputFiles(DEBCONF);
  await start.click();
  await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  const seen = await recorded(page);
  expect(seen).toEqual(
    expect.arrayContaining([
      'state sending.uploading',
      'step uploading',
      'state sending.importing',
      'step importing',
      'state done',
    ]),
  );
  expect(seen.indexOf('state sending.importing')).toBeGreaterThan(seen.indexOf('state sending.uploading'));
  const summary = page.getByTestId('import-summary');
  await expect(summary.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expect(summary).toContainText('Format: frab/Pentabarf schedule.xml');
  await expect(summary.getByTestId('import-sessions')).toContainText(String(DEBCONF_SESSIONS));
  await expect(summary.getByTestId('import-created')).toContainText(String(DEBCONF_SESSIONS));
  await expect(summary.getByTestId('import-updated')).toContainText('0');
  await expect(summary.getByTestId('import-rejected')).toContainText('0');
  await expect(page.getByTestId('import-progress')).toHaveCount(0);

  // Imported again, the same file changes nothing.
  await start.click();
  await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  await expect(summary.getByTestId('import-unchanged')).toContainText(String(DEBCONF_SESSIONS));
  await expect(summary.getByTestId('import-created')).toContainText('0');

  // A malformed file: refused whole, its line and column named.
  await page.getByLabel('Schedule file').setInputFiles(xmlFile('broken.xml', MALFORMED));
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await start.click();
  await expect(screen).toHaveAttribute('data-state', 'failed');
  const alert = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
  await expect(alert).toContainText(/XML parse error at line 4, column \d+/);
  await expect(alert).toContainText('Nothing was changed.');

  // A file without the sessions, with the prune option: they are listed first, and go once confirmed.
  await page.getByLabel('Schedule file').setInputFiles(xmlFile('empty.xml', EMPTY));
  await page.getByRole('checkbox', { name: /Remove the sessions of an earlier import/ }).check();
  await start.click();
  const confirm = page.getByTestId('prune-confirm');
  await expect(screen).toHaveAttribute('data-state', 'confirming', { timeout: 60_000 });
  await expect(confirm.getByRole('heading', { name: 'Sessions to remove' })).toBeFocused();
  await expect(confirm.getByRole('listitem')).toHaveCount(DEBCONF_SESSIONS);
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Opening Ceremony' })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreenNow(page);
  await confirm.getByRole('button', { name: `Import and remove ${DEBCONF_SESSIONS} sessions` }).click();
  await expect(screen).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  await expect(summary.getByTestId('import-removed')).toContainText(String(DEBCONF_SESSIONS));
  await checkScreenNow(page);
  const { items } = await programData(page);
  expect(items.filter((i) => i.title === 'Opening Ceremony')).toHaveLength(0);
});

test('someone who is not an admin has no import entry, no import screen, and the server refuses the upload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shell = new Shell(page);
  await signInAs(page, 'attendee@example.com');
  await expect(shell.sidebar.getByRole('link', { name: 'Import Program' })).toHaveCount(0);
  await page.goto('/main/admin/program-import');
  await expect(page.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
  await expect(page.getByTestId('program-import')).toHaveCount(0);
  const { token } = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    token: string;
  };
  const refused = await page.request.post('/api/uploads/program-import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'debconf23.xml', mimeType: 'application/xml', buffer: readFileSync(DEBCONF) },
    },
  });
  expect(refused.status()).toBe(403);
});
