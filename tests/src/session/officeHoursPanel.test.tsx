// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionItem } from '../../../schemas/sessionItem';
import { OfficeHoursPanel } from '../../../src/features/session/OfficeHoursPanel';
import { officeHourRoom, type PresenceCounts } from '../../../src/realtime/presenceCounts';
import { PresenceCountsProvider } from '../../../src/realtime/usePresenceCount';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

/** Counts set by the test, heard by the subscribed rooms only. */
function fakeCounts() {
  const counts = new Map<string, number>();
  const listeners = new Map<string, Set<() => void>>();
  const watched: string[] = [];
  const api: PresenceCounts = {
    subscribe(room, l) {
      watched.push(room);
      const set = listeners.get(room) ?? new Set();
      listeners.set(room, set);
      set.add(l);
      return () => set.delete(l);
    },
    count: (room) => counts.get(room) ?? 0,
    enter: () => () => undefined,
    socket: () => null,
    close: () => undefined,
  };
  const set = (room: string, n: number) =>
    act(() => {
      counts.set(room, n);
      for (const l of listeners.get(room) ?? []) l();
    });
  return { api, set, watched };
}

const now = Date.now();
const session = {
  _id: 'session_5',
  internal_type: 'session',
  session_id: 5,
  title: 'Ask the statisticians',
  office_hours: [{ start: now - 60_000, end: now + 30 * 60_000 }],
  live_config_object: { session_office_hour_capacity: 3 },
  author_array: [{ uuid: 'author-1', Firstname: 'A', Lastname: 'B' }],
} as unknown as SessionItem;

const options = { isPrivileged: false, softClosed: false, archiveMode: false };

const roomOf = (id: number) => `/main/video-room/${id}`;

function renderPanel(counts: PresenceCounts, uuid = 'someone', withRoom = true, item = session) {
  return renderWithClient(
    <PresenceCountsProvider counts={counts}>
      <OfficeHoursPanel
        session={item}
        options={{ ...options, uuid }}
        timeZone="America/Chicago"
        roomOf={withRoom ? roomOf : undefined}
      />
    </PresenceCountsProvider>,
    { fetch: fakeFetch({}).fetch },
  );
}

describe('office hours on the session page', () => {
  it('turns Join into a disabled Room Full when the live count reaches capacity, and back', () => {
    const counts = fakeCounts();
    renderPanel(counts.api);
    const room = officeHourRoom(5);
    expect(counts.watched).toEqual([room]);
    expect(screen.getByTestId('office-hours').getAttribute('data-state')).toBe('live');
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/main/video-room/5');
    counts.set(room, 3);
    expect((screen.getByRole('button', { name: 'Room Full' }) as HTMLButtonElement).disabled).toBe(true);
    counts.set(officeHourRoom(6), 0);
    expect(screen.getByRole('button', { name: 'Room Full' })).toBeTruthy();
    counts.set(room, 2);
    expect(screen.getByRole('link', { name: 'Join' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Room Full' })).toBeNull();
  });

  it('lets an author of the session join a full room', () => {
    const counts = fakeCounts();
    renderPanel(counts.api, 'author-1');
    counts.set(officeHourRoom(5), 10);
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/main/video-room/5');
  });

  it('shows no Join button while the app has no video room to join, but still the status and slots', () => {
    renderPanel(fakeCounts().api, 'someone', false);
    expect(screen.getByTestId('office-hours').getAttribute('data-state')).toBe('live');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it('joins an office hour held elsewhere at its external link, in a new tab', () => {
    const external = 'https://meet.example.com/office-hours-5';
    const elsewhere = {
      ...session,
      live_config_object: { ...session.live_config_object, office_hours_external_link: external },
    } as SessionItem;
    renderPanel(fakeCounts().api, 'someone', true, elsewhere);
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe(external);
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
