import { fromCallback } from 'xstate';
import { type LoungeEvent, type LoungeMachineRoom, loungeMachine } from '../../../machines/lounge';
import type { LoungeRoom } from '../../../schemas/lounge';
import type { PresenceCounts } from '../../realtime/presenceCounts';

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
 * The lounge machine of the browser: in play the user is in the room's "/lounge" presence room (on the socket
 * of the counts), so every card's count includes them; leaving the room leaves it.
 */
export const liveLoungeMachine = (opts: { counts: PresenceCounts; presenceRoomOf: (id: string) => string }) =>
  loungeMachine.provide({
    actors: {
      stayInRoom: fromCallback<LoungeEvent, { room: string }>(({ input }) =>
        opts.counts.enter(opts.presenceRoomOf(input.room)),
      ),
    },
  });
