import type { Browser, Locator, Page } from '@playwright/test';
import { CallPages } from './models/callPages';
import { Shell } from './models/shell';
import { signedInPage } from './models/signedIn';
import { checkScreenNow } from './support/accessibility';
import { expect, test } from './test';

/** The demo's first Platinum booth, staffed by staff@example.com (Sam Staff); the first Bronze booth has no rooms. */
const PLATINUM = 501;
const BRONZE = 520;
const STAFF_ROOM = "Sam Staff's room";

/** A booth's Join Video Room card and its rooms' screens as one person sees them. */
class BoothRooms {
  constructor(readonly page: Page) {}

  async openBooth(compId: number) {
    await this.page.goto(`/exhibitors/DetailView/${compId}`);
    await expect(this.page.getByTestId('booth')).toBeVisible();
  }
  get card(): Locator {
    return this.page.getByRole('region', { name: 'Join Video Room' });
  }
  /** A room's row in the card, by its name. */
  row(name: string): Locator {
    return this.card.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }
  async join(name: string) {
    await this.card.getByRole('link', { name: `Join ${name}` }).click();
    await expect(this.page.getByTestId('video-room')).toHaveAttribute('data-state', 'inRoom');
  }
  get occupancy(): Locator {
    return this.page.getByTestId('room-occupancy');
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const signedIn = (browser: Browser, email: string): Promise<Page> =>
  signedInPage(browser, email, { viewport: { width: 1440, height: 900 }, before: CallPages.onLoopbackOnly });

for (const width of [1440, 390]) {
  test(`at ${width} px: an attendee finds a booth's video rooms, sees the staff away, enters the lobby and goes back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await CallPages.onLoopbackOnly(page);
    await new Shell(page).signInAs('attendee@example.com');
    const rooms = new BoothRooms(page);
    await rooms.openBooth(PLATINUM);
    const company = (await page.getByTestId('booth').getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(rooms.card).toBeVisible();
    await expect(rooms.row('Lobby').getByTestId('room-count')).toHaveText('0 people in the room');
    const staffRow = rooms.row(STAFF_ROOM);
    await expect(staffRow.getByTestId('staff-status')).toHaveText('Away');
    await expect(staffRow.getByText('Staff unavailable for the video chat.')).toBeVisible();
    await expect(staffRow.getByText('Video call will start as soon as staff joins.')).toBeVisible();
    await rooms.card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await rooms.card.screenshot({ path: `test-results/booth-rooms-card-${width}.png` });
    await checkScreenNow(page);

    await rooms.join('Lobby');
    await expect(page).toHaveURL(new RegExp(`/exhibitors/DetailView/${PLATINUM}/VideoRoom$`));
    await expect(page).toHaveTitle(new RegExp(`^Lobby · ${escaped(company)} · `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lobby · ${company}`);
    await expect(rooms.occupancy).toHaveText('1 person in the room');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/booth-rooms-lobby-${width}.png` });
    await checkScreenNow(page);
    await page.getByRole('link', { name: `Back to ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/exhibitors/DetailView/${PLATINUM}$`));

    // A Bronze booth has no video rooms.
    await rooms.openBooth(BRONZE);
    await expect(page.getByTestId('booth-side')).toBeVisible();
    await expect(rooms.card).toHaveCount(0);
  });
}

test("an attendee sees the staff member online, joins the staff's personal room and both see each other's video", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staffPage = await signedIn(browser, 'staff@example.com');
  const attendeePage = await signedIn(browser, 'attendee@example.com');
  const staff = new BoothRooms(staffPage);
  const attendee = new BoothRooms(attendeePage);

  // The staff member opens their own room: the booth now shows them online.
  await staff.openBooth(PLATINUM);
  await staff.join(STAFF_ROOM);
  await expect(staffPage).toHaveURL(new RegExp(`/exhibitors/DetailView/${PLATINUM}/VideoRoom/[^/]+$`));
  await expect(staffPage.getByTestId('staff-status')).toHaveCount(0);

  await attendee.openBooth(PLATINUM);
  const staffRow = attendee.row(STAFF_ROOM);
  await expect(staffRow.getByTestId('staff-status')).toHaveText('Online');
  await expect(staffRow.getByTestId('room-count')).toHaveText('1 person in the room');
  await expect(staffRow.getByText('Staff unavailable for the video chat.')).toHaveCount(0);
  await checkScreenNow(attendeePage);

  await attendee.join(STAFF_ROOM);
  await expect(attendeePage.getByTestId('staff-status')).toHaveText('Online');
  await expect(attendee.occupancy).toHaveText('2 people in the room');
  await expect(staff.occupancy).toHaveText('2 people in the room');
  await new CallPages(attendeePage).expectPeerVideoPlaying(/^Participant 1's video$/);
  await new CallPages(staffPage).expectPeerVideoPlaying(/^Participant 1's video$/);
  await checkScreenNow(attendeePage);
  await checkScreenNow(staffPage);
  await attendeePage.screenshot({ path: 'test-results/booth-rooms-personal-attendee.png' });

  // The staff member leaves: the attendee waits, told the call starts when staff joins.
  await staffPage.getByRole('button', { name: 'Leave' }).click();
  await expect(attendeePage.getByTestId('staff-status')).toHaveText('Away');
  await expect(attendeePage.getByText('Video call will start as soon as staff joins.')).toBeVisible();
  await expect(attendee.occupancy).toHaveText('1 person in the room');
});
