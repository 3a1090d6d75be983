// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { Timeslot, TimeslotsReply } from '../../../schemas/meeting';
import { BoothMeetings } from '../../../src/features/exhibitors/BoothMeetings';
import { fakeFetch, type Reply, renderWithClient } from '../render';

afterEach(cleanup);

const HOUR = 3_600_000;
const start = Date.UTC(2030, 2, 5, 15, 0);
const exhibitor: ExhibitorDoc = {
  CompanyInfo: { CompID: 501, CompUUID: 'c-501', Companyname: 'Acme Health' },
  badgeObj: { label: 'Gold', order: 2 },
  media: { youtube: [], raffle: [], pdf: [], links: [], products: [] },
  contact_info: [
    { uuid: 'staff-1', firstName: 'Grace', lastName: 'Hopper' },
    { uuid: 'staff-2', firstName: 'Alan', lastName: 'Turing' },
  ],
};
const slot = (id: string, at: number, uuid: string, owner: string): Timeslot => ({
  _id: id,
  startTS: at,
  endTS: at + HOUR / 2,
  owner_name: owner,
  title: 'Product demo',
  uuid,
  conference_id: '100',
  display: '2030-03-05',
});
const A = slot('a', start, 'staff-1', 'Grace Hopper');
const B = slot('b', start + HOUR, 'staff-2', 'Alan Turing');
const reply = (timeslots: Timeslot[]): Reply => ({
  status: 200,
  body: {
    timeslots,
    days: [{ date: '2030-03-05', label: 'Tue, Mar 05' }],
    time_zone: 'America/New_York',
  } satisfies TimeslotsReply,
});

function renderBooth(gets: Reply[], post: Reply) {
  let n = 0;
  const fake = fakeFetch({
    'GET /api/exhibitors/501/timeslots': () => gets[Math.min(n++, gets.length - 1)] as Reply,
    'POST /api/exhibitors/501/meetings': () => post,
  });
  renderWithClient(<BoothMeetings exhibitor={exhibitor} />, { fetch: fake.fetch, path: '/exhibitors/501' });
  return fake;
}

async function pickAndWrite(id: string, note: string) {
  const slots = await screen.findAllByTestId('meeting-slot');
  const target = slots.find((s) => s.getAttribute('data-slot-id') === id) as HTMLElement;
  fireEvent.click(target);
  const dialog = await screen.findByTestId('meeting-dialog');
  const book = within(dialog).getByTestId('meeting-book');
  expect((book as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: note } });
  expect((book as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(book);
}

describe('BoothMeetings', () => {
  it('lists free slots as MMM DD, h:mm a in the event zone, with filters by staff and day', async () => {
    renderBooth([reply([A, B])], { status: 500, body: {} });
    const slots = await screen.findAllByTestId('meeting-slot');
    expect(slots).toHaveLength(2);
    // 15:00 UTC is 10:00 in New York (EST) on March 5.
    expect(slots[0]?.textContent).toContain('Mar 05, 10:00 AM');
    expect(slots[0]?.textContent).toContain('Grace Hopper');
    expect(screen.getByRole('combobox', { name: 'Staff contact' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toBeTruthy();
  });

  it('books: refetches, sends the note, removes the slot and thanks', async () => {
    const fake = renderBooth([reply([A, B]), reply([A, B])], {
      status: 200,
      body: {
        meeting: {
          id: 'm1',
          timeslot_id: 'a',
          status: 'requested',
          startTS: A.startTS,
          endTS: A.endTS,
          owner_name: 'Grace Hopper',
        },
        message: 'Thank you. Your appointment request has been succesfully sent.',
      },
    });
    await pickAndWrite('a', 'Pricing, please');
    const notice = await screen.findByTestId('meetings-notice');
    expect(notice.getAttribute('data-kind')).toBe('booked');
    expect(notice.textContent).toContain('Thank you. Your appointment request has been succesfully sent.');
    expect(screen.queryByTestId('meeting-dialog')).toBeNull();
    expect(screen.getAllByTestId('meeting-slot').map((s) => s.getAttribute('data-slot-id'))).toEqual(['b']);
    expect(fake.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      timeslot_id: 'a',
      note: 'Pricing, please',
    });
  });

  it('taken: a 409 closes the dialog, removes the slot and says so with the title Error', async () => {
    renderBooth([reply([A, B]), reply([A, B])], {
      status: 409,
      body: {
        error: { code: 'conflict', message: 'Sorry, this timeslot has already been taken!' },
        error_message: 'Sorry, this timeslot has already been taken!',
      },
    });
    await pickAndWrite('a', 'Hello');
    const notice = await screen.findByTestId('meetings-notice');
    expect(notice.getAttribute('data-kind')).toBe('taken');
    expect(within(notice).getByRole('alert').textContent).toContain('Error');
    expect(notice.textContent).toContain('Sorry, this timeslot has already been taken!');
    expect(screen.queryByTestId('meeting-dialog')).toBeNull();
    expect(screen.getAllByTestId('meeting-slot').map((s) => s.getAttribute('data-slot-id'))).toEqual(['b']);
  });

  it('taken before sending: the refetch no longer has the slot, so no booking is sent', async () => {
    const fake = renderBooth([reply([A, B]), reply([B])], { status: 200, body: {} });
    await pickAndWrite('a', 'Hello');
    await waitFor(() =>
      expect(screen.getByTestId('meetings-notice').getAttribute('data-kind')).toBe('taken'),
    );
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is hidden when the configuration hides the scheduler or is outside its window', () => {
    const fake = fakeFetch({});
    const { container } = renderWithClient(
      <>
        <BoothMeetings exhibitor={exhibitor} settings={{ hide_meeting_scheduler: 1 }} />
        <BoothMeetings exhibitor={exhibitor} settings={{ meeting_scheduler_start: Date.now() + HOUR }} />
      </>,
      { fetch: fake.fetch },
    );
    expect(container.querySelector('[data-testid="booth-meetings"]')).toBeNull();
    expect(fake.calls).toEqual([]);
  });
});
