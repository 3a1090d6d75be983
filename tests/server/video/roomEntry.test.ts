import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../server/areas/auth/users';
import type { EventRow } from '../../../server/areas/events/queries';
import type { RoomUser, VideoProvider } from '../../../server/video/provider';
import { createRoomEntry } from '../../../server/video/roomEntry';

const event = { id: 'ev1' } as EventRow;
const attendee = { uuid: 'u1', isAdmin: false } as UserRow;
const admin = { uuid: 'a1', isAdmin: true } as UserRow;

/** A provider that answers a built-in join and keeps what it was asked; `maxParticipants` a room at most. */
function recordingProvider(maxParticipants: number | null = null) {
  const joins: { room: string; user: RoomUser }[] = [];
  const provider: VideoProvider = {
    kind: 'builtin',
    maxParticipants,
    async join(room, user) {
      joins.push({ room, user });
      return { provider: 'builtin', room, token: `t-${user.uuid}`, iceServers: [] };
    },
  };
  return { provider, joins };
}

const args = { event, room: 'officeHours:office_hour_7', displayName: 'Ada Lovelace', capacity: 2 };

describe('createRoomEntry', () => {
  it('sanitises the name, asks the provider for the user and tells whether they moderate', async () => {
    const { provider, joins } = recordingProvider();
    const entry = createRoomEntry({ provider, occupancy: async () => 1 });
    const result = await entry.enter({ ...args, user: attendee, moderator: false });
    expect(result).toEqual({
      ok: true,
      value: {
        room: 'officeHoursoffice_hour_7',
        moderator: false,
        join: { provider: 'builtin', room: 'officeHoursoffice_hour_7', token: 't-u1', iceServers: [] },
      },
    });
    expect(joins[0]?.user).toEqual({
      uuid: 'u1',
      eventId: 'ev1',
      name: 'Ada Lovelace',
      owner: false,
      capacity: 2,
    });
  });

  it("refuses 'Room Full' at capacity, but lets moderators and admins in without a capacity", async () => {
    const asked: [string, string][] = [];
    const { provider, joins } = recordingProvider();
    const entry = createRoomEntry({
      provider,
      occupancy: async (eventId, room) => {
        asked.push([eventId, room]);
        return 2;
      },
    });
    expect(await entry.enter({ ...args, user: attendee, moderator: false })).toEqual({
      ok: false,
      refusal: { code: 'room_full', message: 'Room Full' },
    });
    expect(asked).toEqual([['ev1', 'officeHours:office_hour_7']]);
    expect(joins).toHaveLength(0);
    const chair = await entry.enter({ ...args, user: attendee, moderator: true });
    expect(chair.ok && chair.value.moderator).toBe(true);
    const byAdmin = await entry.enter({ ...args, user: admin, moderator: false });
    expect(byAdmin.ok).toBe(true);
    expect(joins.map((j) => [j.user.owner, j.user.capacity])).toEqual([
      [true, undefined],
      [false, undefined],
    ]);
  });

  it('asks nothing of the occupancy without a capacity', async () => {
    const { provider } = recordingProvider();
    const entry = createRoomEntry({
      provider,
      occupancy: async () => {
        throw new Error('not asked');
      },
    });
    expect((await entry.enter({ ...args, capacity: null, user: attendee, moderator: false })).ok).toBe(true);
  });

  it("holds a room to the provider's most: a larger capacity is that most, no capacity too", async () => {
    const { provider, joins } = recordingProvider(8);
    let inRoom = 7;
    const entry = createRoomEntry({ provider, occupancy: async () => inRoom });
    expect(entry.roomMax).toBe(8);
    expect((await entry.enter({ ...args, capacity: 25, user: attendee, moderator: false })).ok).toBe(true);
    expect((await entry.enter({ ...args, capacity: null, user: attendee, moderator: false })).ok).toBe(true);
    expect((await entry.enter({ ...args, capacity: 3, user: attendee, moderator: false })).ok).toBe(false);
    expect(joins.map((j) => j.user.capacity)).toEqual([8, 8]);
    inRoom = 8;
    expect(await entry.enter({ ...args, capacity: 25, user: attendee, moderator: false })).toEqual({
      ok: false,
      refusal: { code: 'room_full', message: 'Room Full' },
    });
  });

  it('refuses a room or a user without a name', async () => {
    const { provider, joins } = recordingProvider();
    const entry = createRoomEntry({ provider, occupancy: async () => 0 });
    const refusal = { code: 'bad_request', message: 'Room name and display name are required' };
    expect(await entry.enter({ ...args, room: ' ', user: attendee, moderator: false })).toEqual({
      ok: false,
      refusal,
    });
    expect(await entry.enter({ ...args, displayName: '', user: attendee, moderator: false })).toEqual({
      ok: false,
      refusal,
    });
    expect(joins).toHaveLength(0);
  });
});
