// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCard, type SessionCardProps } from '../../../src/features/program/SessionCard';
import { fakeFetch, renderWithClient } from '../render';
import { HOUR, listed, NOW, TZ } from './items';

afterEach(cleanup);

const card = (over: Partial<SessionCardProps>) => {
  const onFollow = vi.fn();
  const props: SessionCardProps = {
    item: listed(),
    locked: false,
    now: NOW,
    timeZone: TZ,
    view: 'grid',
    labels: { type: 'Keynote', track: 'Cardiology' },
    officeHours: { isPrivileged: false, softClosed: false, archiveMode: false },
    href: '/main/sessions/42',
    onFollow,
    officeHoursRoom: (id: number) => `/main/video-room/${id}`,
    ...over,
  };
  const r = renderWithClient(<SessionCard {...props} />, { fetch: fakeFetch({}).fetch });
  return { ...r, onFollow, card: screen.getByTestId('session-card') };
};

describe('session card', () => {
  it('shows a locked session with its text and no link to open', () => {
    const { card: el, onFollow } = card({ locked: true, item: listed({ title: 'Closed workshop' }) });
    expect(el.getAttribute('data-locked')).toBe('true');
    expect(screen.getByText('Session not accessible for your account')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(el);
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('opens an accessible session through a real link: its title, at the card’s address', () => {
    const item = listed({ title: 'Open plenary' });
    const { onFollow } = card({ item });
    const link = screen.getByRole('link', { name: 'Open plenary' });
    expect(link.getAttribute('href')).toBe('/main/sessions/42');
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledWith(item, expect.anything());
    expect(screen.queryByText('Session not accessible for your account')).toBeNull();
  });

  it('has no save star until favorites exist', () => {
    card({});
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('shows LIVE while a session with a live channel runs, not before', () => {
    const item = listed({ live_channel_id: 'tv', start_time_unix: NOW - HOUR, end_time_unix: NOW + HOUR });
    const { card: el, unmount } = card({ item });
    expect(el.getAttribute('data-state')).toBe('running');
    expect(screen.getByText('LIVE')).toBeTruthy();
    unmount();
    card({ item, now: NOW - 2 * HOUR });
    expect(screen.queryByText('LIVE')).toBeNull();
  });

  it('counts down in days, hours and minutes until the start, and moves with the clock', () => {
    const item = listed({ start_time_unix: NOW + 26 * HOUR + 5 * 60_000, end_time_unix: NOW + 27 * HOUR });
    card({ item });
    expect(screen.getByTestId('countdown').textContent).toBe('Starts in 1 day, 2 hours');
    cleanup();
    card({ item, now: NOW + 26 * HOUR });
    expect(screen.getByTestId('countdown').textContent).toBe('Starts in 5 minutes');
  });

  it('shows no countdown more than 30 days ahead, and Replay and On-Demand badges', () => {
    card({ item: listed({ start_time_unix: NOW + 31 * 24 * HOUR }) });
    expect(screen.queryByTestId('countdown')).toBeNull();
    cleanup();
    card({
      item: listed({
        start_time_unix: NOW - 48 * HOUR,
        end_time_unix: NOW - 47 * HOUR,
        video_links_array: [{ has_transcript: false }],
      }),
    });
    expect(screen.getByText('Replay')).toBeTruthy();
    cleanup();
    card({ item: listed({}) });
    expect(screen.getByText('On-Demand')).toBeTruthy();
  });

  it('offers Join in an office-hours window, a link to the video room', () => {
    const item = listed({ office_hours: [{ start: NOW + 10 * 60_000, end: NOW + HOUR }] });
    card({ item });
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      `/main/video-room/${item.session_id}`,
    );
  });

  it('joins office hours held elsewhere from the session page, which carries their link', () => {
    const item = listed({ office_hours: [{ start: NOW - 60_000, end: NOW + HOUR }] });
    const elsewhere = {
      ...item,
      live_config_object: { ...item.live_config_object, has_office_hours_link: true },
    } as typeof item;
    card({ item: elsewhere });
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      `/main/sessions/${item.session_id}`,
    );
  });

  it('in office hours mode lists every slot with its state, in the conference time zone', () => {
    const item = listed({
      office_hours: [
        { start: NOW + 24 * HOUR, end: NOW + 25 * HOUR },
        { start: NOW - 3 * HOUR, end: NOW - 2 * HOUR },
        { start: NOW - 10 * 60_000, end: NOW + HOUR },
      ],
    });
    card({ item, showSlots: true });
    const slots = screen.getByTestId('office-hour-slots').querySelectorAll('li');
    expect([...slots].map((li) => li.getAttribute('data-state'))).toEqual(['past', 'live', 'upcoming']);
    expect(slots[0]?.textContent).toBe('Mon, Nov 23, 6:00 AM – 7:00 AM CST' + 'Ended');
    expect(slots[1]?.textContent).toContain('Live');
    expect(slots[2]?.textContent).toContain('Tue, Nov 24, 9:00 AM – 10:00 AM CST');
    expect(screen.getByTestId('office-hours').getAttribute('data-state')).toBe('live');
    expect(screen.getByRole('link', { name: 'Join' })).toBeTruthy();
  });

  it('shows no office hours when the site is soft-closed or archived, and only the current slot by default', () => {
    const item = listed({ office_hours: [{ start: NOW - 10 * 60_000, end: NOW + HOUR }] });
    card({ item });
    expect(screen.getByTestId('office-hours')).toBeTruthy();
    expect(screen.queryByTestId('office-hour-slots')).toBeNull();
    cleanup();
    card({
      item,
      showSlots: true,
      officeHours: { isPrivileged: false, softClosed: true, archiveMode: false },
    });
    expect(screen.queryByTestId('office-hours')).toBeNull();
    expect(screen.queryByTestId('office-hour-slots')).toBeNull();
    cleanup();
    card({
      item,
      showSlots: true,
      officeHours: { isPrivileged: false, softClosed: false, archiveMode: true },
    });
    expect(screen.queryByTestId('office-hours')).toBeNull();
  });
});
