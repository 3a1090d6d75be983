// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionItem } from '../../../schemas/sessionItem';
import type { SignedInUser } from '../../../schemas/user';
import { SessionVideo } from '../../../src/features/session/SessionVideo';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const user = {
  uuid: 'u1',
  is_admin: false,
  live_stream_only: false,
  session_access_array: [5],
} as unknown as SignedInUser;
const ended = (offsetDays: number, daysAgo = 0) =>
  ({
    _id: 'session_5',
    internal_type: 'session',
    session_id: 5,
    title: 'Recorded talk',
    start_time_unix: Date.now() - daysAgo * DAY - 3 * HOUR,
    end_time_unix: Date.now() - daysAgo * DAY - 2 * HOUR,
    video_links_array: [{ href: '/media/talk.mp4' }],
    live_config_object: { on_demand_video_availability_offset: offsetDays },
  }) as unknown as SessionItem;

describe('on-demand release on the session page', () => {
  it('before release: the release date and a countdown to it, no player', () => {
    renderWithClient(<SessionVideo item={ended(2)} user={user} timeZone="UTC" />, {
      fetch: fakeFetch({}).fetch,
    });
    expect(screen.getByTestId('release-tag').textContent).toMatch(/^On-Demand content will be available on /);
    expect(screen.getByTestId('release-countdown').textContent).toMatch(/^Available in 1 day, \d+ hours$/);
    expect(screen.queryByTestId('video-player')).toBeNull();
  });

  it('once released: On-Demand Content Available Now above the player', async () => {
    renderWithClient(<SessionVideo item={ended(1, 3)} user={user} timeZone="UTC" />, {
      fetch: fakeFetch({}).fetch,
    });
    expect((await screen.findByTestId('release-tag', {}, { timeout: 5000 })).textContent).toBe(
      'On-Demand Content Available Now',
    );
    expect(screen.queryByTestId('release-countdown')).toBeNull();
  });
});
