import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import {
  canGrantPoints,
  type GameData,
  type GameEligibilityContext,
  type GameEligibilityInput,
  gameEligibilityMachine,
  pointsRefusal,
} from '../../machines/gameEligibility';
import { gameEligibilityView } from '../../machines/gameEligibility.view';
import { expectEveryStateReached, modelPaths, type Path, ticks } from './support/model';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 4, 3, 8);
const END = START + 48 * HOUR;
const QUALIFIED = 5;
const DISQUALIFIED = 9;

const game: GameData = {
  config: {
    start_timestamp: START,
    end_timestamp: END,
    general_config: { allEnabled: false },
    participant_config: { qualifiedBadges: [QUALIFIED], disqualifiedBadges: [DISQUALIFIED] },
  },
  tasks: [
    { taskId: 'poster', type: 'static', points: 5, redeem_times: 3 },
    { taskId: 'booth', type: 'associated', points: 10, redeem_times: 1 },
  ],
  completed: [],
};

const DONE = { type: 'xstate.done.actor.fetchGame', output: game };
const ERROR = { type: 'xstate.error.actor.fetchGame', error: new Error('offline') };
const AFTER = { type: 'xstate.after.NEXT_BOUNDARY.gameEligibility.ready.eligible.clock.waiting' };
const redeem = (taskId: string, itemId: string, points: number) => ({
  type: 'GAME.TASK_REDEEMED' as const,
  taskId,
  itemId,
  points,
});
const events = [
  DONE,
  ERROR,
  { type: 'GAME.RETRY' },
  ...ticks([START - 1, START, END, END + 1]),
  redeem('poster', 'p1', 5),
  redeem('poster', 'p2', 5),
  redeem('booth', 'b1', 10),
  redeem('missing', 'x', 1),
  AFTER,
];

type Ctx = GameEligibilityContext;

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

const check = (
  input: GameEligibilityInput,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  before: Ctx | null,
) => {
  const c = snapshot.context as Ctx;
  const view = gameEligibilityView(snapshot as never);
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
  if (event.type === 'GAME.TASK_REDEEMED' && before) {
    const e = event as ReturnType<typeof redeem>;
    const task = game.tasks.find((t) => t.taskId === e.taskId);
    const prior = timesOf(before, e.taskId);
    const granted =
      part &&
      open &&
      task !== undefined &&
      (prior?.times_redeemed ?? 0) < task.redeem_times &&
      !(task.type === 'static' && prior?.doneIds.includes(e.itemId));
    expect(timesOf(c, e.taskId)?.times_redeemed ?? 0).toBe((prior?.times_redeemed ?? 0) + (granted ? 1 : 0));
    if (granted) expect(c.latestPoints).toBe(e.points);
  }
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const replayGame = async (input: GameEligibilityInput, path: Path) => {
  const clock = new SimulatedClock();
  const fetches: { resolve: (d: GameData) => void; reject: (e: unknown) => void }[] = [];
  const machine = gameEligibilityMachine.provide({
    actors: {
      fetchGame: fromPromise(
        () => new Promise<GameData>((resolve, reject) => fetches.push({ resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  let previous = actor.getSnapshot() as AnyMachineSnapshot;
  check(input, previous, { type: 'xstate.init' }, null);
  for (const step of path.steps) {
    const { event } = step;
    if (event.type === 'xstate.init') continue;
    if (event.type === DONE.type) {
      fetches.shift()?.resolve(game);
      await flush();
    } else if (event.type === ERROR.type) {
      fetches.shift()?.reject(new Error('offline'));
      await flush();
    } else if (event.type === AFTER.type) {
      clock.increment((step.state.context as Ctx).now - (previous.context as Ctx).now);
    } else {
      actor.send(event as never);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.value).toEqual(step.state.value);
    expect(snapshot.context).toEqual(step.state.context);
    check(input, snapshot, event, previous.context as Ctx);
    previous = snapshot;
  }
  actor.stop();
};

const users: { name: string; input: GameEligibilityInput }[] = [
  { name: 'qualified attendee', input: { now: START - HOUR, badges: [QUALIFIED], showGameInMenu: true } },
  { name: 'attendee without a qualifying badge', input: { now: START, badges: [7], showGameInMenu: true } },
  {
    name: 'disqualified attendee',
    input: { now: START, badges: [QUALIFIED, DISQUALIFIED], showGameInMenu: true },
  },
  { name: 'non-participant admin', input: { now: START, badges: [-1], isAdmin: true, showGameInMenu: true } },
  {
    name: 'admin with a disqualified badge, menu off',
    input: { now: END, badges: [DISQUALIFIED], isAdmin: true },
  },
];

describe('gameEligibility model', () => {
  for (const { name, input } of users) {
    it(`${name}: every step of every path means what the specification says`, async () => {
      const { shortest, edges } = modelPaths(gameEligibilityMachine, input, events);
      for (const path of [...shortest, ...edges]) await replayGame(input, path);
    });
  }

  it('reaches every state', () => {
    expectEveryStateReached(
      gameEligibilityMachine,
      users.flatMap(({ input }) => modelPaths(gameEligibilityMachine, input, events).shortest),
    );
  });
});

describe('gameEligibility rules', () => {
  const ctx = (over: Partial<Ctx> = {}): Ctx => ({
    now: START,
    isAdmin: false,
    badges: [QUALIFIED],
    showGameInMenu: true,
    timeZone: 'Europe/Rome',
    game,
    latestPoints: null,
    ...over,
  });

  it('points count from exactly the start to exactly the end', () => {
    expect(pointsRefusal(ctx({ now: START - 1 }), { taskId: 'poster', itemId: 'p1' })).toBe('outsidePeriod');
    expect(canGrantPoints(ctx({ now: START }), { taskId: 'poster', itemId: 'p1' })).toBe(true);
    expect(canGrantPoints(ctx({ now: END }), { taskId: 'poster', itemId: 'p1' })).toBe(true);
    expect(pointsRefusal(ctx({ now: END + 1 }), { taskId: 'poster', itemId: 'p1' })).toBe('outsidePeriod');
  });

  it('refuses before loading, for unknown tasks, past the redeem count and for a static item already done', () => {
    expect(pointsRefusal(ctx({ game: null }), { taskId: 'poster' })).toBe('notLoaded');
    expect(pointsRefusal(ctx(), { taskId: 'nope' })).toBe('noTask');
    const done = { ...game, completed: [{ mongoTaskId: 'poster', times_redeemed: 1, doneIds: ['p1'] }] };
    expect(pointsRefusal(ctx({ game: done }), { taskId: 'poster', itemId: 'p1' })).toBe('alreadyDone');
    expect(canGrantPoints(ctx({ game: done }), { taskId: 'poster', itemId: 'p2' })).toBe(true);
    const full = { ...game, completed: [{ mongoTaskId: 'poster', times_redeemed: 3, doneIds: [] }] };
    expect(pointsRefusal(ctx({ game: full }), { taskId: 'poster', itemId: 'p9' })).toBe('redeemLimit');
  });

  it('redeem_times -1 is unlimited', () => {
    const unlimited: GameData = {
      ...game,
      tasks: [{ taskId: 'click', type: 'associated', points: 1, redeem_times: -1 }],
      completed: [{ mongoTaskId: 'click', times_redeemed: 1000, doneIds: [] }],
    };
    expect(canGrantPoints(ctx({ game: unlimited }), { taskId: 'click' })).toBe(true);
  });

  it('badge -1 excludes even admins; admins otherwise qualify; allEnabled opens the game to all but the disqualified', () => {
    expect(pointsRefusal(ctx({ badges: [-1], isAdmin: true }), { taskId: 'booth' })).toBe('nonParticipant');
    expect(canGrantPoints(ctx({ badges: [], isAdmin: true }), { taskId: 'booth' })).toBe(true);
    expect(pointsRefusal(ctx({ badges: [] }), { taskId: 'booth' })).toBe('notQualified');
    const open = { ...game, config: { ...game.config, general_config: { allEnabled: true } } };
    expect(canGrantPoints(ctx({ badges: [], game: open }), { taskId: 'booth' })).toBe(true);
    expect(pointsRefusal(ctx({ badges: [DISQUALIFIED], game: open }), { taskId: 'booth' })).toBe(
      'disqualified',
    );
  });

  it("shows 'Game begins on {date}' in the conference time zone, then opens on its timer", async () => {
    const clock = new SimulatedClock();
    const machine = gameEligibilityMachine.provide({ actors: { fetchGame: fromPromise(async () => game) } });
    const actor = createActor(machine, {
      input: {
        now: START - HOUR,
        badges: [QUALIFIED],
        showGameInMenu: true,
        timeZone: 'America/Los_Angeles',
      },
      clock,
    }).start();
    expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({ state: 'loading', showInMenu: false });
    await flush();
    expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({
      state: 'beforeStart',
      showInMenu: true,
      isOpen: false,
      banner: { key: 'game.beginsOn', params: { date: '2025-05-03' } },
    });
    clock.increment(HOUR);
    expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({
      state: 'open',
      isOpen: true,
      banner: null,
    });
    actor.send(redeem('poster', 'p1', 5));
    actor.send(redeem('poster', 'p1', 5));
    expect(actor.getSnapshot().context.game?.completed).toEqual([
      { mongoTaskId: 'poster', times_redeemed: 1, doneIds: ['p1'] },
    ]);
    expect(gameEligibilityView(actor.getSnapshot()).latestPoints).toBe(5);
    actor.stop();
  });

  it('a failed load hides the game until a retry succeeds', async () => {
    let calls = 0;
    const machine = gameEligibilityMachine.provide({
      actors: {
        fetchGame: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return game;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { now: START, badges: [QUALIFIED], showGameInMenu: true },
    }).start();
    await flush();
    expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({ state: 'failed', showInMenu: false });
    actor.send({ type: 'GAME.RETRY' });
    await flush();
    expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({ state: 'open', showInMenu: true });
    actor.stop();
  });
});
