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

/** A lounge join or leave for the event log (001 §7), naming the room. */
export type LogLounge = (action: 'join' | 'leave', roomId: string) => void;

/**
 * The lounge machine of the browser: in play the user is in the room's "/lounge" presence room (on the socket
 * of the counts), so every card's count includes them; leaving the room leaves it. Entering and leaving a
 * room are logged (join, leave), whichever way the user leaves: Back, another room, or another page.
 */
export const liveLoungeMachine = (opts: {
  counts: PresenceCounts;
  presenceRoomOf: (id: string) => string;
  log: LogLounge;
}) =>
  loungeMachine.provide({
    actors: {
      stayInRoom: fromCallback<LoungeEvent, { room: string }>(({ input }) => {
        const leave = opts.counts.enter(opts.presenceRoomOf(input.room));
        opts.log('join', input.room);
        return () => {
          leave();
          opts.log('leave', input.room);
        };
      }),
    },
  });
