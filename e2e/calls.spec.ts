import type { Browser, Page } from '@playwright/test';
import { CallPages } from './models/callPages';
import { ChatPage } from './models/chatPage';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

const signedIn = (browser: Browser, email: string, width: number): Promise<Page> =>
  signedInPage(browser, email, { viewport: { width, height: 900 }, before: CallPages.onLoopbackOnly });

/** The attendee opens the conversation with the speaker and presses its call button. */
async function attendeeCallsSpeaker(attendee: Page, speaker: Page) {
  const speakerUuid = await ChatPage.uuidOf(speaker);
  await new ChatPage(attendee).openWith(speakerUuid);
  const call = attendee.getByRole('button', { name: /^Video call .*Robin Speaker$/ });
  await expect(call).toBeEnabled();
  await call.click();
  await expect(new CallPages(attendee).dialog(/^Calling .*Robin Speaker$/)).toBeVisible();
  await expect(call).toBeDisabled();
}

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee calls a speaker, who accepts; both see the other's video; the attendee hangs up and the speaker sees Call Ended`, async ({
    browser,
  }) => {
    const attendee = await signedIn(browser, 'attendee@example.com', width);
    const speaker = await signedIn(browser, 'speaker@example.com', width);
    const caller = new CallPages(attendee);
    const callee = new CallPages(speaker);

    await attendeeCallsSpeaker(attendee, speaker);
    const prompt = callee.dialog(/^Jordan Rivera is calling you$/);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Accept' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Accept' }).click();

    // Both go to the call page and see each other.
    await expect(speaker).toHaveURL(/\/social\/call\/[0-9a-f-]{36}$/);
    await expect(attendee).toHaveURL(speaker.url());
    await expect(attendee).toHaveTitle(/^Video call · /);
    await expect(caller.room).toHaveAttribute('data-state', 'room.inCall');
    await expect(callee.room).toHaveAttribute('data-state', 'room.inCall');
    await expect(caller.dialog(/Calling/)).toHaveCount(0);
    await caller.expectPeerVideoPlaying(/Robin Speaker's video$/);
    await callee.expectPeerVideoPlaying(/Jordan Rivera's video$/);
    await attendee.screenshot({ path: `test-results/call-${width}.png` });

    await caller.hangUp.click();
    await expect(speaker.getByRole('heading', { name: 'Call Ended' })).toBeVisible();
    await expect(attendee.getByRole('heading', { name: 'Call Ended' })).toBeVisible();
    await speaker.getByRole('link', { name: 'Go Back' }).click();
    await expect(speaker).not.toHaveURL(/\/social\/call\//);
  });
}

test('a call the speaker declines tells the attendee; a call nobody answers is cancelled after 30 s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const attendee = await signedIn(browser, 'attendee@example.com', 1440);
  const speaker = await signedIn(browser, 'speaker@example.com', 1440);
  const caller = new CallPages(attendee);
  const callee = new CallPages(speaker);

  await attendeeCallsSpeaker(attendee, speaker);
  await callee
    .dialog(/is calling you$/)
    .getByRole('button', { name: 'Decline' })
    .click();
  const declined = caller.dialog(/^.*Robin Speaker declined\/missed the call$/);
  await expect(declined).toBeVisible();
  // Its Close button (the dialog's corner × is named Close too).
  await declined.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(declined).toHaveCount(0);

  // Unanswered: the caller gives up after 30 s, and the speaker's prompt goes away.
  await attendee.getByRole('button', { name: /^Video call .*Robin Speaker$/ }).click();
  const ringing = callee.dialog(/is calling you$/);
  await expect(ringing).toBeVisible();
  const started = Date.now();
  await expect(caller.dialog(/declined\/missed the call$/)).toBeVisible({ timeout: 40_000 });
  expect(Date.now() - started).toBeGreaterThan(25_000);
  await expect(ringing).toHaveCount(0);
  await expect(speaker).not.toHaveURL(/\/social\/call\//);
});

test('the call page without a call id shows Error; an unknown call shows Call Ended', async ({ browser }) => {
  const attendee = await signedIn(browser, 'attendee@example.com', 1440);
  await attendee.goto('/social/call');
  await expect(attendee.getByRole('heading', { name: 'Error' })).toBeVisible();
  await attendee.goto('/social/exhib_meeting/no-such-call');
  await expect(attendee.getByRole('heading', { name: 'Call Ended' })).toBeVisible();
});
