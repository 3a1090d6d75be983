import type { Browser } from '@playwright/test';
import { CallPages } from './models/callPages';
import { RoomPage } from './models/roomPages';
import { signedInPage } from './models/signedIn';
import { checkEveryScreen, describeReports } from './support/accessibility';
import { expect, test } from './test';

/**
 * Another person in a browser of their own; from their first page after the lobby on, each screen they see is
 * checked by axe-core too.
 */
type Person = Awaited<ReturnType<typeof person>>;

async function person(browser: Browser, email: string, width: number) {
  const page = await signedInPage(browser, email, {
    viewport: { width, height: 900 },
    before: CallPages.onLoopbackOnly,
  });
  const screens = await checkEveryScreen(page.context());
  return {
    page,
    async expectAccessible() {
      await screens.settle();
      expect(describeReports(screens.reports)).toBe('');
    },
  };
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test('the author and an attendee in the office hours see each other and the count of the room', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const speaker = await person(browser, 'speaker@example.com', width);
      const { page } = speaker;
      const host = new RoomPage(page);
      const deskId = await host.helpDeskId();
      await host.joinFromSession(deskId);
      await expect(page).toHaveTitle(/^Office hours: Platform Help Desk · /);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Office hours: Platform Help Desk' }),
      ).toBeVisible();
      await expect(host.room).toHaveAttribute('data-state', 'inRoom');
      await expect(host.occupancy).toHaveText('1 person in the room');

      const attendee = await person(browser, 'attendee@example.com', width);
      const guest = new RoomPage(attendee.page);
      await guest.joinFromSession(deskId);
      await expect(guest.room).toHaveAttribute('data-state', 'inRoom');
      await host.expectParticipantVideoPlaying();
      await guest.expectParticipantVideoPlaying();
      await expect(host.occupancy).toHaveText('2 people in the room');
      await expect(guest.occupancy).toHaveText('2 people in the room');
      await page.screenshot({ path: `test-results/office-hours-${width}.png` });

      // Back to the session: the room is left, and the count drops.
      await attendee.page.getByRole('link', { name: 'Back' }).click();
      await expect(attendee.page).toHaveURL(new RegExp(`/main/sessions/${deskId}$`));
      await expect(host.occupancy).toHaveText('1 person in the room');
      await attendee.expectAccessible();
      await speaker.expectAccessible();
    });
  });
}

test("a full office hour is 'Room Full' to an attendee, while the admin gets in", async ({ browser }) => {
  test.setTimeout(240_000);
  // Everyone signs in before anyone streams video, each then waiting on an empty page (no lobby running).
  const people = [];
  for (const email of ['speaker', 'attendee', 'moderator', 'admin'].map((who) => `${who}@example.com`)) {
    const signedIn = await person(browser, email, 1440);
    await signedIn.page.goto('about:blank');
    people.push(signedIn);
  }
  const [speaker, attendee, third, admin] = people as [Person, Person, Person, Person];
  const host = new RoomPage(speaker.page);
  const deskId = await host.helpDeskId();
  await host.joinFromSession(deskId);
  await expect(host.room).toHaveAttribute('data-state', 'inRoom');
  await new RoomPage(attendee.page).joinFromSession(deskId);
  await expect(host.occupancy).toHaveText('2 people in the room');

  // Two are in, as many as the help desk takes: the room's address refuses a third attendee.
  await third.page.goto(`/main/video-room/${deskId}`);
  await expect(third.page.getByRole('heading', { name: 'Meeting Error' })).toBeVisible();
  await expect(third.page.getByText('Failed to join meeting: Room Full')).toBeVisible();
  await expect(third.page.getByRole('button', { name: 'Retry' })).toBeVisible();

  const adminRoom = new RoomPage(admin.page);
  await admin.page.goto(`/main/video-room/${deskId}`);
  await expect(adminRoom.room).toHaveAttribute('data-state', 'inRoom');
  await expect(host.occupancy).toHaveText('3 people in the room');
  for (const p of [third, admin, speaker, attendee]) await p.expectAccessible();
});
