import type { Browser, Page } from '@playwright/test';
import { CallPages } from './models/callPages';
import { loggedActions } from './models/eventLog';
import { LoungesPage } from './models/loungesPage';
import { Shell } from './models/shell';
import { signedInPage } from './models/signedIn';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

const signedIn = (browser: Browser, email: string): Promise<Page> =>
  signedInPage(browser, email, { viewport: { width: 1440, height: 900 }, before: CallPages.onLoopbackOnly });

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee finds the rooms they may see, watches a sponsor's ad, skips it into the room and goes back`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await CallPages.onLoopbackOnly(page);
    await new Shell(page).signInAs('attendee@example.com');
    const lounges = new LoungesPage(page);
    await lounges.open();
    await expect(page).toHaveTitle(/^Social Lounge · /);
    await expect(page.getByTestId('lounge-header')).toContainText('Meet fellow attendees');
    // a private room of a badge the attendee does not hold
    await expect(lounges.card('VIP Lounge')).toHaveCount(0);
    await expect(lounges.card('Open Networking').getByText('LIVE', { exact: true })).toBeVisible();
    await expect(lounges.card('Open Networking').getByRole('list', { name: 'Schedule' })).toContainText(
      /^\w{3}, \w{3} \d{2}, \d{1,2}:\d{2} (AM|PM)/,
    );
    await page.screenshot({ path: `test-results/lounges-${width}.png` });

    // The pre-roll: its message, the sponsor's video, Skip Ad.
    await lounges.join('Coffee Corner');
    await expect(lounges.screen).toHaveAttribute('data-state', 'playAd');
    await expect(page.getByText('You will join the lounge after this brief ad')).toBeVisible();
    await expect(page.getByLabel('Sponsor video')).toBeVisible();
    await checkScreenNow(page);
    await page.getByRole('button', { name: 'Skip Ad' }).click();
    await expect
      .poll(async () =>
        (await loggedActions(request)).filter((r) => r.page === 'lounge').map((r) => r.action),
      )
      .toContain('ad_skip');
    await lounges.expectInRoom('Coffee Corner');
    await expect(page.getByTestId('video-room')).toHaveAttribute('data-state', 'inRoom');
    await expect(page.getByTestId('lounge-occupancy')).toHaveText('1 person in the room');
    await checkScreenNow(page);
    await page.screenshot({ path: `test-results/lounge-room-${width}.png` });
    await lounges.back();
    await expect(lounges.count('Coffee Corner')).toHaveText('0 of 8 places taken');

    // A sponsor who hides Skip Ad: the attendee waits for the end of the ad.
    await lounges.join('Machine Learning Meetup');
    await expect(page.getByLabel('Sponsor video')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip Ad' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(lounges.screen).toHaveAttribute('data-state', 'cards');
  });
}

test('a moderator and an attendee in the same lounge see each other and the room count both of them', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const moderator = await signedIn(browser, 'moderator@example.com');
  const attendee = await signedIn(browser, 'attendee@example.com');
  const hosting = new LoungesPage(moderator);
  const joining = new LoungesPage(attendee);

  await hosting.open();
  await hosting.join('Career Lounge');
  await hosting.expectInRoom('Career Lounge');
  await expect(moderator.getByTestId('lounge-occupancy')).toHaveText(
    '1 person in the room · You moderate this room',
  );

  await joining.open();
  await expect(joining.count('Career Lounge')).toHaveText('1 of 8 places taken');
  await expect(joining.card('Career Lounge').getByRole('list', { name: 'In the room' })).toBeVisible();
  await joining.join('Career Lounge');
  await joining.expectInRoom('Career Lounge');
  await expect(attendee.getByTestId('lounge-occupancy')).toHaveText('2 people in the room');
  await expect(moderator.getByTestId('lounge-occupancy')).toHaveText(
    '2 people in the room · You moderate this room',
  );
  await new CallPages(attendee).expectPeerVideoPlaying(/^Participant 1's video$/);
  await new CallPages(moderator).expectPeerVideoPlaying(/^Participant 1's video$/);

  // The attendee has no moderator's buttons; the moderator mutes the attendee, who sees it and may unmute.
  await expect(attendee.getByRole('button', { name: 'Mute participant 1' })).toHaveCount(0);
  await moderator.getByRole('button', { name: 'Mute participant 1' }).click();
  await expect(attendee.getByText('A moderator muted your microphone.', { exact: false })).toBeVisible();
  const microphone = attendee.getByRole('button', { name: 'Mute microphone' });
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => ownMicrophoneOn(attendee)).toBe(false);
  await microphone.click();
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => ownMicrophoneOn(attendee)).toBe(true);

  // The moderator removes the attendee: they are back at the rooms and told why, the count follows, and the
  // room refuses them.
  const removed = 'A moderator removed you from this room.';
  await moderator.getByRole('button', { name: 'Remove participant 1' }).click();
  await expect(attendee.getByText(removed, { exact: false })).toBeVisible();
  await expect(attendee.getByTestId('lounges-page')).toHaveAttribute('data-state', 'cards');
  await expect(moderator.getByTestId('lounge-occupancy')).toHaveText(
    '1 person in the room · You moderate this room',
  );
  await joining.open();
  await joining.join('Career Lounge');
  await expect(attendee.getByText(removed, { exact: false })).toBeVisible();
  await expect(moderator.getByTestId('lounge-occupancy')).toHaveText(
    '1 person in the room · You moderate this room',
  );
  await checkScreenNow(attendee);
});

/** Whether the page's own microphone track is sending. */
const ownMicrophoneOn = (page: Page) =>
  page.getByLabel('Your video', { exact: true }).evaluate((video) => {
    const stream = (video as HTMLVideoElement).srcObject as MediaStream | null;
    return stream?.getAudioTracks().every((track) => track.enabled) ?? null;
  });

test("a full room reads 'Room Full' to an attendee and lets the admin in", async ({ browser }) => {
  test.setTimeout(150_000);
  const moderator = await signedIn(browser, 'moderator@example.com');
  const attendee = await signedIn(browser, 'attendee@example.com');
  const admin = await signedIn(browser, 'admin@example.com');

  const hosting = new LoungesPage(moderator);
  await hosting.open();
  await hosting.join('Quiet Corner');
  await hosting.expectInRoom('Quiet Corner');

  const turnedAway = new LoungesPage(attendee);
  await turnedAway.open();
  await expect(turnedAway.button('Quiet Corner', 'Room Full')).toBeDisabled();
  await expect(turnedAway.count('Quiet Corner')).toHaveText('1 of 1 places taken');

  const let_in = new LoungesPage(admin);
  await let_in.open();
  await expect(let_in.button('Quiet Corner', 'Join Room')).toBeEnabled();
  await let_in.join('Quiet Corner');
  await let_in.expectInRoom('Quiet Corner');
  await expect(admin.getByTestId('video-room')).toHaveAttribute('data-state', 'inRoom');
  await expect(admin.getByTestId('lounge-occupancy')).toContainText('2 people in the room');
});
