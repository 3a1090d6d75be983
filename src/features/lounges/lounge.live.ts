import { fromCallback } from 'xstate';
import { type LoungeEvent, type LoungeMachineRoom, loungeMachine } from '../../../machines/lounge';
import type { LoungeRoom } from '../../../schemas/lounge';
import { enterPresenceRoom } from '../../realtime/presenceRoom';

/** The machine's room: what its rules read of a room of the reply. */
export const machineRoomOf = (room: LoungeRoom): LoungeMachineRoom => ({
  id: room.id,
  scheduled: room.scheduled,
  schedules: room.schedules,
  capacity: room.capacity,
  moderator: room.moderator,
  hasAd: room.branding.video !== null,
  maySkipAd: room.may_skip_ad,
});

/**
 * The lounge machine of the browser: in play the user is in the room's "/lounge" presence room (a socket of its
 * own), so every card's count includes them; leaving the room disconnects it.
 */
export const liveLoungeMachine = (opts: { token: string; presenceRoomOf: (id: string) => string }) =>
  loungeMachine.provide({
    actors: {
      stayInRoom: fromCallback<LoungeEvent, { room: string }>(({ input }) =>
        enterPresenceRoom({ namespace: '/lounge', token: opts.token, room: opts.presenceRoomOf(input.room) }),
      ),
    },
  });
