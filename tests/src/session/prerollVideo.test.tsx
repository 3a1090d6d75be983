// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerollVideo } from '../../../src/features/session/PrerollVideo';
import { clearCookies, fakeFetch, renderWithClient } from '../render';

afterEach(() => {
  cleanup();
  clearCookies();
});

const preroll = { video: '/media/sponsor-ad.mp4', url: 'https://sponsor.example' };
const main = (autoplay: boolean) => <p data-testid="main">{autoplay ? 'starts by itself' : 'waits'}</p>;
const actions = (calls: { body: unknown }[]) => calls.map((c) => (c.body as { action: string }).action);

function renderPreroll(isAdmin = false) {
  const f = fakeFetch({ 'POST /api/analytics': { status: 200, body: { stored: true } } });
  const r = renderWithClient(
    <PrerollVideo preroll={preroll} isAdmin={isAdmin} sessionId="session_5" main={main} />,
    {
      fetch: f.fetch,
    },
  );
  return { ...f, ...r };
}

describe('PrerollVideo', () => {
  it('plays the ad first, logs its start, and Skip Ad starts the main video', async () => {
    const { calls } = renderPreroll();
    expect(screen.getByTestId('preroll-video').getAttribute('src')).toBe('/media/sponsor-ad.mp4');
    expect(screen.queryByTestId('main')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Ad' }));
    expect(screen.getByTestId('main').textContent).toBe('starts by itself');
    await waitFor(() => expect(actions(calls)).toEqual(['ad_started', 'ad_skip']));
    expect(calls[0]?.body).toMatchObject({
      entity_type: 'session',
      entity_id: 'session_5',
      ad_place: 'preroll',
    });
  });

  it('hides Skip Ad within the hour after an ad ran (its cookie), but not for admins', () => {
    renderPreroll();
    cleanup();
    expect(document.cookie).toContain('ad_run_default=1');
    renderPreroll();
    expect(screen.getByTestId('preroll')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Ad' })).toBeNull();
    cleanup();
    renderPreroll(true);
    expect(screen.getByRole('button', { name: 'Skip Ad' })).toBeTruthy();
  });

  it('goes on to the main video when the ad ends or fails, logging a completed ad', async () => {
    const { calls } = renderPreroll();
    fireEvent.ended(screen.getByTestId('preroll-video'));
    expect(screen.getByTestId('main')).toBeTruthy();
    await waitFor(() => expect(actions(calls)).toEqual(['ad_started', 'ad_complete']));
    cleanup();
    renderPreroll(true);
    fireEvent.error(screen.getByTestId('preroll-video'));
    expect(screen.getByTestId('main')).toBeTruthy();
  });
});
