// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import { AdSlot } from '../../../src/ui/AdSlot';
import { clearCookies, fakeFetch, renderWithClient } from '../render';

afterEach(() => {
  cleanup();
  clearCookies();
});

const ads = [
  { src: '/media/a.png', url: 'https://a.example' },
  { src: '/media/b.png', url: 'https://b.example' },
  { src: '/media/c.png', url: '/main/sessions/7' },
];
const settings = { ads: { ads_by_location: { program: { leaderboard: ads } } } } as unknown as EventConfig;
const logged = { 'POST /api/analytics': { status: 200, body: { stored: true } } };

function renderSlot() {
  const f = fakeFetch(logged);
  renderWithClient(<AdSlot settings={settings} page="program" slot="leaderboard" />, { fetch: f.fetch });
  const frame = screen.getByRole('complementary', { name: 'Sponsor banner' });
  return { ...f, frame };
}

describe('AdSlot', () => {
  it('starts each page load at the next ad (a cookie counter), round to the first', () => {
    const starts: string[] = [];
    for (let load = 0; load < 4; load++) {
      const { frame } = renderSlot();
      starts.push(frame.querySelector('img')?.getAttribute('src') ?? '');
      cleanup();
    }
    expect(starts).toEqual(['/media/a.png', '/media/b.png', '/media/c.png', '/media/a.png']);
  });

  it('logs banner_view once per ad shown, and banner_click on a click; other sites open in a new tab', async () => {
    const { frame, calls } = renderSlot();
    const views = () => calls.filter((c) => (c.body as { action?: string })?.action === 'banner_view');
    await waitFor(() => expect(views()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Show ad 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show ad 1' }));
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views().map((c) => (c.body as { ad_src: string }).ad_src)).toEqual([
      '/media/a.png',
      '/media/b.png',
    ]);
    const link = screen.getByRole('link', { name: 'Advertisement: visit a.example (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The test stays on its page: the browser's own navigation is not what is tested.
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls.find((c) => (c.body as { action?: string })?.action === 'banner_click')?.body).toEqual({
        action: 'banner_click',
        page: 'program',
        ad_place: 'leaderboard',
        ad_src: '/media/a.png',
        ad_url: 'https://a.example',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show ad 3' }));
    const own = screen.getByRole('link', { name: /^Advertisement: go to / });
    expect(own.getAttribute('target')).toBeNull();
    expect(frame).toBeTruthy();
  });

  it('shows nothing for a place without ads', () => {
    const { fetch } = fakeFetch(logged);
    renderWithClient(<AdSlot settings={settings} page="wall" slot="skyscraper" />, { fetch });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
