// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectoryReply } from '../../../schemas/exhibitorDirectory';
import type { EventConfig } from '../../../schemas/eventConfig';
import { DirectoryPage } from '../../../src/features/exhibitors/DirectoryPage';
import { fakeFetch, renderWithClient } from '../render';
import { HALL_OPTIONS } from './fixtures';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const card = (id: number, name: string, label: string, order: number, tags: string[]) => ({
  CompanyInfo: { CompID: id, CompUUID: `u${id}`, Companyname: name, Country: 'Canada', tags },
  badgeObj: { label, order },
  thumbnails: [],
  staff_count: 2,
  presence_room: `exhibitor_${id}`,
});
const options = HALL_OPTIONS;
const TAGS = [
  'Cardiology',
  'Oncology',
  'Neurology',
  'Pediatrics',
  'Population Health Management',
  'Genomics',
];
const reply = {
  hall: { id: null, title: 'Expo', options, ad: null },
  levels: [
    { label: 'Platinum', order: 1, value: 'p', count: 1, directory_column_width: 24, badge_color: null },
    { label: 'Gold', order: 2, value: 'g', count: 2, directory_column_width: 12, badge_color: null },
  ],
  tags: TAGS.map((label, n) => ({ id: `t${n}`, label })),
  tag_categories: [],
  exhibitors: [
    card(1, 'Acme', 'Platinum', 1, ['t0', 't4', 't1', 't2', 't5']),
    card(2, 'Borealis', 'Gold', 2, ['t1', 't5']),
    card(3, 'Cobalt', 'Gold', 2, ['t2', 't3']),
  ],
  suggested: [3, 1],
} as unknown as DirectoryReply;

const NO_ADS = { source_hex: 'demo', conferenceid: 1 } as EventConfig;

async function renderPage(r: DirectoryReply = reply) {
  renderWithClient(<DirectoryPage reply={r} settings={NO_ADS} />, {
    fetch: fakeFetch({}).fetch,
    path: '/exhibitors/ExhibitorWall',
  });
}
const names = () =>
  screen.getAllByTestId('exhibitor-card').map((c) => within(c).getByRole('heading').textContent);

describe('the exhibitor directory', () => {
  it('groups cards by level in order, each name a link to its booth, with the suggestions', async () => {
    await renderPage();
    expect(screen.getAllByTestId('exhibitor-level').map((s) => s.dataset.level)).toEqual([
      'Platinum',
      'Gold',
    ]);
    expect(
      within(screen.getAllByTestId('exhibitor-card')[0] as HTMLElement)
        .getByRole('link', { name: 'Acme' })
        .getAttribute('href'),
    ).toBe('/exhibitors/DetailView/1');
    const suggestions = within(screen.getByTestId('exhibitor-suggestions'));
    expect(suggestions.getAllByRole('link').map((a) => a.textContent)).toEqual(['Cobalt', 'Acme']);
    expect(screen.getAllByTestId('exhibitor-online')[0]?.textContent).toBe('0 online');
  });

  it('shows 4 tags then Show More, cuts long labels and keeps the full one as the name', async () => {
    await renderPage();
    const tags = within(screen.getByTestId('facet-tag'));
    expect(tags.getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(tags.getByRole('button', { name: 'Show More' }));
    expect(tags.getAllByRole('checkbox')).toHaveLength(6);
    expect(tags.getByRole('checkbox', { name: 'Population Health Management' })).toBeTruthy();
    expect(tags.getByText('Population Health ...')).toBeTruthy();
  });

  it('filters by tag and by search, and sorts by name', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByTestId('facet-tag')).getByRole('checkbox', { name: 'Cardiology' }));
    expect(names()).toEqual(['Acme']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.change(screen.getByTestId('exhibitor-search'), { target: { value: 'the cobalt.' } });
    expect(names()).toEqual(['Cobalt']);
    fireEvent.change(screen.getByTestId('exhibitor-search'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No results found');
    fireEvent.change(screen.getByTestId('exhibitor-search'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('exhibitor-sort'), { target: { value: 'name' } });
    expect(names()).toEqual(['Acme', 'Borealis', 'Cobalt']);
  });

  it('shows a suggestion’s tags, at most 3, in its popover, which describes the link', async () => {
    await renderPage();
    const acme = within(screen.getAllByTestId('exhibitor-suggestion')[1] as HTMLElement);
    const link = acme.getByRole('link', { name: 'Acme' });
    const popover = acme.getByRole('tooltip', { hidden: true });
    expect(link.getAttribute('aria-describedby')).toBe(popover.id);
    expect(popover.textContent).toBe('Cardiology · Population Health ... · Oncology');
  });

  it('hides the filters and suggestions when the hall says so', async () => {
    await renderPage({
      ...reply,
      hall: { ...reply.hall, options: { ...options, hide_filters: true, hide_suggestions: true } },
    });
    expect(screen.queryByTestId('exhibitor-filters')).toBeNull();
    expect(screen.queryByTestId('exhibitor-suggestions')).toBeNull();
  });
});

describe('the hall ad', () => {
  const AD = '/media/ad.mp4?expires=1&sig=abc';
  const withAd = (skippable: boolean, id: string | null = 'expo') =>
    ({ ...reply, hall: { ...reply.hall, id, ad: { video_url: AD, skippable } } }) as DirectoryReply;

  function renderHall(r: DirectoryReply, isAdmin = false) {
    const fake = fakeFetch({ 'POST /api/analytics': { status: 200, body: { stored: true } } });
    renderWithClient(<DirectoryPage reply={r} settings={NO_ADS} isAdmin={isAdmin} />, {
      fetch: fake.fetch,
      path: '/exhibitors/ExhibitorHall/expo',
    });
    return fake;
  }
  const logged = (fake: ReturnType<typeof fakeFetch>) =>
    fake.calls.filter((c) => c.path === '/api/analytics').map((c) => (c.body as { action: string }).action);

  it('plays before the directory; Skip shows the directory and the hall does not play it again', async () => {
    const fake = renderHall(withAd(true));
    const ad = screen.getByTestId('hall-ad');
    expect(ad.getAttribute('data-ad')).toBe('playingAd');
    expect(within(ad).getByTestId('hall-ad-video').getAttribute('src')).toBe(AD);
    expect(screen.queryAllByTestId('exhibitor-card')).toHaveLength(0);
    fireEvent.click(within(ad).getByRole('button', { name: 'Skip Ad' }));
    expect(screen.queryByTestId('hall-ad')).toBeNull();
    expect(screen.getAllByTestId('exhibitor-card')).toHaveLength(3);
    await waitFor(() => expect(logged(fake)).toEqual(['ad_started', 'ad_skip']));
    expect(fake.calls[0]?.body).toMatchObject({
      page: 'exhibitors',
      entity_type: 'exhibitor_hall',
      entity_id: 'expo',
    });
    cleanup();
    // A new page load, with the same ad at a newly signed address: passed already.
    renderHall(withAd(true));
    expect(screen.queryByTestId('hall-ad')).toBeNull();
    expect(screen.getAllByTestId('exhibitor-card')).toHaveLength(3);
    cleanup();
    // Another hall has not passed its ad.
    renderHall(withAd(true, null));
    expect(screen.getByTestId('hall-ad')).toBeTruthy();
  });

  it('ends by completion, which is remembered too', async () => {
    const fake = renderHall(withAd(false));
    const video = screen.getByTestId('hall-ad-video');
    // The hall hides Skip: the ad is watched to its end.
    expect(screen.queryByRole('button', { name: 'Skip Ad' })).toBeNull();
    fireEvent.ended(video);
    expect(screen.getAllByTestId('exhibitor-card')).toHaveLength(3);
    await waitFor(() => expect(logged(fake)).toEqual(['ad_started', 'ad_complete']));
    cleanup();
    renderHall(withAd(false));
    expect(screen.queryByTestId('hall-ad')).toBeNull();
  });

  it('lets admins skip an ad whose Skip is hidden; a video that fails shows the directory and plays again next time', () => {
    renderHall(withAd(false), true);
    expect(screen.getByRole('button', { name: 'Skip Ad' })).toBeTruthy();
    cleanup();
    renderHall(withAd(false));
    fireEvent.error(screen.getByTestId('hall-ad-video'));
    expect(screen.getAllByTestId('exhibitor-card')).toHaveLength(3);
    cleanup();
    renderHall(withAd(false));
    expect(screen.getByTestId('hall-ad')).toBeTruthy();
  });
});
