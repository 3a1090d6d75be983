// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '../../machines/signIn';
import type { EventConfig } from '../../schemas/eventConfig';
import type { SignedInUser } from '../../schemas/user';
import { useClient } from '../../src/browser/clientContext';
import { SessionProvider, useSession } from '../../src/app/session';
import { Shell } from '../../src/app/Shell';
import { Sidebar } from '../../src/app/sidebar/Sidebar';
import { type SidebarFlags, sidebarEntries } from '../../src/app/sidebar/sidebarEntries';
import { user as baseUser } from '../machines/fixtures';
import { fakeFetch, renderWithClient } from './render';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config: EventConfig = {
  source_hex: 'abc',
  conferenceid: 1,
  title: 'Demo Congress',
  chat_enabled: 1,
  lobbies: ['Coffee Corner'],
  sidebarconfig: [
    { type: 'program', label: 'Program' },
    { type: 'posters' },
    { type: 'itinerary', label: 'My Schedule' },
  ],
  menu_config: { custom_links: [{ label: 'Job Board', href: 'jobs.example.org', SSO: 1 }] },
  limited_access_config: {
    message: 'Upgrade to join every session.',
    button_text: 'Upgrade',
    url: 'https://example.com/upgrade',
  },
};
const flags: SidebarFlags = { softClosed: false, archiveMode: false, gameMenu: false, unreadChat: 0 };

function renderSidebar(settings: EventConfig, user: Partial<SignedInUser>, f: Partial<SidebarFlags> = {}) {
  const entries = sidebarEntries(settings, { ...baseUser, ...user }, { ...flags, ...f });
  const onNavigate = vi.fn();
  const onAction = vi.fn();
  const onOpenSso = vi.fn();
  const { fetch } = fakeFetch({});
  renderWithClient(
    <Sidebar
      entries={entries}
      variant="full"
      onNavigate={onNavigate}
      onAction={onAction}
      onOpenSso={onOpenSso}
    />,
    { fetch, path: '/main/lobby' },
  );
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return { nav, onNavigate, onAction, onOpenSso };
}
const names = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .concat(within(nav).queryAllByRole('button'))
    .map((e) => e.getAttribute('title'));

describe('sidebar', () => {
  it('shows an attendee the program filters, the lounge, chat, links, Support, My Account and Log out', () => {
    const { nav, onOpenSso } = renderSidebar(config, {});
    expect(within(nav).getByRole('link', { name: 'Program' }).getAttribute('href')).toBe('/main/sessions');
    expect(within(nav).getByRole('link', { name: 'Posters' }).getAttribute('href')).toBe(
      '/main/sessions?hierarchicalMenu[screen]=posters',
    );
    expect(within(nav).getByRole('link', { name: 'My Schedule' }).getAttribute('href')).toBe(
      '/main/itinerary',
    );
    expect(within(nav).getByRole('link', { name: 'Social Lounge' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/social/chat');
    const job = within(nav).getByRole('link', { name: /Job Board/ });
    // The address carries no token: a click asks for a one-time one made for the third party (onOpenSso).
    expect(job.getAttribute('href')).toBe('https://jobs.example.org');
    expect(fireEvent.click(job)).toBe(false);
    expect(onOpenSso).toHaveBeenCalledWith(
      expect.objectContaining({ href: 'https://jobs.example.org', sso: true }),
    );
    expect(job.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('button', { name: 'Support' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'My Account' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(names(nav)).not.toContain('Administration');
  });

  it('shows admins Administration with Publish Notification and Import Program', () => {
    const { nav } = renderSidebar(config, { is_admin: true });
    expect(within(nav).getByRole('button', { name: 'Administration' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Publish Notification' }).getAttribute('href')).toBe(
      '/main/admin/publishing',
    );
    expect(within(nav).getByRole('link', { name: 'Import Program' }).getAttribute('href')).toBe(
      '/main/admin/program-import',
    );
  });

  it('hides chat from limited-access attendees and from users with social_message 0', () => {
    expect(names(renderSidebar(config, { limited_access_attendee: true }).nav)).not.toContain('Chat');
    cleanup();
    const { nav } = renderSidebar(config, { social_message: 0 });
    expect(names(nav)).not.toContain('Chat');
    expect(names(nav)).toContain('Social Lounge');
  });

  it('hides chat when the configuration disables it, and shows the unread sum as a badge', () => {
    expect(names(renderSidebar({ ...config, chat_enabled: 0 }, {}).nav)).not.toContain('Chat');
    cleanup();
    const { nav } = renderSidebar(config, {}, { unreadChat: 5 });
    expect(within(nav).getByLabelText('5 unread').textContent).toBe('5');
  });

  it('hides chat and the lounge in archive mode, and the lounge when soft-closed', () => {
    const archived = names(renderSidebar(config, {}, { archiveMode: true }).nav);
    expect(archived).not.toContain('Chat');
    expect(archived).not.toContain('Social Lounge');
    cleanup();
    const soft = names(renderSidebar(config, {}, { softClosed: true }).nav);
    expect(soft).not.toContain('Social Lounge');
    expect(soft).toContain('Chat');
  });

  it('reports clicks with the entry and collapses groups', () => {
    const { nav, onNavigate, onAction } = renderSidebar(config, {});
    fireEvent.click(within(nav).getByRole('link', { name: 'Posters' }));
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'posters', targetType: 'native' }),
      'Posters',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Support' }));
    expect(onAction).toHaveBeenCalledWith('support');
    fireEvent.click(within(nav).getByRole('button', { name: 'Conference' }));
    expect(within(nav).queryByRole('link', { name: 'Posters' })).toBeNull();
  });

  it('uses sidebar_language_overwrite for the current language', () => {
    const entries = sidebarEntries(config, baseUser, flags);
    const { fetch } = fakeFetch({});
    renderWithClient(
      <Sidebar
        entries={entries}
        variant="full"
        overrides={{ en: { lobby: 'Home' }, fr: { lobby: 'Accueil' } }}
        onNavigate={() => {}}
        onAction={() => {}}
      />,
      { fetch },
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/main/lobby');
  });
});

function Seed({ session, children }: { session: SignedInSession; children: ReactNode }) {
  const { session: current, setSession } = useSession();
  useEffect(() => setSession(session), [session, setSession]);
  return current ? children : null;
}
function WithSession({ session, children }: { session: SignedInSession; children: ReactNode }) {
  const { api, storage } = useClient();
  return (
    <SessionProvider api={api} storage={storage} goTo={() => {}} leave={() => {}}>
      <Seed session={session}>{children}</Seed>
    </SessionProvider>
  );
}

function renderShell(user: Partial<SignedInUser>, settings: EventConfig = config) {
  const table = fakeFetch({
    'POST /api/client-log': { status: 200, body: { stored: true } },
    'POST /api/support': { status: 200, body: { message: 'Support email sent' } },
    'GET /api/game': { status: 200, body: { config: null, tasks: [], completed: [], points: 0 } },
  });
  const session: SignedInSession = {
    user: { ...baseUser, ...user },
    token: 'tok',
    loginId: 'l-1',
    settings,
    contact: null,
  };
  renderWithClient(
    <WithSession session={session}>
      <Shell>
        <p>Lobby content</p>
      </Shell>
    </WithSession>,
    { fetch: table.fetch, path: '/main/lobby' },
  );
  return table;
}

describe('shell', () => {
  it('shows the limited-access notice with its registration button, and the privacy banner', async () => {
    renderShell({ limited_access_attendee: true });
    const notice = await screen.findByTestId('limited-access');
    expect(notice.textContent).toContain('Upgrade to join every session.');
    expect(within(notice).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      'https://example.com/upgrade',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('logs a menu click through the client event log', async () => {
    const { calls } = renderShell({});
    fireEvent.click(await screen.findByRole('link', { name: 'Posters' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/client-log')).toBe(true));
    expect(calls.find((c) => c.path === '/api/client-log')?.body).toEqual({
      action: 'click',
      module: 'public_program',
      screen: 'menu',
      title: 'Posters',
      title_id: 'posters',
      target_type: 'native',
      target: '/main/sessions?hierarchicalMenu[screen]=posters',
    });
  });

  it('opens the Support modal with its validation messages and sends the message', async () => {
    const { calls } = renderShell({});
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please input your name!')).toBeTruthy();
    expect(within(dialog).getByText('The input is not valid E-mail!')).toBeTruthy();
    expect(within(dialog).getByText('Please input your message!')).toBeTruthy();
    const message = within(dialog).getByLabelText('Message');
    expect(message.getAttribute('rows')).toBe('2');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(message, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh' } });
    expect(message.getAttribute('rows')).toBe('6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Support email sent')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/support')?.body).toMatchObject({
      Source: 'abc',
      Name: 'Ada',
      Email: 'ada@example.com',
      user_uuid: 'u-1',
    });
  });

  it('turns the sidebar into a drawer behind the Menu button below 992 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 991px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderShell({});
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(menu);
    const drawer = screen.getByRole('navigation', { name: 'Main menu' });
    expect(drawer.getAttribute('data-variant')).toBe('drawer');
    expect(document.activeElement).toBe(drawer);
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    fireEvent.click(menu);
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('hides the sidebar with hide_sidebar', async () => {
    renderShell({}, { ...config, hide_sidebar: 1 });
    expect(await screen.findByText('Lobby content')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});
