// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventConfig, LobbyConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import type { LobbyActivity } from '../../../schemas/lobby';
import type { SignedInUser } from '../../../schemas/user';
import { LobbyPage, type LobbyServices } from '../../../src/features/lobby/LobbyPage';
import { ClockProvider } from '../../../src/program/ClockProvider';
import { ProgramProvider } from '../../../src/program/store';
import { settings as baseSettings, user as baseUser } from '../../machines/fixtures';
import { HOUR, listed, NOW, TZ } from '../program/items';
import { fakeFetch, renderWithClient } from '../render';
import { fixedClock, storeOf } from './programStore';

afterEach(cleanup);
// The lazily loaded parts, compiled once before the tests (so that an empty part is known to be empty, not still
// loading).
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/lobby/parts'),
    import('../../../src/features/lobby/LiveSessions'),
  ]);
}, 60_000);

const MINUTE = 60_000;
/** A lazily loaded part may take a while the first time the test run compiles it. */
const LAZY = { timeout: 15_000 };

const lobbyConfig: LobbyConfig = {
  title: 'Welcome to the Data Science Conference',
  description:
    '<p>Three days of <strong>keynotes</strong>.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  welcome_carousel: [
    { image: '/media/slide-1.svg', alt: 'Chicago skyline', url: 'https://example.org/venue' },
    { image: '/media/slide-2.svg', alt: 'Keynotes every morning', url: '/main/sessions' },
    { image: '/media/slide-3.svg', alt: 'The exhibit hall' },
  ],
  video: {
    title: 'A welcome from the chairs',
    url: '/media/welcome.mp4',
    poster: '/media/welcome.svg',
    captions: '/media/welcome.en.vtt',
  },
  featured_videos: [
    { title: 'Day one highlights', url: '/media/highlights.mp4', poster: '/media/highlights.svg' },
    { title: 'Poster hall tour', url: '/media/posters.mp4' },
  ],
  ad_modal: { src: '/media/ad.svg', url: 'https://sponsor.example.com', title: 'Brought to you by Acme' },
};

const settings = (over: Partial<EventConfig> = {}): EventConfig => ({
  ...baseSettings,
  timezone: TZ,
  lobby_config: lobbyConfig,
  ads: {
    ads_by_location: {
      lobby: { leaderboard: [{ src: '/media/leaderboard.svg', url: 'https://ads.example' }] },
    },
  },
  ...over,
});

const activity: LobbyActivity[] = [
  {
    id: 'p2',
    kind: 'reply',
    post_id: 'p1',
    author: { id: 'u-2', firstname: 'Bob', lastname: 'Byte', company: '', image: 'default-avatar.png' },
    created_timestamp: (NOW - 5 * MINUTE) / 1000,
    body: '<p>Agreed, <em>great</em> talk</p>',
    image_count: 0,
  },
  {
    id: 'p1',
    kind: 'post',
    post_id: 'p1',
    author: { id: 'u-3', firstname: 'Cy', lastname: 'Press', company: 'Acme', image: '/media/cy.png' },
    created_timestamp: (NOW - 3 * HOUR) / 1000,
    body: `<p>${'word '.repeat(60)}</p>`,
    image_count: 2,
    session_id: 11 as LobbyActivity['session_id'],
    session_title: 'Sepsis alerts',
  },
] as LobbyActivity[];

function services(over: Partial<LobbyServices> = {}) {
  const seen = new Set<string>();
  const log: string[] = [];
  const s: LobbyServices = {
    loadActivity: async () => activity,
    wallHref: '/social-apps/wall',
    profileHref: null,
    adSeen: (ad) => seen.has(ad.src),
    rememberAd: (ad) => void seen.add(ad.src),
    logAd: (action) => void log.push(action),
    ProgramScope: ({ children }) => <>{children}</>,
    showcase: null,
    ...over,
  };
  return { services: s, seen, log };
}

const session11 = listed({
  session_id: 11,
  title: 'Sepsis alerts',
  start_time_unix: NOW + HOUR,
  end_time_unix: NOW + 2 * HOUR,
});

async function renderLobby({
  user = baseUser,
  config = settings(),
  items = [session11],
  extra = {},
}: {
  user?: SignedInUser;
  config?: EventConfig;
  items?: readonly ListedItem[];
  extra?: Partial<LobbyServices>;
} = {}) {
  const made = services(extra);
  const r = renderWithClient(
    <ClockProvider clock={fixedClock}>
      <ProgramProvider store={storeOf(items)}>
        <LobbyPage
          user={user}
          settings={config}
          services={made.services}
          notifications={<p>Notifications marker</p>}
        />
      </ProgramProvider>
    </ClockProvider>,
    { fetch: fakeFetch({}).fetch, path: '/main/lobby' },
  );
  // The parts load right after the lobby's frame (one chunk): the side column is always among them.
  await screen.findByTestId('lobby-program', {}, LAZY);
  return { ...r, ...made, lobby: screen.getByTestId('lobby') };
}

/** The lobby with the ad already seen, for the tests that are not about it. */
const seenAd = { adSeen: () => true };

describe('the lobby', () => {
  it("shows the main panel: carousel, the configured title, the description sanitised, the event's video with captions, featured videos and notifications", async () => {
    const { lobby } = await renderLobby({ extra: seenAd });
    expect(within(lobby).getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to the Data Science Conference',
    );
    // Through the project's one sanitising component (DOMPurify, which needs a full DOM: jsdom here), loaded
    // after the page's first paint.
    const description = (await within(lobby).findByText('keynotes', {}, { timeout: 10_000 })).parentElement;
    expect(description?.innerHTML).toBe('Three days of <strong>keynotes</strong>.<img src="x">');
    expect(lobby.querySelector('script')).toBeNull();
    expect(screen.getByTestId('lobby-carousel')).toBeTruthy();
    const video = within(screen.getByTestId('lobby-video')).getByLabelText('A welcome from the chairs');
    expect(video.getAttribute('src')).toBe('/media/welcome.mp4');
    expect(video.getAttribute('poster')).toBe('/media/welcome.svg');
    const track = video.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('src')]).toEqual([
      'captions',
      '/media/welcome.en.vtt',
    ]);
    const featured = screen.getByTestId('lobby-featured');
    expect(within(featured).getByRole('heading', { level: 2 }).textContent).toBe('Featured Videos');
    expect(within(featured).getAllByTestId('lobby-featured-video')).toHaveLength(2);
    expect(within(lobby).getByText('Notifications marker')).toBeTruthy();
    expect(lobby.getAttribute('data-variant')).toBe('standard');
  });

  it('plays a featured video in place of its poster when its Play button is pressed, one at a time', async () => {
    await renderLobby({ extra: seenAd });
    const featured = screen.getByTestId('lobby-featured');
    expect(featured.querySelector('video')).toBeNull();
    fireEvent.click(within(featured).getByRole('button', { name: 'Play: Day one highlights' }));
    let player = within(featured).getByLabelText('Day one highlights');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/media/highlights.mp4');
    expect((player as HTMLVideoElement).autoplay).toBe(true);
    fireEvent.click(within(featured).getByRole('button', { name: 'Play: Poster hall tour' }));
    player = within(featured).getByLabelText('Poster hall tour');
    expect(featured.querySelectorAll('video')).toHaveLength(1);
    expect(within(featured).getByRole('button', { name: 'Play: Day one highlights' })).toBeTruthy();
  });

  it('shows the side column: the horizontal ad and the program tabs with My Itinerary', async () => {
    await renderLobby({ extra: seenAd });
    const ad = screen.getByRole('complementary', { name: 'Sponsor banner' });
    expect(within(ad).getByRole('link').getAttribute('href')).toBe('https://ads.example');
    const program = screen.getByTestId('lobby-program');
    expect(
      within(program)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Upcoming', 'My Itinerary', 'Recent']);
    expect(await within(program).findByRole('link', { name: 'Sepsis alerts' })).toBeTruthy();
  });

  it('shows the profile card, linking to the profile only when the app has the profile screen', async () => {
    await renderLobby({ extra: seenAd });
    const card = screen.getByTestId('lobby-profile');
    expect(card.textContent).toContain('Ada Lovelace');
    expect(card.querySelector('svg')?.textContent).toBe('AL');
    expect(within(card).queryByRole('link')).toBeNull();
    cleanup();
    await renderLobby({ extra: { ...seenAd, profileHref: '/profile/u-1' } });
    expect(
      within(screen.getByTestId('lobby-profile'))
        .getByRole('link', { name: 'View profile' })
        .getAttribute('href'),
    ).toBe('/profile/u-1');
  });

  it('shows the activity feed under its heading: who, an excerpt, images, the session, when, and the wall', async () => {
    await renderLobby({ extra: seenAd });
    const feed = await screen.findByTestId('lobby-activity');
    expect(within(feed).getByRole('heading', { level: 2 }).textContent).toBe('Activity Feed');
    const [reply, post] = within(feed).getAllByTestId('lobby-activity-entry');
    expect(reply?.textContent).toContain('Bob Byte replied');
    expect(reply?.textContent).toContain('Agreed, great talk');
    expect(reply?.textContent).toContain('5 min ago');
    expect(post?.textContent).toContain('Cy Press posted');
    expect(post?.textContent).toContain('2 images');
    expect(post?.textContent).toContain('About Sepsis alerts');
    expect(post?.textContent).toContain('3 hours ago');
    expect(post?.textContent).toContain('…');
    expect(post?.querySelector('img')?.getAttribute('src')).toBe('/media/cy.png');
    expect(within(feed).getByRole('link', { name: 'Open the Social Feed' }).getAttribute('href')).toBe(
      '/social-apps/wall',
    );
  });

  it('gives a ghost user no profile card, no activity heading and no My Itinerary tab', async () => {
    await renderLobby({ user: { ...baseUser, ghost: true }, extra: seenAd });
    const feed = await screen.findByTestId('lobby-activity');
    expect(within(feed).queryByRole('heading')).toBeNull();
    expect(feed.getAttribute('aria-label')).toBe('Activity Feed');
    expect(within(feed).getAllByTestId('lobby-activity-entry')).toHaveLength(2);
    expect(screen.queryByTestId('lobby-profile')).toBeNull();
    expect(
      within(screen.getByTestId('lobby-program'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Upcoming', 'Recent']);
  });

  it('hides the parts the event leaves empty: no carousel, video, featured videos, ad, activity or wall link', async () => {
    const loadActivity = vi.fn(async () => []);
    const { lobby } = await renderLobby({
      config: { ...baseSettings, timezone: TZ },
      extra: { loadActivity, wallHref: null },
    });
    expect(within(lobby).getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
    expect(within(lobby).getByText('You are signed in to Demo.')).toBeTruthy();
    await waitFor(() => expect(loadActivity).toHaveBeenCalled());
    for (const part of ['lobby-carousel', 'lobby-video', 'lobby-featured', 'lobby-activity', 'lobby-live'])
      expect(screen.queryByTestId(part), part).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Sponsor banner' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lobby.getAttribute('data-ad')).toBe('none');
  });

  it('hides the activity feed when it cannot be loaded', async () => {
    const loadActivity = vi.fn(async () => {
      throw new Error('offline');
    });
    await renderLobby({ extra: { ...seenAd, loadActivity } });
    await waitFor(() => expect(loadActivity).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('lobby-activity')).toBeNull();
    expect(screen.getByTestId('lobby-profile')).toBeTruthy();
  });
});

describe('the second lobby variant', () => {
  const live = listed({
    title: 'Keynote live now',
    live_channel_id: 'tv',
    start_time_unix: NOW - 10 * MINUTE,
    end_time_unix: NOW + HOUR,
  });
  const later = listed({
    title: 'Panel this afternoon',
    live_channel_id: 'tv',
    start_time_unix: NOW + 3 * HOUR,
    end_time_unix: NOW + 4 * HOUR,
  });
  const past = listed({
    title: 'Opening plenary',
    live_channel_id: 'tv',
    start_time_unix: NOW - 3 * HOUR,
    end_time_unix: NOW - 2 * HOUR,
    video_links_array: [{ href: '/media/opening.mp4' }],
  });
  const notLive = listed({
    title: 'Poster walk',
    start_time_unix: NOW + HOUR,
    end_time_unix: NOW + 2 * HOUR,
  });
  const variant = settings({ lobby_config: { ...lobbyConfig, variant: 'live' } });

  it('lists live and upcoming sessions in place of the videos, with a switch to past live sessions', async () => {
    const { lobby } = await renderLobby({
      config: variant,
      items: [past, live, later, notLive],
      extra: seenAd,
    });
    expect(lobby.getAttribute('data-variant')).toBe('live');
    const panel = await screen.findByTestId('lobby-live', {}, LAZY);
    expect(screen.queryByTestId('lobby-video')).toBeNull();
    expect(screen.queryByTestId('lobby-featured')).toBeNull();
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Live & Upcoming Sessions');
    const titles = () =>
      within(panel)
        .getAllByTestId('lobby-live-session')
        .map((e) => e.querySelector('a')?.textContent);
    expect(titles()).toEqual(['Keynote live now', 'Panel this afternoon']);
    expect(within(panel).getAllByTestId('lobby-live-session')[0]?.textContent).toContain('LIVE');
    const switcher = within(panel).getByRole('group', { name: 'Sessions to show' });
    expect(
      within(switcher).getByRole('button', { name: 'Live & Upcoming' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(switcher).getByRole('button', { name: 'Past' }));
    expect(panel.getAttribute('data-shown')).toBe('past');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Past Live Sessions');
    expect(titles()).toEqual(['Opening plenary']);
    expect(within(panel).getByTestId('lobby-live-session').textContent).toContain('Replay');
    expect(within(panel).getByRole('link', { name: 'Opening plenary' }).getAttribute('href')).toBe(
      `/main/sessions/${past.session_id}`,
    );
  });

  it('shows one list without a switch when the other is empty, and no panel when both are', async () => {
    await renderLobby({ config: variant, items: [past, notLive], extra: seenAd });
    const panel = await screen.findByTestId('lobby-live', {}, LAZY);
    expect(panel.getAttribute('data-shown')).toBe('past');
    expect(within(panel).queryByRole('group')).toBeNull();
    cleanup();
    await renderLobby({ config: variant, items: [live], extra: seenAd });
    expect(within(await screen.findByTestId('lobby-live', {}, LAZY)).queryByRole('group')).toBeNull();
    cleanup();
    await renderLobby({ config: variant, items: [notLive], extra: seenAd });
    await screen.findByRole('link', { name: 'Poster walk' }, LAZY);
    await act(async () => {});
    expect(screen.queryByTestId('lobby-live')).toBeNull();
  });
});

describe('the lobby ad modal', () => {
  it('opens once per sign-in: remembered and logged as it shows, Continue completes it', async () => {
    const { lobby, seen, log } = await renderLobby();
    const dialog = screen.getByRole('dialog', { name: 'Brought to you by Acme' });
    expect(lobby.getAttribute('data-ad')).toBe('showing');
    expect(seen.has('/media/ad.svg')).toBe(true);
    expect(log).toEqual(['banner_view']);
    const link = within(dialog).getByRole('link');
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://sponsor.example.com',
      '_blank',
    ]);
    // The sponsor's page opens in a new tab; the test's window stays.
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lobby.getAttribute('data-ad')).toBe('continued');
    expect(log).toEqual(['banner_view', 'banner_click', 'ad_complete']);
  });

  it('closing it skips it; a login that saw it does not see it again', async () => {
    const { lobby, log } = await renderLobby();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(lobby.getAttribute('data-ad')).toBe('closed');
    expect(log).toEqual(['banner_view', 'ad_skip']);
    cleanup();
    const again = await renderLobby({ extra: seenAd });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again.lobby.getAttribute('data-ad')).toBe('none');
    expect(again.log).toEqual([]);
  });

  it('takes the default title when the ad has none, and its text from alt', async () => {
    await renderLobby({
      config: settings({
        lobby_config: { ad_modal: { src: '/media/ad.svg', alt: 'Acme: analytics for clinics' } },
      }),
    });
    const dialog = screen.getByRole('dialog', { name: 'A word from our sponsor' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Acme: analytics for clinics');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
