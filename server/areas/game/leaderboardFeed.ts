import { GAME } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
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

const later = (job: () => void, ms: number) => {
  setTimeout(job, ms).unref?.();
};

/**
 * The leaderboard's live updates: after points change, the event's top goes to the relay's game room, at most
 * once a GAME.LEADERBOARD_PUSH_INTERVAL per event. A change while one is due joins it; a change soon after a
 * send waits for the interval's end. The top is read when sent, so the last change of a burst is always in it.
 */
export function createLeaderboardFeed(deps: LeaderboardFeedDeps) {
  const schedule = deps.schedule ?? later;
  const lastSent = new Map<string, number>();
  const due = new Set<string>();

  async function send(event: EventRow) {
    const game = await eventGame(deps.db, event);
    if (!game || isOn(event.config.hide_gamification_leaderboard)) return;
    const top = await leaderboardTop(deps.db, event.id, game.config);
    await deps.publisher.publish({ kind: 'game_leaderboard', eventId: event.id, top });
  }

  return {
    changed(event: EventRow) {
      if (due.has(event.id)) return;
      due.add(event.id);
      const last = lastSent.get(event.id);
      const wait =
        last === undefined ? 0 : Math.max(0, last + GAME.LEADERBOARD_PUSH_INTERVAL - deps.clock.now());
      schedule(() => {
        due.delete(event.id);
        lastSent.set(event.id, deps.clock.now());
        send(event).catch((err) => deps.onError?.(err));
      }, wait);
    },
  };
}
export type LeaderboardFeed = ReturnType<typeof createLeaderboardFeed>;
