import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoungeRoom } from '../../../schemas/lounge';
import { loungeView } from '../../../machines/lounge.view';
import { useClient } from '../../browser/clientContext';
import { inspect } from '../../browser/inspection';
import type { PresenceCounts } from '../../realtime/presenceCounts';
import { liveLoungeMachine, machineRoomOf } from './lounge.live';

/**
 * The lounges page's machine: started with the rooms, the user's flags and the time, told of every room's
 * occupancy as the "/lounge" counts change; a room's join and leave go to the event log (a failed log is
 * dropped). Answers its view and `send`.
 */
export function useLounge(opts: {
  rooms: readonly LoungeRoom[];
  isAdmin: boolean;
  limitedAccess: boolean;
  now: number;
  counts: PresenceCounts;
}) {
  const { rooms, counts } = opts;
  const { api } = useClient();
  const [logic] = useState(() =>
    liveLoungeMachine({
      counts,
      presenceRoomOf: (id) => rooms.find((r) => r.id === id)?.presence_room ?? id,
      log: (action, id) => {
        const title = rooms.find((r) => r.id === id)?.label;
        void api
          .analytics({
            action,
            page: 'lounge',
            entity_type: 'networking_lounge',
            entity_id: id,
            ...(title ? { title } : {}),
          })
          .catch(() => undefined);
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: {
      now: opts.now,
      rooms: rooms.map(machineRoomOf),
      isAdmin: opts.isAdmin,
      limitedAccess: opts.limitedAccess,
    },
  });
  useEffect(() => {
    const stops = rooms.map((room) => {
      const tell = () =>
        send({ type: 'PARTICIPANTS.CHANGE', room: room.id, count: counts.count(room.presence_room) });
      tell();
      return counts.subscribe(room.presence_room, tell);
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [rooms, counts, send]);
  return { view: loungeView(snapshot), send };
}
