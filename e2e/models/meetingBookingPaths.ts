import { expect, type Page } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import type { MeetingSlot, meetingBookingMachine } from '../../machines/meetingBooking';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';
import { Shell } from './shell';

type Machine = typeof meetingBookingMachine;
type Ev = EventFromLogic<Machine>;

/** The demo's platinum booth, whose staff offer meeting slots, and the attendee who books one of them. */
export const MEETING_PATHS = {
  booth: '/exhibitors/DetailView/501',
  compId: 501,
  booker: 'speaker@example.com',
};

const NOTE = 'A look at the imaging workflow, please.';

/**
 * The slot the paths pick stands for the last one listed when the dialog opens (a booked slot is gone for
 * everyone, so each path books whichever is last then; the first may start while the path walks, soonest
 * first as they are listed); it starts after `now`.
 */
const SLOT: MeetingSlot = {
  _id: 'first',
  startTS: 1,
  endTS: 2,
  owner_name: 'Staff',
  title: 'Meeting',
  uuid: 'staff',
  display: '',
};
const FREE = { timeslots: [SLOT], days: [], time_zone: 'UTC' };

const slotsCall = (method: string, path: string) => (r: { method(): string; url(): string }) =>
  r.method() === method && new URL(r.url()).pathname === `/api/exhibitors/${MEETING_PATHS.compId}/${path}`;

const scheduler = (page: Page) => page.getByTestId('booth-meetings');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Request a meeting' });
const notice = (page: Page) => page.getByTestId('meetings-notice');
const slots = (page: Page) => page.getByTestId('meeting-slot');

/** The scheduler in `state`: its heading, and the dialog open or not. */
const shows = (state: string, dialogOpen: boolean) => async (page: Page) => {
  await expect(scheduler(page)).toHaveAttribute('data-state', state);
  await expect(scheduler(page).getByRole('heading', { name: 'Book a meeting' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(dialogOpen ? 1 : 0);
};

/** The booth's meeting scheduler as a page model of the meetingBooking machine. */
export const meetingBookingModel = (machine: Machine): PageModel<Machine> => {
  const picked = { id: '' };
  return {
    machine,
    input: { now: 0 },
    open: async (page) => {
      await new Shell(page).signInAs(MEETING_PATHS.booker);
      await page.goto(MEETING_PATHS.booth);
    },
    states: {
      loading: async (page) => {
        await shows('loading', false)(page);
        await expect(scheduler(page)).toHaveAttribute('aria-busy', 'true');
      },
      loadFailed: async (page) => {
        await shows('loadFailed', false)(page);
        await expect(scheduler(page)).toContainText('The timeslots could not be loaded.');
      },
      idle: async (page) => {
        await shows('idle', false)(page);
        await expect(slots(page).first()).toBeEnabled();
        await expect(notice(page)).toHaveCount(0);
      },
      choosing: async (page) => {
        await shows('choosing', true)(page);
        await expect(page.getByTestId('meeting-dialog')).toHaveAttribute('data-state', 'choosing');
        const note = await page.getByTestId('meeting-note').inputValue();
        const book = page.getByRole('button', { name: 'Book', exact: true });
        if (note.trim() === '') await expect(book).toBeDisabled();
        else await expect(book).toBeEnabled();
      },
      refetching: async (page) => {
        await shows('refetching', true)(page);
        await expect(page.getByTestId('meeting-book')).toHaveText('Sending…');
        await expect(page.getByTestId('meeting-book')).toBeDisabled();
      },
      booking: async (page) => {
        await shows('booking', true)(page);
        await expect(page.getByTestId('meeting-book')).toHaveText('Sending…');
      },
      booked: async (page) => {
        await shows('booked', false)(page);
        await expect(notice(page)).toHaveAttribute('data-kind', 'booked');
        await expect(notice(page)).toContainText(
          'Thank you. Your appointment request has been succesfully sent.',
        );
        await expect(page.locator(`[data-testid="meeting-slot"][data-slot-id="${picked.id}"]`)).toHaveCount(
          0,
        );
      },
      taken: async (page) => {
        await shows('taken', false)(page);
        await expect(notice(page)).toHaveAttribute('data-kind', 'taken');
        await expect(notice(page)).toContainText('Sorry, this timeslot has already been taken!');
      },
    },
    events: {
      'SLOT.PICK': {
        samples: (): Ev[] => [{ type: 'SLOT.PICK', id: SLOT._id }],
        perform: async (page) => {
          picked.id = (await slots(page).last().getAttribute('data-slot-id')) ?? '';
          await slots(page).last().click();
        },
      },
      'NOTE.CHANGE': {
        samples: (): Ev[] => [{ type: 'NOTE.CHANGE', note: NOTE }],
        perform: (page, event) =>
          page.getByTestId('meeting-note').fill(event.type === 'NOTE.CHANGE' ? event.note : ''),
      },
      'BOOKING.SUBMIT': { perform: (page) => page.getByTestId('meeting-book').click() },
      'BOOKING.CANCEL': {
        perform: (page) => dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click(),
      },
      'NOTICE.DISMISS': { perform: (page) => notice(page).getByRole('button', { name: 'OK' }).click() },
      'SLOTS.FILTER': {
        samples: (): Ev[] => [{ type: 'SLOTS.FILTER', filter: {} }],
        perform: async (page) => {
          await page.getByTestId('meetings-contact').selectOption('');
        },
      },
      // Retry shows where the slots could not be loaded; idle has no button for it (new slots come with a filter).
      'SLOTS.RELOAD': NOT_A_PERSONS_ACTION,
      'xstate.done.actor.fetchSlots': {
        // The demo's booth has free slots, and the one picked is still free when Book refetches them.
        samples: (): Ev[] => [{ type: 'xstate.done.actor.fetchSlots', output: FREE } as unknown as Ev],
        request: slotsCall('GET', 'timeslots'),
      },
      'xstate.done.actor.bookSlot': {
        samples: (): Ev[] => [
          { type: 'xstate.done.actor.bookSlot', output: { message: 'booked' } } as unknown as Ev,
        ],
        request: slotsCall('POST', 'meetings'),
      },
      // A slot taken meanwhile is another person's doing (exhibitors.spec.ts walks it with two attendees);
      // the platform fails a call on no one's demand.
      'xstate.error.actor.fetchSlots': NOT_A_PERSONS_ACTION,
      'xstate.error.actor.bookSlot': NOT_A_PERSONS_ACTION,
      'CLOCK.TICK': NOT_A_PERSONS_ACTION,
    },
  };
};
