import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type GameData,
  type GameEligibilityContext,
  type GameEligibilityInput,
  gameEligibilityMachine,
} from '../../../machines/gameEligibility';
import { gameEligibilityView } from '../../../machines/gameEligibility.view';
import { ON_THE_CLOCK, type MachineModel, type Step, ticks } from '../model';

/** The real machine; its fetch never settles by itself: the paths send its done and error events. */
const gameEligibilityTestMachine = gameEligibilityMachine.provide({
  actors: { fetchGame: fromPromise(() => new Promise<GameData>(() => {})) },
});

const HOUR = 3_600_000;
export const START = Date.UTC(2025, 4, 3, 8);
export const END = START + 48 * HOUR;
export const QUALIFIED = 5;
export const DISQUALIFIED = 9;

export const game: GameData = {
  config: {
    start_timestamp: START,
    end_timestamp: END,
    general_config: { allEnabled: false },
    participant_config: { qualifiedBadges: [QUALIFIED], disqualifiedBadges: [DISQUALIFIED] },
  },
  tasks: [
    { id: 'poster', taskId: 'VIEW_POSTER', type: 'static', points: 5, redeem_times: 3 },
    { id: 'booth', taskId: 'VIEW_BOOTH', type: 'associated', points: 10, redeem_times: 1 },
  ],
  completed: [],
};

const DONE = { type: 'xstate.done.actor.fetchGame', output: game };
const ERROR = { type: 'xstate.error.actor.fetchGame', error: new Error('offline') };
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.gameEligibility.ready.eligible.clock.waiting' };
export const redeem = (taskId: string, itemId: string, points: number) => ({
  type: 'GAME.TASK_REDEEMED' as const,
  taskId,
  itemId,
  points,
});
type Redemption = ReturnType<typeof redeem>;
const redemptions: Redemption[] = [
  redeem('poster', 'p1', 5),
  redeem('poster', 'p2', 5),
  redeem('booth', 'b1', 10),
  redeem('missing', 'x', 1),
];
const events = [
  DONE,
  ERROR,
  { type: 'GAME.RETRY' },
  ...ticks([START - 1, START, END, END + 1]),
  ...redemptions,
  AFTER,
];

type Ctx = GameEligibilityContext;
type Machine = typeof gameEligibilityTestMachine;

/** The rules of specification 002 §5, written out directly. */
const takesPart = (input: GameEligibilityInput, data: GameData) => {
  const badges = input.badges ?? [];
  if (badges.includes(-1)) return false;
  if (input.isAdmin) return true;
  const allEnabled = data.config.general_config?.allEnabled === true;
  const qualified =
    allEnabled || badges.some((b) => data.config.participant_config?.qualifiedBadges?.includes(b));
  return qualified && !badges.some((b) => data.config.participant_config?.disqualifiedBadges?.includes(b));
};

const timesOf = (c: Ctx, taskId: string) => c.game?.completed.find((d) => d.mongoTaskId === taskId);

/** Whether a redemption earns points for a participant at this moment (002 §5). */
const granted = (c: Ctx, part: boolean, open: boolean, e: Redemption) => {
  const task = game.tasks.find((t) => t.id === e.taskId);
  const prior = timesOf(c, e.taskId);
  return (
    part &&
    open &&
    task !== undefined &&
    (prior?.times_redeemed ?? 0) < task.redeem_times &&
    !(task.type === 'static' && prior?.doneIds.includes(e.itemId) === true)
  );
};

function meaning(snapshot: SnapshotFrom<Machine>, { input, event, previous }: Step<Machine>) {
  const c = snapshot.context;
  const before = previous?.context ?? null;
  const view = gameEligibilityView(snapshot);
  if (c.game === null) {
    expect(snapshot.matches('loading') || snapshot.matches('failed')).toBe(true);
    expect(view).toMatchObject({ showInMenu: false, isOpen: false, banner: null });
    return;
  }
  const part = takesPart(input, c.game);
  const open = START <= c.now && c.now <= END;
  expect(snapshot.matches({ ready: 'eligible' })).toBe(part);
  expect(view.showInMenu).toBe(part && input.showGameInMenu === true);
  expect(view.isOpen).toBe(part && open);
  expect(view.banner !== null).toBe(part && c.now < START);
  expect(snapshot.matches({ ready: { ineligible: 'nonParticipant' } })).toBe(
    (input.badges ?? []).includes(-1),
  );
  // Points are granted exactly when the rules allow: a redemption they refuse changes nothing.
  for (const e of redemptions)
    expect(snapshot.can(e), `${e.taskId} ${e.itemId} accepted`).toBe(granted(c, part, open, e));
  if (event.type === 'GAME.TASK_REDEEMED' && before) {
    const e = event as Redemption;
    const prior = timesOf(before, e.taskId);
    const wasGranted = granted(before, part, START <= before.now && before.now <= END, e);
    expect(timesOf(c, e.taskId)?.times_redeemed ?? 0).toBe(
      (prior?.times_redeemed ?? 0) + (wasGranted ? 1 : 0),
    );
    if (wasGranted) expect(c.latestPoints).toBe(e.points);
  }
}

export const users: { label: string; input: GameEligibilityInput }[] = [
  { label: 'qualified attendee', input: { now: START - HOUR, badges: [QUALIFIED], showGameInMenu: true } },
  { label: 'attendee without a qualifying badge', input: { now: START, badges: [7], showGameInMenu: true } },
  {
    label: 'disqualified attendee',
    input: { now: START, badges: [QUALIFIED, DISQUALIFIED], showGameInMenu: true },
  },
  {
    label: 'non-participant admin',
    input: { now: START, badges: [-1], isAdmin: true, showGameInMenu: true },
  },
  {
    label: 'admin with a disqualified badge, menu off',
    input: { now: END, badges: [DISQUALIFIED], isAdmin: true },
  },
];

export const gameEligibilityModel: MachineModel<Machine> = {
  name: 'gameEligibility',
  machine: gameEligibilityTestMachine,
  inputs: users,
  events: () => events as EventFromLogic<Machine>[],
  meaning,
  ...ON_THE_CLOCK,
};
