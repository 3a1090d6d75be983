// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeed, webcalOf } from '../../../src/features/itinerary/CalendarFeed';
import { fakeFetch, renderWithClient } from '../render';

const FIRST = 'https://events.example.org/api/calendar/u-1/first-signature.ics';
const SECOND = 'https://events.example.org/api/calendar/u-1/second-signature.ics';

/** The feed's calls: its address, and a reset that makes a new one. */
function feedServer() {
  let url = FIRST;
  return fakeFetch({
    'GET /api/itinerary/feed': () => ({ status: 200, body: { url } }),
    'POST /api/itinerary/feed/reset': () => {
      url = SECOND;
      return { status: 200, body: { url } };
    },
  });
}
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the calendar link on My Itinerary', () => {
  it('shows the secret link with a webcal: link, and copies it with a confirmation', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithClient(<CalendarFeed />, { fetch: feedServer().fetch, path: '/main/itinerary' });
    const field = (await screen.findByRole('textbox', { name: 'Your calendar link' })) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href')).toBe(
      'webcal://events.example.org/api/calendar/u-1/first-signature.ics',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(screen.getByTestId('calendar-feed-notice').textContent).toBe('Link copied.');
  });

  it('says so when the link cannot be copied', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    renderWithClient(<CalendarFeed />, { fetch: feedServer().fetch, path: '/main/itinerary' });
    await screen.findByRole('textbox', { name: 'Your calendar link' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    expect(screen.getByTestId('calendar-feed-notice').textContent).toBe(
      'The link could not be copied: select it and copy it yourself.',
    );
  });

  it('asks before a reset, then shows the new link', async () => {
    const server = feedServer();
    renderWithClient(<CalendarFeed />, { fetch: server.fetch, path: '/main/itinerary' });
    await screen.findByRole('textbox', { name: 'Your calendar link' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.path === '/api/itinerary/feed/reset')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Reset your calendar link?' })).getByRole('button', {
        name: 'Reset link',
      }),
    );
    await flush();
    await flush();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/itinerary/feed/reset',
    ]);
    const field = (await screen.findByDisplayValue(SECOND)) as HTMLInputElement;
    expect(field.value).toBe(SECOND);
    expect(screen.getByText('Your calendar has a new link; the old one no longer works.')).toBeTruthy();
  });

  it('turns http and https addresses into webcal: ones', () => {
    expect(webcalOf('http://localhost:8080/api/calendar/u/s.ics')).toBe(
      'webcal://localhost:8080/api/calendar/u/s.ics',
    );
    expect(webcalOf(FIRST)).toBe('webcal://events.example.org/api/calendar/u-1/first-signature.ics');
  });
});
