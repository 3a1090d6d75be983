// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileReply } from '../../../schemas/profile';
import { createApi } from '../../../src/api/client';
import { creditCalls } from '../../../src/api/creditCalls';
import { profileCalls } from '../../../src/api/profileCalls';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const speaker: ProfileReply = {
  uuid: 'sp-1',
  is_self: false,
  Firstname: 'Robin',
  Lastname: 'Speaker',
  Middle: '',
  Namesuffix: '',
  Mr: 'Dr.',
  Picture: 'default-avatar.png',
  Company: 'Lakeshore University',
  Biography: '',
  badges: [2],
  nonattendee_author: false,
  custom_fields: [{ label: 'Specialty', value: 'Critical care' }],
  presentations: [
    {
      internal_type: 'session',
      session_id: 10,
      title: 'Open talk',
      roles: ['presenter', 'author'],
      locked: false,
    },
    { internal_type: 'session', session_id: 11, title: 'Closed workshop', roles: ['author'], locked: true },
  ],
  moderated: [
    {
      internal_type: 'session',
      session_id: 12,
      title: 'Panel',
      roles: ['chair'],
      chair_type: 'Moderator',
      locked: false,
    },
  ],
  can_email: true,
  can_chat: true,
};

function show(reply: { status: number; body: unknown }, chatPath?: (uuid: string) => string) {
  const { fetch, calls } = fakeFetch({
    'GET /api/profiles/sp-1': reply,
    'POST /api/profiles/sp-1/email': {
      status: 200,
      body: { success: true, message: 'Message sent to Robin Speaker' },
    },
  });
  renderWithClient(
    <ProfilePage
      uuid="sp-1"
      settings={{ source_hex: 'h', conferenceid: 1, attendee_badges: [{ id: 2, label: 'Speaker' }] }}
      calls={profileCalls(createApi({ getToken: () => null, fetch }))}
      creditCalls={creditCalls(createApi({ getToken: () => null, fetch }))}
      describeNote={() => ({ heading: '', when: '', start: 0 })}
      chatPath={chatPath}
    />,
    { fetch, path: '/profile/sp-1' },
  );
  return calls;
}

describe('a profile page', () => {
  it("shows the person's card, biography placeholder, fields and session cards, locked where the viewer may not go", async () => {
    show({ status: 200, body: speaker });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Robin Speaker' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of Dr. Robin Speaker' }).textContent).toBe('RS');
    expect(screen.getByText('No biography added')).toBeTruthy();
    expect(screen.getByText('Critical care')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Badges' }).textContent).toBe('Speaker');
    expect(screen.getByRole('link', { name: 'details: Open talk' }).getAttribute('href')).toBe(
      '/main/sessions/10',
    );
    expect(screen.queryByRole('link', { name: 'details: Closed workshop' })).toBeNull();
    expect(screen.getByText('Session not accessible for your account')).toBeTruthy();
    expect(screen.getByText('Moderator')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers Start Chat only once the app has a chat screen', async () => {
    show({ status: 200, body: speaker });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Start Chat' })).toBeNull();
    cleanup();
    show({ status: 200, body: speaker }, (uuid) => `/social/chat/${uuid}`);
    expect((await screen.findByRole('link', { name: 'Start Chat' })).getAttribute('href')).toBe(
      '/social/chat/sp-1',
    );
  });

  it('asks for a message, then says it was sent', async () => {
    const calls = show({ status: 200, body: speaker });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please input your message!');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: ' Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to Robin Speaker')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/profiles/sp-1/email', body: { message: 'Hello' } },
    ]);
  });

  it('shows a not-found state for an unknown person', async () => {
    show({
      status: 404,
      body: { error: { code: 'not_found', message: 'This profile was not found.' }, error_message: '' },
    });
    await waitFor(() => expect(screen.getByText('This profile was not found.')).toBeTruthy());
    expect(screen.getByTestId('profile-page').getAttribute('data-state')).toBe('notFound');
  });
});
