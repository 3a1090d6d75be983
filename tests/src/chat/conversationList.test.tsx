// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationList } from '../../../src/features/chat/ConversationList';
import { fakeFetch, renderWithClient } from '../render';

const props = {
  openId: null,
  me: 'me',
  nameOf: (uuid: string) => (uuid === 'peer' ? 'Robin Speaker' : 'Someone'),
  pictureOf: () => undefined,
  statuses: { peer: 'online' as const },
  timeZone: 'America/Chicago',
};

afterEach(cleanup);

describe('the Conversations tab', () => {
  it('says so when there is no conversation yet', () => {
    renderWithClient(<ConversationList {...props} conversations={[]} onOpen={() => {}} />, fakeFetch({}));
    expect(
      screen.getByText("Looks like you haven't initiated a conversation with any participant yet."),
    ).toBeTruthy();
  });

  it('shows the peer, status, preview and unread count, and opens on a click', () => {
    const onOpen = vi.fn();
    renderWithClient(
      <ConversationList
        {...props}
        onOpen={onOpen}
        conversations={[
          {
            id: 'c1',
            participants: ['me', 'peer'],
            createdBy: 'me',
            unread: 3,
            lastMessage: {
              id: 'm1',
              conversationId: 'c1',
              from: 'peer',
              type: 'text',
              text: 'Are you presenting at the keynote today?',
              ts: Date.UTC(2027, 2, 4, 15, 5) / 1000,
            },
          },
        ]}
      />,
      fakeFetch({}),
    );
    const row = screen.getByRole('button', { name: /Robin Speaker/ });
    expect(row.textContent).toContain('Mar 04, 9:05 AM');
    expect(row.textContent).toContain('Online · Are you presenting at the...');
    expect(screen.getByLabelText('3 unread')).toBeTruthy();
    row.click();
    expect(onOpen).toHaveBeenCalledWith('c1');
  });
});
