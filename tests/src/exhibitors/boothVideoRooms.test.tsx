// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoothVideoRooms as Rooms } from '../../../schemas/boothRooms';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { PresenceMember } from '../../../schemas/relay';
import { BoothVideoRooms } from '../../../src/features/exhibitors/BoothVideoRooms';
import type { Clock } from '../../../src/program/clock';
import { ClockProvider } from '../../../src/program/ClockProvider';
import type { PresenceCounts } from '../../../src/realtime/presenceCounts';
import { PresenceCountsProvider } from '../../../src/realtime/usePresenceCount';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 2, 5, 15, 0);
const staff: ExhibitorDoc['contact_info'] = [
  { uuid: 'staff-1', firstName: 'Grace', lastName: 'Hopper' },
  { uuid: 'staff-2', firstName: 'Alan', lastName: 'Turing' },
];
const rooms = (over: Partial<Rooms> = {}): Rooms => ({
  lobby: 'booth_501',
  staff: [
    { uuid: 'staff-1', room: 'booth_501_staff-1' },
    { uuid: 'staff-2', room: 'booth_501_staff-2' },
  ],
  opens_at: null,
  closes_at: null,
  ...over,
});

/** A clock the test moves, and counts whose rooms hold the people the test puts in them. */
function fakes() {
  let now = NOW;
  const clockListeners = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    subscribe: (l) => {
      clockListeners.add(l);
      return () => clockListeners.delete(l);
    },
  };
  const people = new Map<string, string[]>();
  const listeners = new Map<string, Set<() => void>>();
  const socket = {
    connected: true,
    timeout: () => ({
      emit: (
        _event: 'members',
        { room }: { room: string },
        ack: (err: Error | null, reply: { ok: boolean; count: number; members: PresenceMember[] }) => void,
      ) => {
        const members = (people.get(room) ?? []).map((uuid) => ({ uuid }));
        queueMicrotask(() => ack(null, { ok: true, count: members.length, members }));
      },
    }),
  };
  const counts: PresenceCounts = {
    subscribe: (room, l) => {
      const set = listeners.get(room) ?? new Set();
      listeners.set(room, set);
      set.add(l);
      return () => set.delete(l);
    },
    count: (room) => people.get(room)?.length ?? 0,
    enter: () => () => undefined,
    socket: () => socket as never,
    close: () => undefined,
  };
  return {
    clock,
    counts,
    /** Who is in a room now; its listeners hear the new count. */
    async put(room: string, uuids: string[]) {
      await act(async () => {
        people.set(room, uuids);
        for (const l of listeners.get(room) ?? []) l();
      });
    },
    async setNow(t: number) {
      await act(async () => {
        now = t;
        for (const l of clockListeners) l();
      });
    },
  };
}

function renderRooms(value: Rooms, hallId: string | null = null) {
  const f = fakes();
  renderWithClient(
    <ClockProvider clock={f.clock}>
      <PresenceCountsProvider counts={f.counts}>
        <BoothVideoRooms rooms={value} staff={staff} hallId={hallId} compId={501} />
      </PresenceCountsProvider>
    </ClockProvider>,
    { fetch: fakeFetch({}).fetch, path: '/exhibitors/DetailView/501' },
  );
  return f;
}

describe('the booth video rooms card', () => {
  it('lists the lobby and each staff room as links to their own screens, with counts', async () => {
    const f = renderRooms(rooms());
    const card = screen.getByRole('region', { name: 'Join Video Room' });
    const lobby = within(card).getByRole('link', { name: 'Join Lobby' });
    expect(lobby.textContent).toBe('Join');
    expect(lobby.getAttribute('href')).toBe('/exhibitors/DetailView/501/VideoRoom');
    expect(within(card).getByRole('link', { name: "Join Grace Hopper's room" }).getAttribute('href')).toBe(
      '/exhibitors/DetailView/501/VideoRoom/staff-1',
    );
    expect(within(card).getByRole('link', { name: "Join Alan Turing's room" })).toBeTruthy();
    const lobbyItem = screen.getByTestId('booth-room-lobby');
    expect(within(lobbyItem).getByTestId('room-count').textContent).toBe('0 people in the room');
    await f.put('booth_501', ['a', 'b', 'c']);
    expect(within(lobbyItem).getByTestId('room-count').textContent).toBe('3 people in the room');
  });

  it("shows a staff member away with the 'Staff unavailable' texts, and online once they are in their room", async () => {
    const f = renderRooms(rooms());
    const grace = screen.getByTestId('booth-room-staff-1');
    expect(within(grace).getByTestId('staff-status').textContent).toBe('Away');
    expect(within(grace).getByTestId('staff-status').getAttribute('data-online')).toBe('false');
    expect(within(grace).getByText('Staff unavailable for the video chat.')).toBeTruthy();
    expect(within(grace).getByText('Video call will start as soon as staff joins.')).toBeTruthy();
    // a visitor waiting in the room does not make the staff member online
    await f.put('booth_501_staff-1', ['visitor']);
    expect(within(grace).getByTestId('staff-status').textContent).toBe('Away');
    expect(within(grace).getByTestId('room-count').textContent).toBe('1 person in the room');
    await f.put('booth_501_staff-1', ['visitor', 'staff-1']);
    await screen.findByText('Online');
    expect(within(grace).getByTestId('staff-status').getAttribute('data-online')).toBe('true');
    expect(within(grace).queryByTestId('staff-unavailable')).toBeNull();
    // the other staff member is still away
    const alan = screen.getByTestId('booth-room-staff-2');
    expect(within(alan).getByTestId('staff-status').textContent).toBe('Away');
    await f.put('booth_501_staff-1', ['visitor']);
    expect(within(grace).getByTestId('staff-status').textContent).toBe('Away');
  });

  it('leaves out personal rooms the booth does not offer (a sponsor level without them)', () => {
    renderRooms(rooms({ staff: [] }));
    expect(screen.getByRole('link', { name: 'Join Lobby' })).toBeTruthy();
    expect(screen.queryByText(/'s room$/)).toBeNull();
    expect(screen.queryByTestId('staff-status')).toBeNull();
  });

  it('links to the rooms of an additional hall at their own addresses', () => {
    renderRooms(rooms(), 'north');
    expect(screen.getByRole('link', { name: 'Join Lobby' }).getAttribute('href')).toBe(
      '/exhibitors/HallDetailView/north/501/VideoRoom',
    );
  });

  it('is hidden outside the time window and comes back when the start time arrives', async () => {
    const f = renderRooms(rooms({ opens_at: NOW + HOUR, closes_at: NOW + 3 * HOUR }));
    expect(screen.queryByTestId('booth-video-rooms')).toBeNull();
    await f.setNow(NOW + HOUR);
    expect(screen.getByTestId('booth-video-rooms')).toBeTruthy();
    await f.setNow(NOW + 3 * HOUR);
    expect(screen.queryByTestId('booth-video-rooms')).toBeNull();
  });
});
