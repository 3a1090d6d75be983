import { GAME } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import type { EventRow } from '../events/queries';
import { createCoalescedFeed } from '../live/coalescedFeed';
import { eventGame } from './eventGame';
import { leaderboardTop } from './leaderboard';

export interface LeaderboardFeedDeps {
  db: Db;
  clock: { now(): number };
  publisher: RelayPublisher;
  /** Runs `job` after `ms` (setTimeout unless a test gives its own). */
  schedule?: (job: () => void, ms: number) => void;
  onError?: (err: unknown) => void;
}

/**
 * The leaderboard's live updates: after points change, the event's top goes to the relay's game room, at most
 * once a GAME.LEADERBOARD_PUSH_INTERVAL per event (the shared coalesced feed).
 */
export function createLeaderboardFeed(deps: LeaderboardFeedDeps) {
  const feed = createCoalescedFeed<EventRow>({
    ...deps,
    interval: GAME.LEADERBOARD_PUSH_INTERVAL,
    async send(_key, event) {
      const game = await eventGame(deps.db, event);
      if (!game || isOn(event.config.hide_gamification_leaderboard)) return;
      const top = await leaderboardTop(deps.db, event.id, game.config);
      await deps.publisher.publish({ kind: 'game_leaderboard', eventId: event.id, top });
    },
  });
  return {
    changed(event: EventRow) {
      feed.changed(event.id, event);
    },
  };
}
export type LeaderboardFeed = ReturnType<typeof createLeaderboardFeed>;
