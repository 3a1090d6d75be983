import type { Page } from '@playwright/test';
import { programData, type SnapshotItem } from './models/programData';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

type PolledItem = SnapshotItem & { title?: string; live_config_object?: { has_polling?: number } };

/** A session with polls that the attendee may open (Conference TV runs at every hour). */
async function polledSession(page: Page): Promise<number> {
  const { items, mayOpen } = await programData(page);
  const found = (items as PolledItem[]).find(
    (i) => i.internal_type === 'session' && i.live_config_object?.has_polling === 1 && mayOpen(i),
  );
  if (!found) throw new Error('the demo has no session with polls');
  return found.session_id;
}

async function participation(page: Page, sessionId: number) {
  await page.goto(`/main/sessions/${sessionId}`);
  await page.getByRole('tab', { name: 'Live Participation' }).click();
  await expect(page.getByTestId('live-polls')).toBeVisible();
}

const pollOf = (page: Page, question: string) => page.getByTestId('poll').filter({ hasText: question });

test('the chair opens a poll, two attendees vote, and everyone sees the result bars live', async ({
  browser,
}) => {
  // Three people in browsers of their own, signed in side by side.
  const [attendee, chair, second] = await Promise.all([
    signedInPage(browser, 'attendee@example.com'),
    signedInPage(browser, 'admin@example.com'),
    signedInPage(browser, 'moderator@example.com'),
  ]);
  const sessionId = await polledSession(attendee);
  // The second voter is on the session before the poll exists: it arrives through the relay.
  await Promise.all([participation(chair, sessionId), participation(second, sessionId)]);
  const question = `Which approach first? ${Date.now()}`;
  await chair.getByLabel('Question').fill(question);
  await chair.getByLabel('Options (one a line)').fill('Yes\nNo');
  await chair.getByRole('button', { name: 'Create poll' }).click();
  const chairPoll = pollOf(chair, question);
  await expect(chairPoll).toHaveAttribute('data-state', 'draft');
  await chairPoll.getByRole('button', { name: 'Open poll' }).click();
  await expect(chairPoll).toHaveAttribute('data-state', /open/);

  // The first voter opens the session after it opened: the poll comes with the page.
  await participation(attendee, sessionId);
  const first = pollOf(attendee, question);
  await first.getByRole('radio', { name: /^Yes/ }).check();
  await first.getByRole('button', { name: 'Vote' }).click();
  await expect(first.getByRole('button', { name: 'Change my vote' })).toBeVisible();
  const other = pollOf(second, question);
  await other.getByRole('radio', { name: /^No/ }).check();
  await other.getByRole('button', { name: 'Vote' }).click();

  // The bars reach every screen through the relay, without a reload.
  for (const page of [chair, attendee, second]) {
    const poll = pollOf(page, question);
    await expect(poll.getByTestId('poll-bar')).toHaveCount(2, { timeout: 15_000 });
    await expect(poll.getByTestId('poll-count')).toHaveText(['1 (50%)', '1 (50%)'], { timeout: 15_000 });
  }

  await chairPoll.getByRole('button', { name: 'Close poll' }).click();
  await expect(first).toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
  await expect(first.getByTestId('poll-bar')).toHaveCount(0);
  await chairPoll.getByRole('button', { name: 'Show results' }).click();
  await expect(first).toHaveAttribute('data-state', 'resultsShown', { timeout: 15_000 });
  await expect(first.getByTestId('poll-count')).toHaveText(['1 (50%)', '1 (50%)']);
});
