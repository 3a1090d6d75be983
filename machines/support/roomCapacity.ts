import { assign, type EventObject } from 'xstate';

type WithParticipants = { participants: number };

const isParticipantsChange = (event: EventObject): event is { type: 'PARTICIPANTS.CHANGE'; count: number } =>
  event.type === 'PARTICIPANTS.CHANGE';

/**
 * The `room` region of the machines of a room with a capacity (breakout room, office hours): `available` or
 * `full` as `isFull` says of the context, followed through PARTICIPANTS.CHANGE events. Spread `actions` and
 * `guards` into the machine's setup, handle PARTICIPANTS.CHANGE with the action `assignParticipants` and put
 * `region` under `room`.
 */
export function roomCapacityOf<C extends WithParticipants, E extends EventObject>(
  isFull: (context: C) => boolean,
) {
  return {
    actions: {
      assignParticipants: assign<C, E, undefined, E, never>(({ context, event }) =>
        isParticipantsChange(event) ? { ...context, participants: event.count } : context,
      ),
    },
    guards: {
      isRoomFull: ({ context }: { context: C }) => isFull(context),
      hasRoomSpace: ({ context }: { context: C }) => !isFull(context),
    },
    region: {
      initial: 'settling',
      states: {
        settling: { always: [{ guard: 'isRoomFull', target: 'full' }, { target: 'available' }] },
        available: { always: { guard: 'isRoomFull', target: 'full' } },
        full: { always: { guard: 'hasRoomSpace', target: 'available' } },
      },
    },
  } as const;
}
