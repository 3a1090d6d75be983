// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type SupportMessage, SupportModal } from '../../src/ui/SupportModal';
import { fakeFetch, renderWithClient } from './render';

afterEach(cleanup);

function showModal(send: (m: SupportMessage) => Promise<void>) {
  renderWithClient(
    <SupportModal open onClose={() => {}} send={send} initial={{ name: 'Ada', email: 'ada@example.com' }} />,
    { fetch: fakeFetch({}).fetch },
  );
  return screen.getByRole('dialog', { name: 'Support' });
}

describe('Support modal sending', () => {
  it('says a failed send failed, and a second send that works clears the message', async () => {
    const sent: SupportMessage[] = [];
    let fail = true;
    const dialog = showModal(async (m) => {
      sent.push(m);
      if (fail) throw new Error('Please try again later.');
    });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Help' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The message could not be sent. Please try again.')).toBeTruthy();
    expect(dialog.querySelector('form')?.getAttribute('data-state')).toBe('failed');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Support email sent')).toBeTruthy();
    expect(within(dialog).queryByText('The message could not be sent. Please try again.')).toBeNull();
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(sent).toEqual([
      { Name: 'Ada', Email: 'ada@example.com', Description: 'Help' },
      { Name: 'Ada', Email: 'ada@example.com', Description: 'Help' },
    ]);
  });

  it('shows Sending... with the button disabled while the message is on its way', async () => {
    let release = () => {};
    const dialog = showModal(() => new Promise<void>((r) => (release = r)));
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Help' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const button = within(dialog).getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release();
    expect(await within(dialog).findByText('Support email sent')).toBeTruthy();
  });
});
