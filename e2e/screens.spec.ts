import { ChatPage } from './models/chatPage';
import { programData } from './models/programData';
import { ProgramPage } from './models/programPage';
import { Shell } from './models/shell';
import { SignInPage } from './models/signInPage';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/**
 * A walk over every screen of the app, run at 1440 px and at 390 px (the two projects of playwright.config.ts):
 * each screen it shows is checked for WCAG 2.2 A and AA by the journeys' accessibility check.
 */

test('sign-in and sign-up pages', async ({ page }) => {
  await new SignInPage(page).open();
  await page.goto('/signup');
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('lobby, program modes, a session with each tab, its presentations, the wall, the lounges, the 404 page and Support', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  for (const mode of [
    '',
    '?hierarchicalMenu[screen]=posters',
    '?hierarchicalMenu[screen]=office_hours',
    '?hierarchicalMenu[screen]=live_now',
    '?hierarchicalMenu[screen]=on_demand',
  ]) {
    await page.goto(`/main/sessions${mode}`);
    await expect(page.getByTestId('result-count').or(page.getByTestId('poster-hall')).first()).toBeVisible();
  }
  const { items, mayOpen } = await programData(page);
  const session = items.find(
    (i) => i.internal_type === 'session' && (i.child_items_array ?? []).length > 0 && mayOpen(i),
  );
  await page.goto(`/main/sessions/${session?.session_id}`);
  await expect(page.getByTestId('session-page')).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await checkScreenNow(page);
  }
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Edit note' }).click();
  await checkScreenNow(page);
  await page.goto(`/main/sessions/presentations/${session?.session_id}`);
  await page.goto('/main/itinerary');
  await expect(page.getByTestId('itinerary-item').first()).toBeVisible();
  await page.goto('/social-apps/wall');
  await expect(page.getByTestId('wall-page')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('textbox', { name: 'Write a post' }).fill('A first look at the wall');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('wall-post').first()).toBeVisible();
  await page
    .getByTestId('wall-post')
    .first()
    .getByRole('button', { name: 'Reply', exact: true })
    .first()
    .click();
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/wall-${page.viewportSize()?.width}.png`, fullPage: false });
  await page.goto('/main/social_lounge');
  await expect(page.getByTestId('lounge-card').first()).toBeVisible();
  await page.goto('/main/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/main/lobby');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await page.getByRole('button', { name: 'Menu' }).isVisible()) await shell.openMenu();
  await shell.openSupport();
});

test("the program's filters: a column on a wide screen, a drawer on a phone that stays open for several picks", async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  const program = new ProgramPage(page);
  await program.open();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const phone = (page.viewportSize()?.width ?? 1440) <= 992;
  if (phone) {
    await expect(filters).toBeHidden();
    // Hidden filters are not drawn (nor counted) until the drawer opens.
    await expect(page.locator('aside button', { hasText: 'Clear All Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', expanded: false }).click();
  }
  await expect(filters).toBeVisible();
  await program.pick('Session types', /Keynote/);
  await expect(page).toHaveURL(/refinementList\[proposal_type\]\[0\]=/);
  await program.pick('Dates', /./);
  await expect(page).toHaveURL(/refinementList\[days\]=/);
  await expect(filters).toBeVisible();
  const done = filters.getByRole('button', { name: /^Show \d+ results?$/ });
  if (phone) {
    await expect(done).toHaveText(
      `Show ${await program.count()} result${(await program.count()) === 1 ? '' : 's'}`,
    );
    await done.click();
    await expect(filters).toBeHidden();
  } else await expect(done).toBeHidden();
  await expect(program.cards().first()).toBeVisible();
});

test('the app in Arabic, right to left', async ({ page }) => {
  const shell = new Shell(page);
  await shell.signInAs('attendee@example.com');
  await shell.chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkScreenNow(page);
  await page.goto('/main/sessions');
  await expect(page.getByTestId('result-count')).toBeVisible();
});

test('publishing a notification, with its form problems and the existing notifications', async ({ page }) => {
  await new Shell(page).signInAs('admin@example.com');
  await page.goto('/main/admin/publishing');
  await expect(page.getByTestId('publishing-page')).toBeVisible();
  await page.getByRole('radio', { name: 'Range' }).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please select the times!')).toBeVisible();
  await checkScreenNow(page);
  await page.screenshot({
    path: `test-results/publishing-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
});

test('the event settings, every group open, with a field to put right', async ({ page }) => {
  await new Shell(page).signInAs('admin@example.com');
  await page.goto('/main/admin/settings');
  const editor = page.getByTestId('settings-editor');
  await expect(editor).toHaveAttribute('data-state', 'editing');
  // Nested groups show once their group is open: open what shows until nothing is folded.
  const folded = page.locator('details.group:not([open]) > summary').filter({ visible: true });
  while ((await folded.count()) > 0) await folded.first().click();
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('not a colour!');
  await expect(editor).toHaveAttribute('data-state', 'invalid');
  await checkScreenNow(page);
});

test('the analytics: the dashboard with a chart as a table, and a session’s page', async ({ page }) => {
  await new Shell(page).signInAs('admin@example.com');
  await page.goto('/main/admin/analytics');
  await expect(page.getByTestId('analytics-sessions')).toBeVisible();
  await checkScreenNow(page);
  await page.getByRole('button', { name: 'Show as a table' }).first().click();
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/analytics-${page.viewportSize()?.width}.png` });
  await page.getByTestId('analytics-sessions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/analytics-sessions-${page.viewportSize()?.width}.png` });
  await page.getByTestId('analytics-sessions').getByRole('link').first().click();
  await expect(page.getByTestId('session-watching-now')).toBeVisible();
  await checkScreenNow(page);
  await page.screenshot({
    path: `test-results/analytics-session-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
});

test('the chat: its conversations, the participant search and an open conversation', async ({ page }) => {
  await new Shell(page).signInAs('attendee@example.com');
  const chat = new ChatPage(page);
  await chat.open();
  await chat.showTab('Participants');
  await expect(page.getByTestId('participant').first()).toBeVisible();
  await checkScreenNow(page);
  await page.getByTestId('participant').first().click();
  await expect(chat.conversation).toHaveAttribute('data-state', 'live');
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/chat-walk-${page.viewportSize()?.width}.png` });
  if ((page.viewportSize()?.width ?? 0) < 992) {
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('tab', { name: 'Conversations' })).toBeVisible();
  }
});

test('profiles: my own with its notes tabs, a speaker with the Send Email dialog, and an unknown one', async ({
  page,
}) => {
  await new Shell(page).signInAs('attendee@example.com');
  const width = page.viewportSize()?.width;
  const { items, mayOpen } = await programData(page);
  const session = items.find(
    (i) =>
      i.internal_type === 'session' &&
      mayOpen(i) &&
      ((i as { author_array?: unknown[] }).author_array ?? []).length > 0,
  ) as { session_id: number };
  await page.goto(`/main/sessions/${session.session_id}`);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Edit note' }).click();
  await page.getByRole('textbox', { name: 'My Notes', exact: true }).fill('A note for the profile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('note')).toHaveAttribute('data-state', 'viewing');
  const me = (await (await page.request.post('/api/session/resume', { data: {} })).json()) as {
    user: { uuid: string };
  };
  await page.goto(`/profile/${me.user.uuid}`);
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-state', 'loaded');
  await page.screenshot({ path: `test-results/profile-own-${width}.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Update' }).waitFor();
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/profile-edit-${width}.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Edit Badge' }).click();
  await page.getByTestId('badge-preview').waitFor();
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/profile-badge-${width}.png`, fullPage: true });
  for (const tab of ['My Notes', 'General Notes']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await checkScreenNow(page);
    await page.screenshot({
      path: `test-results/profile-${tab.replace(' ', '-')}-${width}.png`,
      fullPage: true,
    });
  }
  await page.goto(`/main/sessions/${session.session_id}`);
  await page.getByRole('region', { name: 'Speakers' }).getByRole('link').first().click();
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-state', 'loaded');
  await page.screenshot({ path: `test-results/profile-other-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send Email' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Please input your message!');
  await checkScreenNow(page);
  await page.screenshot({ path: `test-results/profile-email-${width}.png` });
  await page.goto('/main/itinerary?view=calendar');
  await expect(page.getByTestId('agenda-item').first()).toBeVisible();
  await page.screenshot({ path: `test-results/itinerary-agenda-${width}.png`, fullPage: true });
  await page.goto('/profile/no-such-person');
  await expect(page.getByTestId('profile-page')).toHaveAttribute('data-state', 'notFound');
});
