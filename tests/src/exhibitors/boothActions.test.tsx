// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { BoothActions } from '../../../src/features/exhibitors/BoothActions';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const STAFF = 'staff-1';
function exhibitor(info: Partial<ExhibitorDoc['CompanyInfo']> = {}, raffle = true): ExhibitorDoc {
  return {
    CompanyInfo: {
      CompID: 7,
      CompUUID: 'c-7',
      Companyname: 'Acme',
      showContactUs: 1,
      VirtualMeetingURL: 'meet.example.com/acme',
      VirtualMeetingInfoJSON: { raffle_asks_code: true },
      ...info,
    },
    badgeObj: { label: 'Gold', order: 1 },
    media: {
      youtube: [],
      raffle: raffle ? [{ type: 'raffle', data: { label: 'Enter our raffle' } }] : [],
      pdf: [],
      links: [],
      products: [],
    },
    contact_info: [{ uuid: STAFF, firstName: 'Grace', lastName: 'Hopper', contactTitle: 'Sales' }],
  };
}
const ok = (text: string, title = 'Thank you') => ({
  status: 200,
  body: [{ success: true, return_title: title, return_text: text }],
});
const PATH = 'POST /api/exhibitors/7/interactions';

describe('BoothActions', () => {
  it('shows each card the company has on, and hides the ones it has off', () => {
    const { fetch } = fakeFetch({});
    renderWithClient(<BoothActions exhibitor={exhibitor()} />, { fetch });
    expect(screen.getByTestId('contact-us')).toBeTruthy();
    expect(screen.getByTestId('virtual-meeting-link').getAttribute('href')).toBe(
      'https://meet.example.com/acme',
    );
    expect(screen.getByTestId('virtual-meeting-link').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('raffle-card')).toBeTruthy();
    cleanup();
    renderWithClient(
      <BoothActions
        exhibitor={exhibitor(
          { showContactUs: 0, VirtualMeetingURL: undefined, VirtualMeetingInfoJSON: {} },
          false,
        )}
      />,
      { fetch },
    );
    expect(screen.queryByTestId('contact-us')).toBeNull();
    expect(screen.queryByTestId('virtual-meeting')).toBeNull();
    expect(screen.queryByTestId('raffle-card')).toBeNull();
    expect(screen.getByTestId('share-contact')).toBeTruthy();
  });

  it('keeps Send of the contact-us form disabled while the text is empty, then shows the server text', async () => {
    const { fetch, calls } = fakeFetch({ [PATH]: ok('Your message has been sent to Acme.') });
    renderWithClient(<BoothActions exhibitor={exhibitor()} />, { fetch });
    const form = within(screen.getByTestId('contact-us-form'));
    const send = form.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Your message'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Your message'), { target: { value: 'Tell me more' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await screen.findByText('Your message has been sent to Acme.');
    expect(calls.at(-1)?.body).toEqual({ method: 'send_message', content: 'Tell me more' });
    expect((form.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it("asks the raffle code in the 'Raffle Code' dialog, Send disabled until a code is typed", async () => {
    const { fetch, calls } = fakeFetch({
      [PATH]: (body) =>
        (body as { raffle_code?: string }).raffle_code === 'WIN7'
          ? ok('You have entered the Acme raffle. Good luck!')
          : {
              status: 200,
              body: [
                { success: false, return_title: 'Error', return_text: 'The raffle code is not correct.' },
              ],
            },
    });
    renderWithClient(<BoothActions exhibitor={exhibitor()} />, { fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the raffle' }));
    const dialog = within(screen.getByTestId('raffle-dialog'));
    expect(screen.getByText('Raffle Code')).toBeTruthy();
    const send = dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'LOSE' } });
    fireEvent.click(send);
    await dialog.findByText('The raffle code is not correct.');
    expect(dialog.getByText('Error')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'WIN7' } });
    fireEvent.click(send);
    await screen.findByText('You have entered the Acme raffle. Good luck!');
    expect(calls.filter((c) => c.path === '/api/exhibitors/7/interactions').map((c) => c.body)).toEqual([
      { method: 'raffle', raffle_code: 'LOSE' },
      { method: 'raffle', raffle_code: 'WIN7' },
    ]);
  });

  it('enters a raffle without a code directly', async () => {
    const { fetch, calls } = fakeFetch({ [PATH]: ok('You have entered the Acme raffle. Good luck!') });
    renderWithClient(<BoothActions exhibitor={exhibitor({ VirtualMeetingInfoJSON: {} })} />, { fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Enter the raffle' }));
    await screen.findByText('You have entered the Acme raffle. Good luck!');
    expect(screen.queryByTestId('raffle-dialog')).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ method: 'raffle' });
  });

  it("sends a direct message to a staff contact: 'Message sent to {name}'", async () => {
    const { fetch, calls } = fakeFetch({ [PATH]: ok('Message sent to Grace Hopper') });
    renderWithClient(<BoothActions exhibitor={exhibitor()} />, { fetch });
    const box = within(screen.getByTestId(`staff-message-${STAFF}`));
    const send = box.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box.getByLabelText('Message to Grace Hopper'), { target: { value: 'Hello' } });
    fireEvent.click(send);
    await screen.findByText('Message sent to Grace Hopper');
    expect(calls.at(-1)?.body).toEqual({
      method: 'send_direct_message',
      content: 'Hello',
      message_contact_uuid: STAFF,
    });
  });

  it('shares the contact card and shows a failure under Error', async () => {
    const { fetch } = fakeFetch({
      [PATH]: {
        status: 403,
        body: {
          error_message: 'The site is closed',
          error: { code: 'forbidden', message: 'The site is closed' },
        },
      },
    });
    renderWithClient(<BoothActions exhibitor={exhibitor()} />, { fetch });
    fireEvent.click(screen.getByTestId('share-contact-button'));
    const card = within(screen.getByTestId('share-contact'));
    await card.findByText('The site is closed');
    await waitFor(() => expect(screen.getByTestId('share-contact').dataset.state).toBe('failed'));
  });
});
