import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type GameData,
  type GameEligibilityInput,
  gameEligibilityMachine,
} from '../../machines/gameEligibility';
import { gameMenuShown } from '../../machines/gameEligibility.menu';
import { gameEligibilityView } from '../../machines/gameEligibility.view';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23, 15);
const game: GameData = {
  config: {
    start_timestamp: now + DAY,
    end_timestamp: now + 2 * DAY,
    participant_config: { qualifiedBadges: [7] },
  },
  tasks: [],
  completed: [],
};

async function snapshotFor(input: Partial<GameEligibilityInput>) {
  const machine = gameEligibilityMachine.provide({ actors: { fetchGame: fromPromise(async () => game) } });
  const actor = createActor(machine, { input: { now, showGameInMenu: true, ...input } }).start();
  expect(gameMenuShown(actor.getSnapshot())).toBe(false);
  await new Promise((r) => setTimeout(r, 0));
  return actor.getSnapshot();
}

describe('gameMenuShown', () => {
  it('shows the entry to a participant, also before the game starts, and is what the full view says', async () => {
    const s = await snapshotFor({ badges: [7] });
    expect(gameMenuShown(s)).toBe(true);
    expect(gameEligibilityView(s).showInMenu).toBe(true);
  });

  it('hides it from a non-participant and when the event keeps the game out of the menu', async () => {
    for (const input of [{ badges: [1] }, { badges: [7], showGameInMenu: false }]) {
      const s = await snapshotFor(input);
      expect(gameMenuShown(s)).toBe(false);
      expect(gameEligibilityView(s).showInMenu).toBe(false);
    }
  });
});
