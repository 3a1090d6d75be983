import { assign, fromPromise, setup } from 'xstate';
import {
  type GamePeriod,
  type GameRuleConfig,
  gamePeriodAt,
  type IneligibleReason,
  ineligibleReason as playerIneligibility,
  type PointsRefusal,
  pointsRefusal as refusalOf,
} from '../schemas/gameRules';
import { nextInstant, timerDelay } from './support/time';
import { clockRegion } from './support/clockRegion';

/**
 * Game eligibility: loading the game (configuration, tasks, the user's completed tasks), then ineligible
 * (non-participant badge -1, disqualified, not qualified) or eligible, where the game's period goes from
 * before start to open to ended and the menu entry is shown or not (showGameInMenu). Input: the user's
 * badges and admin flag, showGameInMenu, time zone and `now`. Events: CLOCK.TICK, GAME.RETRY,
 * GAME.TASK_REDEEMED; the NEXT_BOUNDARY delay. Provide the `fetchGame` actor. Points may be granted
 * (`pointsRefusal`) only while open: from exactly start_timestamp to exactly end_timestamp, both inclusive.
 */

export interface GameConfig {
  /** Epoch ms. */
  readonly start_timestamp: number;
  readonly end_timestamp: number;
  readonly general_config?: { readonly allEnabled?: boolean };
  readonly participant_config?: {
    readonly qualifiedBadges?: readonly number[];
    readonly disqualifiedBadges?: readonly number[];
    readonly hide_admins?: boolean;
  };
}

export interface GameTask {
  /** The task's own id (mongoTaskId in the completed tasks). */
  readonly id: string;
  /** The kind of action that does it (VIEW_BOOTH...). */
  readonly taskId: string;
  /** A static task counts once per item (doneIds); an associated task is tied to one item. */
  readonly type: 'static' | 'associated';
  readonly points: number;
  /** How often it can be redeemed; -1 is unlimited. */
  readonly redeem_times: number;
  readonly label?: string;
  readonly group?: string;
}

export interface CompletedTask {
  /** The taskId of the task. */
  readonly mongoTaskId: string;
  readonly times_redeemed: number;
  readonly doneIds: readonly string[];
}

export interface GameData {
  readonly config: GameConfig;
  readonly tasks: readonly GameTask[];
  readonly completed: readonly CompletedTask[];
}

export interface GameEligibilityInput {
  readonly now: number;
  readonly isAdmin?: boolean;
  readonly badges?: readonly number[];
  readonly showGameInMenu?: boolean;
  /** The conference time zone, for the 'Game begins on {date}' banner. */
  readonly timeZone?: string;
}

export interface GameEligibilityContext {
  readonly now: number;
  readonly isAdmin: boolean;
  readonly badges: readonly number[];
  readonly showGameInMenu: boolean;
  readonly timeZone: string;
  readonly game: GameData | null;
  readonly latestPoints: number | null;
}

export interface PointsRequest {
  /** The task's id (GameTask.id). */
  readonly taskId: string;
  /** The item the task was done on (poster, booth, session…). */
  readonly itemId?: string;
}

export type GameEligibilityEvent =
  | { type: 'CLOCK.TICK'; now: number }
  | { type: 'GAME.RETRY' }
  | ({ type: 'GAME.TASK_REDEEMED'; points: number } & PointsRequest);

export type { GamePeriod, IneligibleReason, PointsRefusal };

/** The machine's configuration as the shared rules read it. */
const ruleConfig = (config: GameConfig): GameRuleConfig => ({
  start_timestamp: config.start_timestamp,
  end_timestamp: config.end_timestamp,
  allEnabled: config.general_config?.allEnabled === true,
  qualifiedBadges: config.participant_config?.qualifiedBadges ?? [],
  disqualifiedBadges: config.participant_config?.disqualifiedBadges ?? [],
});

/** Why the user takes no part in the game, or null (schemas/gameRules). */
export const ineligibleReason = (c: GameEligibilityContext): IneligibleReason | null =>
  playerIneligibility(c.game ? ruleConfig(c.game.config) : null, c);

export const gamePeriod = (c: GameEligibilityContext): GamePeriod | null =>
  c.game ? gamePeriodAt(ruleConfig(c.game.config), c.now) : null;

/** The first rule of specification 002 §5 that refuses points for this task, or null (schemas/gameRules). */
export const pointsRefusal = (c: GameEligibilityContext, request: PointsRequest): PointsRefusal | null => {
  const task = c.game?.tasks.find((t) => t.id === request.taskId);
  const progress = task && c.game?.completed.find((d) => d.mongoTaskId === task.id);
  return refusalOf(c.game ? ruleConfig(c.game.config) : null, task, progress, {
    ...(request.itemId === undefined ? {} : { itemId: request.itemId }),
    now: c.now,
    player: c,
  });
};

export const canGrantPoints = (c: GameEligibilityContext, request: PointsRequest): boolean =>
  pointsRefusal(c, request) === null;

const nextBoundary = (c: GameEligibilityContext) =>
  c.game ? nextInstant(c.now, [c.game.config.start_timestamp, c.game.config.end_timestamp + 1]) : null;

const recordRedemption = (game: GameData, request: PointsRequest): GameData => {
  const done = game.completed.find((d) => d.mongoTaskId === request.taskId);
  const doneIds = (ids: readonly string[]) =>
    request.itemId === undefined || ids.includes(request.itemId) ? ids : [...ids, request.itemId];
  const completed = done
    ? game.completed.map((d) =>
        d === done ? { ...d, times_redeemed: d.times_redeemed + 1, doneIds: doneIds(d.doneIds) } : d,
      )
    : [...game.completed, { mongoTaskId: request.taskId, times_redeemed: 1, doneIds: doneIds([]) }];
  return { ...game, completed };
};

const periodTarget = { beforeStart: 'beforeStart', open: 'open', ended: 'ended' } as const;
const leavePeriodWhenStale = (period: GamePeriod) => ({
  always: {
    guard: { type: 'isPeriodStale' as const, params: { period } },
    target: '#gameEligibility.ready.eligible.period.settling',
  },
});

export const gameEligibilityMachine = setup({
  types: {
    input: {} as GameEligibilityInput,
    context: {} as GameEligibilityContext,
    events: {} as GameEligibilityEvent,
  },
  actors: {
    fetchGame: fromPromise<GameData>(async () => {
      throw new Error('fetchGame not provided');
    }),
  },
  actions: {
    assignNow: assign({
      now: ({ context, event }) => (event.type === 'CLOCK.TICK' ? event.now : context.now),
    }),
    advanceToNextBoundary: assign({
      now: ({ context }) => context.now + timerDelay(context.now, nextBoundary(context) ?? context.now),
    }),
    recordRedemption: assign(({ context, event }) =>
      event.type === 'GAME.TASK_REDEEMED' && context.game
        ? { game: recordRedemption(context.game, event), latestPoints: event.points }
        : {},
    ),
  },
  guards: {
    hasNextBoundary: ({ context }) => nextBoundary(context) !== null,
    isIneligible: ({ context }, params: { reason: IneligibleReason }) =>
      ineligibleReason(context) === params.reason,
    isPeriod: ({ context }, params: { period: GamePeriod }) => gamePeriod(context) === params.period,
    isPeriodStale: ({ context }, params: { period: GamePeriod }) => gamePeriod(context) !== params.period,
    isShownInMenu: ({ context }) => context.showGameInMenu,
    canGrantPoints: ({ context, event }) =>
      event.type === 'GAME.TASK_REDEEMED' && canGrantPoints(context, event),
  },
  delays: {
    NEXT_BOUNDARY: ({ context }) => timerDelay(context.now, nextBoundary(context) ?? context.now),
  },
}).createMachine({
  id: 'gameEligibility',
  initial: 'loading',
  context: ({ input }) => ({
    now: input.now,
    isAdmin: input.isAdmin === true,
    badges: input.badges ?? [],
    showGameInMenu: input.showGameInMenu === true,
    timeZone: input.timeZone ?? 'UTC',
    game: null,
    latestPoints: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'fetchGame',
        src: 'fetchGame',
        onDone: { target: 'ready', actions: assign({ game: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
      on: { 'CLOCK.TICK': { actions: 'assignNow' } },
    },
    failed: {
      on: { 'GAME.RETRY': { target: 'loading' }, 'CLOCK.TICK': { actions: 'assignNow' } },
    },
    ready: {
      initial: 'settling',
      states: {
        settling: {
          always: [
            {
              guard: { type: 'isIneligible', params: { reason: 'nonParticipant' } },
              target: 'ineligible.nonParticipant',
            },
            {
              guard: { type: 'isIneligible', params: { reason: 'disqualified' } },
              target: 'ineligible.disqualified',
            },
            {
              guard: { type: 'isIneligible', params: { reason: 'notQualified' } },
              target: 'ineligible.notQualified',
            },
            { target: 'eligible' },
          ],
        },
        ineligible: {
          initial: 'nonParticipant',
          on: { 'CLOCK.TICK': { actions: 'assignNow' } },
          states: { nonParticipant: {}, disqualified: {}, notQualified: {} },
        },
        eligible: {
          type: 'parallel',
          on: { 'GAME.TASK_REDEEMED': { guard: 'canGrantPoints', actions: 'recordRedemption' } },
          states: {
            clock: clockRegion,
            period: {
              initial: 'settling',
              states: {
                settling: {
                  always: (Object.keys(periodTarget) as GamePeriod[]).map((period) => ({
                    guard: { type: 'isPeriod' as const, params: { period } },
                    target: periodTarget[period],
                  })),
                },
                beforeStart: leavePeriodWhenStale('beforeStart'),
                open: leavePeriodWhenStale('open'),
                ended: leavePeriodWhenStale('ended'),
              },
            },
            menu: {
              initial: 'settling',
              states: {
                settling: { always: [{ guard: 'isShownInMenu', target: 'shown' }, { target: 'notInMenu' }] },
                shown: {},
                notInMenu: {},
              },
            },
          },
        },
      },
    },
  },
});
