import { describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import {
  flatLinks,
  type SidebarEntry,
  type SidebarFlags,
  type SidebarUser,
  sidebarEntries,
  withScheme,
  withSso,
} from '../../src/app/sidebar/sidebarEntries';

const config: EventConfig = {
  source_hex: 'hex',
  conferenceid: 1,
  chat_enabled: 1,
  gamification_enabled: 1,
  enable_exhibitor: 1,
  menu_show_products: 1,
  exhibitor_hall_config: {
    title: 'Exhibit Hall',
    additional_halls: [{ id: 'h2', label: 'Startup Alley' }],
    product_directory_company_ids: [501],
  },
  sidebarexhibitor: [{ id: 'acme', label: 'Acme Corp' }],
  lobbies: ['Coffee Corner'],
  sidebarconfig: [
    { type: 'program', label: 'Program' },
    { type: 'session_type', session_type_id: 7, label: 'Keynotes' },
    { type: 'live_now' },
    { type: 'office_hours', hide_virtual: 1 },
    { type: 'itinerary', label: 'My Plan', showInRoot: 1 },
  ],
  basic_abstract_voting: {
    enabled: 1,
    title: 'Awards',
    forms: [{ id: 'best', label: 'Best', session_types: [] }],
  },
  custom_html_screens: [
    { id: 'welcome', type: 'HTML', title: 'Welcome' },
    { id: 'portal', type: 'HTML', title: 'Portal', href: 'members.example.org', SSO: 1 },
    { id: 'faq', type: 'Accordion', title: 'FAQ' },
    {
      id: 'info',
      type: 'HTML',
      title: 'Information',
      child_pages: [
        { id: 'rules', title: 'Rules' },
        { id: 'help', type: 'Accordion', title: 'Help' },
        { id: 'jobs', title: 'Jobs', href: 'https://jobs.example.org', SSO: 1 },
      ],
    },
  ],
  menu_config: { custom_links: [{ label: 'Society', href: 'www.example.org' }] },
  participants_sidebar_config: { enabled: 1 },
};

const attendee: SidebarUser = {
  uuid: 'u-1',
  is_admin: false,
  limited_access_attendee: false,
  social_message: 1,
  badges: [1],
  ghost: false,
};
const flags: SidebarFlags = { softClosed: false, archiveMode: false, gameMenu: true, unreadChat: 3 };

const ids = (entries: SidebarEntry[]) => entries.map((e) => e.id);
const hrefs = (entries: SidebarEntry[]) => flatLinks(entries).map((l) => l.href);

describe('sidebarEntries', () => {
  it('lists the attendee menu in order, with program filters and the itinerary label override', () => {
    const entries = sidebarEntries(config, attendee, flags);
    expect(ids(entries)).toEqual([
      'lobby',
      'conference',
      'itinerary',
      'voting',
      'social-feed',
      'exhibit-hall',
      'participants',
      'social-lounge',
      'my-products',
      'chat',
      'game',
      'screen-welcome',
      'screen-portal',
      'screen-faq',
      'screen-info',
      'link-0',
      'support',
      'my-account',
      'logout',
    ]);
    const conference = entries.find((e) => e.id === 'conference');
    expect(conference?.kind === 'group' && conference.children.map((c) => [c.href, c.label])).toEqual([
      ['/main/sessions', { text: 'Program' }],
      ['/main/sessions?refinementList[proposal_type][0]=7', { text: 'Keynotes' }],
      ['/main/sessions?hierarchicalMenu[screen]=live_now', { key: 'liveNow' }],
    ]);
    const itinerary = entries.find((e) => e.id === 'itinerary');
    expect(itinerary).toMatchObject({ href: '/main/itinerary', label: { text: 'My Plan' } });
    expect(entries.find((e) => e.id === 'voting')).toMatchObject({
      href: '/main/voting/best',
      label: { text: 'Awards' },
    });
    expect(hrefs(entries)).toEqual(
      expect.arrayContaining([
        '/exhibitors/ExhibitorWall',
        '/exhibitors/products',
        '/main/products',
        '/exhibitors/ExhibitorHall/h2',
        '/exhibitors/DetailView/acme',
        '/main/CustomScreen/welcome',
        '/main/faq/faq',
        'https://www.example.org',
        'https://members.example.org',
      ]),
    );
    expect(entries.find((e) => e.id === 'chat')).toMatchObject({ badge: 3 });
    expect(entries.find((e) => e.id === 'screen-portal')).toMatchObject({
      sso: true,
      logTarget: 'https://members.example.org',
    });
    expect(entries.some((e) => e.id === 'administration')).toBe(false);
  });

  it('leads custom screens to their pages: Accordion to /main/faq, child pages under their parent', () => {
    const info = sidebarEntries(config, attendee, flags).find((e) => e.id === 'screen-info');
    expect(info?.kind === 'group' && info.children.map((c) => [c.id, c.href, c.external, c.sso])).toEqual([
      ['screen-info', '/main/CustomScreen/info', false, undefined],
      ['screen-info-rules', '/main/CustomScreen/info/rules', false, undefined],
      ['screen-info-help', '/main/faq/help', false, undefined],
      ['screen-info-jobs', 'https://jobs.example.org', true, true],
    ]);
  });

  it('gives admins Administration with Publish Notification, Import Program, Event Settings, Analytics and Data rights', () => {
    const entries = sidebarEntries(config, { ...attendee, is_admin: true }, flags);
    const admin = entries.find((e) => e.id === 'administration');
    expect(admin?.kind === 'group' && admin.children.map((c) => c.href)).toEqual([
      '/main/admin/publishing',
      '/main/admin/program-import',
      '/main/admin/settings',
      '/main/admin/analytics',
      '/main/admin/data-rights',
    ]);
  });

  it('hides chat and My Products from limited-access attendees', () => {
    const entries = sidebarEntries(config, { ...attendee, limited_access_attendee: true }, flags);
    expect(ids(entries)).not.toContain('chat');
    expect(ids(entries)).not.toContain('my-products');
    expect(ids(entries)).toContain('social-feed');
  });

  it('hides chat unless social_message is 1, chat is enabled and archive mode is off', () => {
    expect(ids(sidebarEntries(config, { ...attendee, social_message: 0 }, flags))).not.toContain('chat');
    expect(ids(sidebarEntries(config, { ...attendee, social_message: -1 }, flags))).not.toContain('chat');
    expect(ids(sidebarEntries({ ...config, chat_enabled: 0 }, attendee, flags))).not.toContain('chat');
    expect(ids(sidebarEntries(config, attendee, { ...flags, archiveMode: true }))).not.toContain('chat');
  });

  it('hides the lounge when soft-closed, in archive mode, without lounges or when hidden', () => {
    const lounge = sidebarEntries(config, attendee, flags).find((e) => e.id === 'social-lounge');
    expect(lounge?.kind === 'link' && lounge.href).toBe('/main/social_lounge');
    expect(ids(sidebarEntries(config, attendee, { ...flags, softClosed: true }))).not.toContain(
      'social-lounge',
    );
    expect(ids(sidebarEntries(config, attendee, { ...flags, archiveMode: true }))).not.toContain(
      'social-lounge',
    );
    expect(ids(sidebarEntries({ ...config, lobbies: [] }, attendee, flags))).not.toContain('social-lounge');
    expect(
      ids(sidebarEntries({ ...config, lobbies: [], jitsi_config: { lobbies: ['Room'] } }, attendee, flags)),
    ).toContain('social-lounge');
    expect(ids(sidebarEntries({ ...config, hide_social_lounge: 1 }, attendee, flags))).not.toContain(
      'social-lounge',
    );
  });

  it('shows the game only with the machine’s menu flag, voting only when enabled, support per configuration', () => {
    expect(ids(sidebarEntries(config, attendee, { ...flags, gameMenu: false }))).not.toContain('game');
    const noVoting = { ...config, basic_abstract_voting: { enabled: 0 as const, forms: [] } };
    expect(ids(sidebarEntries(noVoting, attendee, flags))).not.toContain('voting');
    expect(ids(sidebarEntries({ ...config, hideNativeSupport: 1 }, attendee, flags))).not.toContain(
      'support',
    );
    const external = sidebarEntries({ ...config, externalSupportLink: 'help.example.com' }, attendee, flags);
    expect(external.find((e) => e.id === 'support')).toMatchObject({
      kind: 'link',
      href: 'https://help.example.com',
      external: true,
    });
  });

  it('links configured custom abstract pages into the Conference group, by their title unless labelled', () => {
    const entries = sidebarEntries(
      {
        source_hex: 'h',
        conferenceid: 1,
        abstract_list_pages: {
          pages: [
            { id: 'orals', title: 'Oral Abstracts', session_type_ids: [3] },
            { id: 'ml', title: 'ML Posters', program_track_ids: [2] },
          ],
        },
        sidebarconfig: [
          { type: 'abstract_page', abstract_page_id: 'orals' },
          { type: 'abstract_page', abstract_page_id: 'ml', label: 'Machine learning' },
          { type: 'abstract_page', abstract_page_id: 'missing' },
        ],
      },
      attendee,
      flags,
    );
    const conference = entries.find((e) => e.id === 'conference');
    expect(conference?.kind === 'group' && conference.children.map((c) => [c.id, c.href, c.label])).toEqual([
      ['abstract-page-orals', '/main/sessions?customAbstractPage=orals', { text: 'Oral Abstracts' }],
      ['abstract-page-ml', '/main/sessions?customAbstractPage=ml', { text: 'Machine learning' }],
    ]);
  });

  it('falls back to Program and My Itinerary without sidebarconfig', () => {
    const entries = sidebarEntries({ source_hex: 'h', conferenceid: 1 }, attendee, flags);
    expect(hrefs(entries)).toEqual([
      '/main/lobby',
      '/main/sessions',
      '/main/itinerary',
      '/social-apps/wall',
      '/main/participants',
      '/profile/u-1',
    ]);
  });
});

describe('links', () => {
  it('prefixes https:// and appends a third party’s one-time token and the uuid for single sign-on', () => {
    expect(withScheme('example.com/a')).toBe('https://example.com/a');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withSso('https://x.example/p?q=1', { token: 'a b', uuid: 'u' })).toBe(
      'https://x.example/p?q=1&token=a+b&uuid=u',
    );
  });
});
