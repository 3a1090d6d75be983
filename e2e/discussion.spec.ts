import type { Page } from '@playwright/test';
import { ProgramPage } from './models/programPage';
import { signedInPage } from './models/signedIn';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/** A poll of the Discussion (10 s) and the time a loaded machine takes to answer it. */
const LIVE = { timeout: 30_000 };

/** The Discussion tab, named with its count ('Discussion, 3 posts'). */
const discussionTab = (page: Page) => page.getByRole('tab', { name: /^Discussion, \d+ posts?$/ });
const badge = (page: Page) => page.getByTestId('discussion-count');
const postIn = (page: Page, text: string) =>
  page.getByTestId('discussion').getByTestId('wall-post').filter({ hasText: text }).first();

async function countOf(page: Page): Promise<number> {
  return Number(await badge(page).first().textContent());
}

/** Writes a post in the Discussion shown and waits for it. */
async function postInDiscussion(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Write in the discussion' }).fill(text);
  await page.getByTestId('discussion').getByRole('button', { name: 'Post', exact: true }).first().click();
  await expect(postIn(page, text)).toBeVisible();
}

/** Checks the screen as it is at a desktop's width and at a phone's. */
async function checkBothWidths(page: Page) {
  await checkScreenNow(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreenNow(page);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('two attendees discuss a live session: the post reaches the other without a reload, a like and a reply come back, the badge counts them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const text = `Which cohort was the validation run on? ${Date.now()}`;
  const answer = `The 2019 cohort, from three hospitals ${Date.now()}`;
  const asker = await signedInPage(browser, 'attendee@example.com');
  const program = new ProgramPage(asker);
  await program.open();
  await program.search('Conference TV — Day 2');
  await program.cards().filter({ hasText: 'Conference TV — Day 2' }).first().click();
  await expect(asker).toHaveURL(/\/main\/sessions\/\d+$/);
  const path = new URL(asker.url()).pathname;
  const reader = await signedInPage(browser, 'speaker@example.com');
  await reader.goto(path);

  for (const page of [asker, reader]) {
    await discussionTab(page).click();
    await expect(page.getByTestId('discussion')).toHaveAttribute('data-state', /ready|polling/);
  }
  // The demo's live session is already being discussed.
  const before = await countOf(asker);
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(asker.getByTestId('discussion').getByTestId('wall-post').first()).toBeVisible();

  await postInDiscussion(asker, text);
  await expect(discussionTab(asker)).toHaveAccessibleName(`Discussion, ${before + 1} posts`);

  const seen = postIn(reader, text);
  await expect(seen).toBeVisible(LIVE);
  await expect(badge(reader)).toHaveText(String(before + 1));
  await seen.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(seen.getByRole('button', { name: '1 Like' })).toBeVisible();
  await seen.getByRole('button', { name: 'Reply', exact: true }).click();
  await seen.getByRole('textbox', { name: 'Write a reply' }).fill(answer);
  await seen.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(seen).toContainText(answer);
  await expect(discussionTab(reader)).toHaveAccessibleName(`Discussion, ${before + 2} posts`);

  const mine = postIn(asker, text);
  await expect(mine.getByRole('button', { name: '1 Like' })).toBeVisible(LIVE);
  await expect(mine).toContainText(answer, LIVE);
  await expect(badge(asker)).toHaveText(String(before + 2));
  await checkBothWidths(asker);
});

test('a purchased product and a booth have their Discussion too, shared by those who reach them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const text = `Is lecture 3 coming? ${Date.now()}`;
  const buyer = await signedInPage(browser, 'attendee@example.com');
  const other = await signedInPage(browser, 'speaker@example.com');
  for (const page of [buyer, other]) {
    await page.goto('/main/productDetails/purchase-course');
    await expect(page.getByTestId('purchased-product')).toBeVisible();
  }
  await discussionTab(buyer).click();
  await expect(buyer.getByRole('tabpanel')).toContainText('Lecture 2 pairs well');
  const before = await countOf(buyer);
  await postInDiscussion(buyer, text);
  await expect(discussionTab(buyer)).toHaveAccessibleName(`Discussion, ${before + 1} posts`);
  // The other buyer's badge moves without opening the tab or reloading.
  await expect(badge(other)).toHaveText(String(before + 1), LIVE);
  await discussionTab(other).click();
  await expect(postIn(other, text)).toBeVisible();
  await checkBothWidths(buyer);

  // The demo staff's booth: a section with the same heading and badge.
  await buyer.goto('/exhibitors/DetailView/501');
  const booth = buyer.getByTestId('booth-discussion');
  await expect(booth.getByRole('heading', { name: /^Discussion, \d+ posts?$/ })).toBeVisible();
  await expect(booth).toContainText('new imaging module');
  const onBooth = await countOf(buyer);
  await postInDiscussion(buyer, `See you at 10:00 ${Date.now()}`);
  await expect(booth.getByTestId('discussion-count')).toHaveText(String(onBooth + 1));
  await checkBothWidths(buyer);
});
