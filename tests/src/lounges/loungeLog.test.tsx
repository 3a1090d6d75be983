// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import { LoungesPage } from '../../../src/features/lounges/LoungesPage';
import type { PresenceCounts } from '../../../src/realtime/presenceCounts';
import { fakeFetch, renderWithClient } from '../render';
import { loungeRoom, NOW } from './rooms';

afterEach(cleanup);

/** Counts with nobody anywhere, recording the presence rooms the user is in. */
function quietCounts() {
  const inRooms = new Set<string>();
  const counts = {
    subscribe: () => () => {},
    count: () => 0,
    enter: (room: string) => {
      inRooms.add(room);
      return () => inRooms.delete(room);
    },
    socket: () => null,
    close: () => {},
  } satisfies PresenceCounts;
  return { counts, inRooms };
}

function renderLounges() {
  const server = fakeFetch({ 'POST /api/analytics': { status: 200, body: { stored: true } } });
  const { counts, inRooms } = quietCounts();
  const reply = {
    rooms: [
      loungeRoom({ id: 'coffee', label: 'Coffee Corner' }),
      loungeRoom({ id: 'quiet', label: 'Quiet Room' }),
    ],
    categories: [],
    header_text: null,
    time_zone: 'UTC',
  };
  const user = { uuid: 'u1', is_admin: false, limited_access_attendee: false } as SignedInUser;
  const view = renderWithClient(
    <LoungesPage
      reply={reply}
      user={user}
      settings={{ source_hex: 'demo', conferenceid: 1 } as EventConfig}
      now={NOW}
      counts={counts}
      renderRoom={(room) => <p>Video of {room.label}</p>}
    />,
    { fetch: server.fetch, path: '/main/social_lounge' },
  );
  const logged = () =>
    server.calls
      .filter((c) => c.path === '/api/analytics')
      .map((c) => c.body as { action: string; entity_id: string });
  return { ...view, logged, inRooms };
}

/** A room's Join Room button: on its card, or in the list beside the room the user is in. */
const joinButton = (room: string) => screen.getByRole('button', { name: 'Join Room', description: room });

describe('the event log of the lounges', () => {
  it('logs join when the user enters a room and leave when Back takes them out', async () => {
    const { logged, inRooms } = renderLounges();
    expect(logged()).toEqual([]);
    fireEvent.click(joinButton('Coffee Corner'));
    await screen.findByText('Video of Coffee Corner');
    await waitFor(() => expect(logged()).toHaveLength(1));
    expect(logged()[0]).toEqual({
      action: 'join',
      page: 'lounge',
      entity_type: 'networking_lounge',
      entity_id: 'coffee',
      title: 'Coffee Corner',
    });
    expect([...inRooms]).toEqual(['lounge_coffee']);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(logged()).toHaveLength(2));
    expect(logged()[1]).toMatchObject({ action: 'leave', entity_id: 'coffee' });
    expect([...inRooms]).toEqual([]);
  });

  it('logs leave of the room and join of the next when the user moves to another room', async () => {
    const { logged } = renderLounges();
    fireEvent.click(joinButton('Coffee Corner'));
    await screen.findByText('Video of Coffee Corner');
    fireEvent.click(joinButton('Quiet Room'));
    await screen.findByText('Video of Quiet Room');
    await waitFor(() => expect(logged()).toHaveLength(3));
    expect(logged().map((e) => [e.action, e.entity_id])).toEqual([
      ['join', 'coffee'],
      ['leave', 'coffee'],
      ['join', 'quiet'],
    ]);
  });

  it('logs leave when the user goes to another page from inside a room', async () => {
    const { logged, unmount } = renderLounges();
    fireEvent.click(joinButton('Coffee Corner'));
    await screen.findByText('Video of Coffee Corner');
    unmount();
    await waitFor(() => expect(logged()).toHaveLength(2));
    expect(logged()[1]).toMatchObject({ action: 'leave', entity_id: 'coffee' });
  });
});
