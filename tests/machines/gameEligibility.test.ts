import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  canGrantPoints,
  type GameData,
  type GameEligibilityContext,
  gameEligibilityMachine,
  pointsRefusal,
} from '../../machines/gameEligibility';
import { gameEligibilityView } from '../../machines/gameEligibility.view';
import { modelPaths, replay } from './model';
import {
  DISQUALIFIED,
  END,
  game,
  gameEligibilityModel,
  QUALIFIED,
  redeem,
  START,
  users,
} from './models/gameEligibility.model';

const HOUR = 3_600_000;
type Ctx = GameEligibilityContext;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gameEligibility model', () => {
  for (const { label } of users) {
    it(`${label}: every step of every path means what the specification says`, () => {
      const paths = modelPaths(gameEligibilityModel).filter((p) => p.label === label);
      expect(paths.length).toBeGreaterThan(3);
      for (const p of paths) replay(gameEligibilityModel, p);
    });
  }
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
      tasks: [{ id: 'click', taskId: 'BANNER_AD_CLICK', type: 'associated', points: 1, redeem_times: -1 }],
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
