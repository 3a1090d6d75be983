import type { Browser, Page } from '@playwright/test';
import { ProgramPage } from './models/programPage';
import { checkScreenNow } from './support/accessibility';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

const questionsTab = async (page: Page, sessionPath: string) => {
  await page.goto(sessionPath);
  await page.getByRole('tab', { name: 'Questions for Speakers' }).click();
  await expect(page.getByTestId('questions')).toBeVisible();
};
const approved = (page: Page) => page.getByTestId('approved-questions').locator('[data-question]');

async function chairedTvSession(browser: Browser) {
  const chair = await signedInPage(browser, 'speaker@example.com');
  const program = new ProgramPage(chair);
  await program.open();
  await program.search('Conference TV — Day 2');
  await program.cards().filter({ hasText: 'Conference TV — Day 2' }).first().click();
  await expect(chair).toHaveURL(/\/main\/sessions\/\d+$/);
  return { chair, path: new URL(chair.url()).pathname };
}

test('an attendee asks, the chair approves, a second attendee upvotes it to the top live, the presenter view shows it pinned', async ({
  browser,
}) => {
  const text = `Does it work offline? ${Date.now()}`;
  const { chair, path } = await chairedTvSession(browser);
  const asker = await signedInPage(browser, 'attendee@example.com');
  const voter = await signedInPage(browser, 'moderator@example.com');
  for (const page of [chair, asker, voter]) await questionsTab(page, path);

  await asker.getByRole('textbox', { name: 'Your question for the speakers' }).fill(text);
  await asker.getByRole('button', { name: 'Send question' }).click();
  await expect(asker.getByText('Waiting for approval').first()).toBeVisible();
  await expect(asker.getByTestId('my-questions')).toContainText(text);
  await expect(
    approved(voter).filter({ has: voter.locator('[data-question-body]', { hasText: text }) }),
  ).toHaveCount(0);

  // The chair's queue gets it through the relay, without a reload.
  // By its own text: the other cards' merge lists name it too.
  const queued = chair
    .getByTestId('question-queue')
    .locator('[data-question]')
    .filter({ has: chair.locator('[data-question-body]', { hasText: text }) });
  await expect(queued).toBeVisible({ timeout: 15_000 });
  await queued.getByRole('button', { name: 'Approve' }).click();

  const seen = approved(voter).filter({ has: voter.locator('[data-question-body]', { hasText: text }) });
  await expect(seen).toBeVisible({ timeout: 15_000 });
  await expect(approved(voter).first()).not.toContainText(text);
  const own = approved(asker).filter({ has: asker.locator('[data-question-body]', { hasText: text }) });
  await expect(own).toBeVisible({ timeout: 15_000 });
  await own.getByRole('button', { name: 'Upvote' }).click();
  await expect(own.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  await seen.getByRole('button', { name: 'Upvote' }).click();
  await expect(seen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  await expect(approved(voter).first()).toContainText(text, { timeout: 15_000 });
  await expect(approved(voter).first().locator('[data-votes]')).toHaveText('2');
  await expect(approved(asker).first()).toContainText(text, { timeout: 15_000 });

  const onChair = approved(chair).filter({ has: chair.locator('[data-question-body]', { hasText: text }) });
  await expect(onChair).toBeVisible({ timeout: 15_000 });
  await onChair.getByRole('button', { name: 'Put on stage' }).click();
  const screen = await chair.context().newPage();
  await screen.goto(path.replace('/main/sessions/', '/main/sessions/presenter/'));
  await expect(screen).toHaveTitle(/^Presenter view · /);
  await expect(screen.getByTestId('presenter-view')).toContainText(text, { timeout: 15_000 });

  // The chair's queue and controls on a phone: read whole, nothing past the screen's edge.
  await chair.setViewportSize({ width: 390, height: 844 });
  await expect(onChair).toBeVisible();
  await checkScreenNow(chair);
});
