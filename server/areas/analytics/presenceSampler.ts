import { ONLINE_PRESENCE_KEY, sessionOfLiveViewersRoom } from '../../../schemas/relay';
import { SAMPLED } from '../../../schemas/eventAnalytics';
import { loungeOfPresenceRoom } from '../../../schemas/lounge';
import type { ActivityEntry } from '../activity/activityLog';
import type { PresenceSnapshot } from '../../video/occupancy';

/**
 * What the relay's presence says is going on, written to the activity log: each live stream's
 * viewers, each lounge's occupants and the people online. The analytics read live peaks and averages, lounge
 * minutes and viewers over time from these samples. The app takes one every SAMPLE_INTERVAL_MS.
 */
export function createPresenceSampler(deps: {
  snapshot: PresenceSnapshot;
  eventIds: () => Promise<string[]>;
  record: (entry: ActivityEntry) => void;
  onError: (err: unknown) => void;
}) {
  async function sampleEvent(eventId: string) {
    const [live, lounges, online] = await Promise.all([
      deps.snapshot('/session', eventId),
      deps.snapshot('/lounge', eventId),
      deps.snapshot(ONLINE_PRESENCE_KEY, eventId),
    ]);
    for (const [room, viewers] of live) {
      const sessionId = sessionOfLiveViewersRoom(room);
      if (sessionId && viewers > 0) {
        deps.record({
          eventId,
          uuid: null,
          action: SAMPLED.liveViewers,
          entityType: 'session',
          entityId: sessionId,
          amount: viewers,
        });
      }
    }
    for (const [room, occupants] of lounges) {
      const loungeId = loungeOfPresenceRoom(room);
      if (loungeId && occupants > 0) {
        deps.record({
          eventId,
          uuid: null,
          action: SAMPLED.loungeOccupancy,
          entityType: 'lounge',
          entityId: loungeId,
          amount: occupants,
        });
      }
    }
    if (online.size > 0)
      deps.record({ eventId, uuid: null, action: SAMPLED.onlineUsers, amount: online.size });
  }

  /** Takes one sample of every event; a failure is reported, never thrown. */
  async function sample() {
    try {
      for (const eventId of await deps.eventIds()) await sampleEvent(eventId);
    } catch (err) {
      deps.onError(err);
    }
  }

  return { sample };
}
