import { GAME } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import { createCoalescedFeed } from '../../realtime/coalescedFeed';
import type { EventRow } from '../events/queries';
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
 * once a GAME.LEADERBOARD_PUSH_INTERVAL per event (coalesced as every live feed is).
 */
export function createLeaderboardFeed(deps: LeaderboardFeedDeps) {
  const events = new Map<string, EventRow>();

  async function send(eventId: string) {
    const event = events.get(eventId);
    if (!event) return;
    const game = await eventGame(deps.db, event);
    if (!game || isOn(event.config.hide_gamification_leaderboard)) return;
    const top = await leaderboardTop(deps.db, event.id, game.config);
    await deps.publisher.publish({ kind: 'game_leaderboard', eventId: event.id, top });
  }

  const feed = createCoalescedFeed({ ...deps, intervalMs: GAME.LEADERBOARD_PUSH_INTERVAL, send });
  return {
    changed(event: EventRow) {
      events.set(event.id, event);
      feed.changed(event.id);
    },
  };
}
export type LeaderboardFeed = ReturnType<typeof createLeaderboardFeed>;
