import type { Browser, Page } from '@playwright/test';
import { ChatPage } from './models/chatPage';
import { SignInPage } from './models/signInPage';
import { signedInPage } from './models/signedIn';
import { expect, test } from './test';

const signedIn = (browser: Browser, email: string): Promise<Page> => signedInPage(browser, email);

test('an attendee opens the chat with a speaker: messages go both ways at once, the unread badge counts and resets', async ({
  browser,
}) => {
  const attendee = await signedIn(browser, 'attendee@example.com');
  const speaker = await signedIn(browser, 'speaker@example.com');
  const speakerUuid = await ChatPage.uuidOf(speaker);
  const mine = new ChatPage(attendee);
  const theirs = new ChatPage(speaker);

  await mine.openWith(speakerUuid);
  await expect(attendee).toHaveTitle(/^Chat · /);
  await expect(mine.sendButton).toBeDisabled();
  await mine.composer.fill('   ');
  await expect(mine.sendButton).toBeDisabled();
  const hello = `Hello from the attendee ${Date.now()}`;
  await mine.say(hello);

  // The speaker, on another screen, sees the badge count up in real time.
  await expect(theirs.menuEntry).toHaveAccessibleName(/1 unread/);
  await mine.say('Are you presenting at the keynote today?');
  await expect(theirs.menuEntry).toHaveAccessibleName(/2 unread/);

  // Opening the conversation resets the count; the messages are there once each, in order.
  await theirs.menuEntry.click();
  await expect(speaker).toHaveURL(/\/social\/chat$/);
  const row = speaker.getByTestId('conversation').first();
  await expect(row).toHaveAttribute('data-unread', '2');
  await expect(row).toContainText('Are you presenting at the...');
  await row.click();
  await expect(theirs.conversation).toHaveAttribute('data-state', 'live');
  await expect(theirs.message(hello)).toHaveCount(1);
  await expect(theirs.conversation.getByTestId('chat-message')).toHaveText([
    new RegExp(hello),
    /Are you presenting at the keynote today\?/,
  ]);
  await expect(theirs.menuEntry).toHaveAccessibleName(/^Chat$/);
  await expect(row).toHaveAttribute('data-unread', '0');
  await expect(theirs.conversation.getByTestId('peer-status')).toHaveText('Online');

  // The answer reaches the attendee's open conversation live; their badge stays clear.
  await expect(theirs.sendButton).toBeDisabled();
  await theirs.composer.fill('Yes, at 3 pm in Hall A');
  await theirs.sendButton.click();
  await expect(mine.message('Yes, at 3 pm in Hall A')).toBeVisible();
  await expect(mine.menuEntry).toHaveAccessibleName(/^Chat$/);

  // A reload keeps everything (persisted) and shows nothing twice.
  await attendee.reload();
  await expect(mine.root).toHaveAttribute('data-state', 'live');
  await attendee.getByTestId('conversation').first().click();
  await expect(mine.conversation.getByTestId('chat-message')).toHaveCount(3);
  await attendee.screenshot({ path: `test-results/chat-${attendee.viewportSize()?.width}.png` });
});

test('participant search: stopwords and dots left out, the empty text, and a new conversation from a result', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('speaker@example.com', 'demo1234');
  await expect(page).toHaveURL(/\/main\/lobby/);
  const chat = new ChatPage(page);
  await page.goto('/social/chat');
  await expect(chat.root).toBeVisible();
  await chat.showTab('Participants');
  const list = page.getByTestId('participant-list');
  await expect(page.getByTestId('participant').first()).toBeVisible();
  // Virtualised: a window of rows, not everyone.
  expect(await page.getByTestId('participant').count()).toBeLessThan(40);
  const query = 'Zzqx Nobody';
  await chat.searchParticipants(query);
  await expect(page.getByText(`No results found matching ${query}`)).toBeVisible();
  await chat.searchParticipants('');
  await expect(list).not.toHaveAttribute('data-count', '0');
  const name = (await page.getByTestId('participant').first().locator('strong').textContent()) ?? '';
  await chat.searchParticipants(`the ${name.replace(' ', '. ')}.`);
  await expect(page.getByTestId('participant').first()).toContainText(name);
  await page.getByTestId('participant').first().click();
  await expect(page).toHaveURL(/\/social\/chat$/);
  await expect(chat.conversation).toHaveAttribute('data-state', 'live');
  await expect(chat.conversation.getByRole('heading', { level: 2 })).toHaveText(name);
  await page.screenshot({ path: `test-results/chat-participants-${page.viewportSize()?.width}.png` });
});
