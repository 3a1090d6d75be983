// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH } from '../../../schemas/constants';
import type { EventConfig } from '../../../schemas/eventConfig';
import { ParticipantsPage } from '../../../src/features/participants/ParticipantsPage';
import { person } from '../../support/people';
import { fakeFetch, renderWithClient } from '../render';

const settings = {
  attendee_badges: [
    { id: 1, label: 'Attendee', bgColor: '#1f6feb' },
    { id: 2, label: 'Speaker', bgColor: '#8250df' },
    { id: 3, label: 'Staff', bgColor: '#57606a', hidden: 1 },
  ],
} as unknown as EventConfig;

const attendees = [
  person('me', { Firstname: 'Jordan', Lastname: 'Rivera', City: 'Chicago', badges: [1], tags: ['ai'] }),
  person('robin', {
    Firstname: 'Robin',
    Lastname: 'Speaker',
    Mr: 'Dr.',
    Company: 'Lakeshore University',
    City: 'Chicago',
    badges: [1, 2],
    tags: ['ai', 'cardiology'],
    badge_overwrite: { Firstname: 'Rob', Lastname: '' },
  }),
  person('maria', { Firstname: 'Maria', Lastname: 'Rossi', City: 'Boston', badges: [1], tags: ['ai'] }),
  person('nia', { Firstname: 'Nia', Lastname: 'Non', badges: [-1], tags: ['ai'] }),
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // happy-dom lays nothing out: the virtualised grid's scroller gets the size of a phone's screen.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
});

function renderPage(badge: number | null = null, onBadge = vi.fn()) {
  renderWithClient(
    <ParticipantsPage
      attendees={attendees}
      me={{ uuid: 'me', tags: ['ai', 'cardiology'] }}
      settings={settings}
      badge={badge}
      onBadge={onBadge}
      profilePath={(uuid) => `/profile/${uuid}`}
    />,
    { ...fakeFetch({}), path: '/main/participants' },
  );
  return onBadge;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Participants found' }))
    .getAllByTestId('attendee-card')
    .map((c) => c.getAttribute('data-uuid'));

describe('the participants directory', () => {
  it('lists everyone but non-participants as badge cards that open their profile', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Participants' })).toBeTruthy();
    expect(screen.getByTestId('participants-count').textContent).toBe('3 participants');
    expect(cards()).toEqual(['me', 'maria', 'robin']);
    const list = screen.getByRole('list', { name: 'Participants found' });
    // The badge name replaces the first name; the prefix stays.
    const robin = within(list).getByRole('link', { name: 'Dr. Rob Speaker' });
    expect(robin.getAttribute('href')).toBe('/profile/robin');
    const badges = within(list).getByRole('list', { name: 'Badges of Dr. Rob Speaker' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Attendee', 'Speaker']);
  });

  it('searches 500 ms after the last key, then says when nothing is found', async () => {
    renderPage();
    const box = screen.getByRole('searchbox', { name: 'Search participants' });
    fireEvent.change(box, { target: { value: 'boston' } });
    expect(cards()).toHaveLength(3);
    await act(async () => vi.advanceTimersByTime(SEARCH.DEBOUNCE));
    expect(cards()).toEqual(['maria']);
    fireEvent.change(box, { target: { value: 'xylophone' } });
    await act(async () => vi.advanceTimersByTime(SEARCH.DEBOUNCE));
    expect(screen.getByTestId('participants-count').textContent).toBe('No results found matching xylophone');
    expect(screen.queryByRole('list', { name: 'Participants found' })).toBeNull();
  });

  it('filters by a badge, offering only badges not hidden', () => {
    const onBadge = renderPage(2);
    expect(cards()).toEqual(['robin']);
    const select = screen.getByRole('combobox', { name: 'Badge' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All participants', 'Attendee', 'Speaker']);
    fireEvent.change(select, { target: { value: '' } });
    expect(onBadge).toHaveBeenCalledWith(null);
    fireEvent.change(select, { target: { value: '1' } });
    expect(onBadge).toHaveBeenCalledWith(1);
  });

  it('suggests the top people by shared tags, the closest first, never oneself', () => {
    renderPage();
    const panel = screen.getByRole('region', { name: 'Suggested for you' });
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-score'));
    expect(items.map((li) => li.querySelector('[data-uuid]')?.getAttribute('data-uuid'))).toEqual([
      'robin',
      'maria',
    ]);
    expect(items.map((li) => li.getAttribute('data-score'))).toEqual(['100', '0']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(within(panel).queryAllByTestId('attendee-card')).toHaveLength(0);
  });
});
