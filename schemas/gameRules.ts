import { BADGES, GAME } from './constants';
import { isOn, toEpochMs } from './eventConfig';
import type { GameConfigDoc } from './game';

/**
 * The game's rules of specification 002 §5, as pure functions that the server (which grants points) and the
 * gameEligibility machine (which shows the game) both apply, so the two cannot drift apart.
 */

export interface GameRuleConfig {
  /** Epoch ms, both inclusive. */
  readonly start_timestamp: number;
  readonly end_timestamp: number;
  readonly allEnabled: boolean;
  readonly qualifiedBadges: readonly number[];
  readonly disqualifiedBadges: readonly number[];
}

export interface GamePlayer {
  readonly isAdmin: boolean;
  readonly badges: readonly number[];
}

export interface GameRuleTask {
  /** A static task counts once per item (doneIds); an associated task is tied to one item. */
  readonly type: 'static' | 'associated';
  /** How often it can be redeemed; -1 is unlimited. */
  readonly redeem_times: number;
}

export interface GameRuleProgress {
  readonly times_redeemed: number;
  readonly doneIds: readonly string[];
}

export type IneligibleReason = 'nonParticipant' | 'disqualified' | 'notQualified';
export type PointsRefusal =
  | 'notLoaded'
  | IneligibleReason
  | 'noTask'
  | 'redeemLimit'
  | 'alreadyDone'
  | 'outsidePeriod';
export type GamePeriod = 'beforeStart' | 'open' | 'ended';

/** Why the player takes no part in the game, or null. Admins qualify; badge -1 excludes everyone. */
export function ineligibleReason(config: GameRuleConfig | null, player: GamePlayer): IneligibleReason | null {
  if (player.badges.includes(BADGES.NON_PARTICIPANT)) return 'nonParticipant';
  if (player.isAdmin) return null;
  if ((config?.disqualifiedBadges ?? []).some((b) => player.badges.includes(b))) return 'disqualified';
  if (config?.allEnabled) return null;
  if ((config?.qualifiedBadges ?? []).some((b) => player.badges.includes(b))) return null;
  return 'notQualified';
}

/** Before start, open (from exactly start to exactly end) or ended. */
export const gamePeriodAt = (config: GameRuleConfig, now: number): GamePeriod =>
  now < config.start_timestamp ? 'beforeStart' : now <= config.end_timestamp ? 'open' : 'ended';

/** Whether a task may be redeemed once more after `times` redemptions. */
export const hasRedemptionsLeft = (task: GameRuleTask, times: number): boolean =>
  task.redeem_times === GAME.UNLIMITED_REDEEM || times < task.redeem_times;

/** The first rule that refuses points for doing `task` on `itemId` now, or null when they may be granted. */
export function pointsRefusal(
  config: GameRuleConfig | null,
  task: GameRuleTask | undefined,
  progress: GameRuleProgress | undefined,
  attempt: { readonly itemId?: string; readonly now: number; readonly player: GamePlayer },
): PointsRefusal | null {
  if (!config) return 'notLoaded';
  if (!task) return 'noTask';
  if (!hasRedemptionsLeft(task, progress?.times_redeemed ?? 0)) return 'redeemLimit';
  if (task.type === 'static' && attempt.itemId !== undefined && progress?.doneIds.includes(attempt.itemId)) {
    return 'alreadyDone';
  }
  if (gamePeriodAt(config, attempt.now) !== 'open') return 'outsidePeriod';
  return ineligibleReason(config, attempt.player);
}

/** The stored game_config as the rules read it: times in epoch ms (seconds are read as such), flags as booleans. */
export const gameRuleConfig = (doc: GameConfigDoc): GameRuleConfig => ({
  start_timestamp: toEpochMs(doc.start_timestamp) ?? 0,
  end_timestamp: toEpochMs(doc.end_timestamp) ?? 0,
  allEnabled: isOn(doc.general_config?.allEnabled),
  qualifiedBadges: doc.participant_config?.qualifiedBadges ?? [],
  disqualifiedBadges: doc.participant_config?.disqualifiedBadges ?? [],
});
