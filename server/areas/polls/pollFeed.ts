import { POLL } from '../../../schemas/constants';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import { createCoalescedFeed } from '../live/coalescedFeed';
import { signedRooms } from '../live/signedRooms';
import { publicPollsOf } from './polls';

/**
 * A session's polls as attendees see them, to the relay's poll room of the session after each change, at most
 * once a POLL.PUSH_INTERVAL per session; read when sent, so the counts after a burst are exact.
 */
export function createPollFeed(deps: {
  db: Db;
  authSecret: Uint8Array;
  clock: { now(): number };
  publisher: RelayPublisher;
  schedule?: (job: () => void, ms: number) => void;
  onError?: (err: unknown) => void;
}) {
  const room = signedRooms(deps.authSecret, 'poll-rooms');
  const roomOf = (eventId: string, sessionId: number) => room('polls', eventId, sessionId);
  const feed = createCoalescedFeed<{ eventId: string; sessionId: number }>({
    ...deps,
    interval: POLL.PUSH_INTERVAL,
    send: async (_key, { eventId, sessionId }) => {
      const polls = await publicPollsOf(deps.db, eventId, sessionId);
      await deps.publisher.publish({
        kind: 'session_polls',
        eventId,
        room: roomOf(eventId, sessionId),
        update: { session_id: sessionId, polls },
      });
    },
  });
  return {
    roomOf,
    changed: (eventId: string, sessionId: number) =>
      feed.changed(`${eventId}:${sessionId}`, { eventId, sessionId }),
  };
}
