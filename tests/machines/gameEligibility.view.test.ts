import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type GameData,
  type GameEligibilityInput,
  gameEligibilityMachine,
} from '../../machines/gameEligibility';
import { gameEligibilityView } from '../../machines/gameEligibility.view';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23, 15);
const game: GameData = {
  config: {
    start_timestamp: now - DAY,
    end_timestamp: now + DAY,
    participant_config: { qualifiedBadges: [7], disqualifiedBadges: [9] },
  },
  tasks: [{ id: 't1', taskId: 'VIEW_POSTER', type: 'static', points: 10, redeem_times: 1 }],
  completed: [],
};

async function viewFor(input: Partial<GameEligibilityInput>, data: GameData = game) {
  const machine = gameEligibilityMachine.provide({ actors: { fetchGame: fromPromise(async () => data) } });
  const actor = createActor(machine, { input: { now, showGameInMenu: true, ...input } }).start();
  expect(gameEligibilityView(actor.getSnapshot())).toMatchObject({ state: 'loading', showInMenu: false });
  await new Promise((r) => setTimeout(r, 0));
  return gameEligibilityView(actor.getSnapshot());
}

describe('gameEligibilityView', () => {
  it('shows the game to a qualifying attendee while it is open', async () => {
    expect(await viewFor({ badges: [7] })).toMatchObject({ state: 'open', showInMenu: true, isOpen: true });
  });

  it('hides it from attendees without a qualifying badge or with a disqualifying one, and from badge -1', async () => {
    expect(await viewFor({ badges: [1] })).toMatchObject({ state: 'ineligible', showInMenu: false });
    expect(await viewFor({ badges: [7, 9] })).toMatchObject({ state: 'ineligible', showInMenu: false });
    expect(await viewFor({ badges: [-1], isAdmin: true })).toMatchObject({ showInMenu: false });
  });

  it('lets admins take part and announces a game that has not begun', async () => {
    expect(await viewFor({ isAdmin: true })).toMatchObject({ showInMenu: true });
    const later = {
      ...game,
      config: { ...game.config, start_timestamp: now + DAY, end_timestamp: now + 2 * DAY },
    };
    const view = await viewFor({ badges: [7], timeZone: 'America/Chicago' }, later);
    expect(view).toMatchObject({ state: 'beforeStart', showInMenu: true, isOpen: false });
    expect(view.banner?.params.date).toBe('2026-11-24');
  });
});
