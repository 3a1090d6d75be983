// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PresenceMember } from '../../../schemas/relay';
import { RoomMembers } from '../../../src/features/lounges/RoomMembers';
import type { PresenceCounts } from '../../../src/realtime/presenceCounts';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const person = (n: number): PresenceMember => ({ uuid: `u${n}`, firstName: `Person`, lastName: `${n}` });

/** Counts whose socket answers `members` with the first `limit` of `people`, recording what was asked. */
function countsOf(people: readonly PresenceMember[]) {
  const asked: { room: string; limit: number }[] = [];
  const socket = {
    connected: true,
    timeout: () => ({
      emit: (
        _event: 'members',
        request: { room: string; limit: number },
        ack: (err: Error | null, reply: { ok: boolean; count: number; members: PresenceMember[] }) => void,
      ) => {
        asked.push(request);
        ack(null, { ok: true, count: people.length, members: people.slice(0, request.limit) });
      },
    }),
  };
  const counts = { socket: () => socket } as unknown as PresenceCounts;
  return { counts, asked };
}

function renderMembers(count: number) {
  const people = Array.from({ length: count }, (_, i) => person(i + 1));
  const { counts, asked } = countsOf(people);
  renderWithClient(<RoomMembers counts={counts} room="lounge_coffee" count={count} />, {
    fetch: fakeFetch({}).fetch,
  });
  return asked;
}

const avatars = () => screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'));

describe('who is in a lounge room', () => {
  it('shows nobody in an empty room and asks nothing', () => {
    const asked = renderMembers(0);
    expect(screen.queryByRole('list')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows every person of a room of up to 5, without a counter', async () => {
    const asked = renderMembers(3);
    expect(await screen.findByRole('list', { name: 'In the room' })).toBeTruthy();
    expect(avatars()).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(screen.queryByText(/^\+/)).toBeNull();
    expect(asked).toEqual([{ room: 'lounge_coffee', limit: 5 }]);
  });

  it('shows 5 avatars and no counter for 6 people (the counter starts over 6)', async () => {
    renderMembers(6);
    await screen.findByRole('list', { name: 'In the room' });
    expect(avatars()).toHaveLength(5);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it("shows 5 avatars and '+N' for those not shown when more than 6 are in the room", async () => {
    renderMembers(7);
    await screen.findByRole('list', { name: 'In the room' });
    expect(avatars()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5']);
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it("counts everyone not shown in '+N', however many", async () => {
    renderMembers(40);
    await screen.findByRole('list', { name: 'In the room' });
    expect(avatars()).toHaveLength(5);
    expect(screen.getByText('+35')).toBeTruthy();
  });
});
