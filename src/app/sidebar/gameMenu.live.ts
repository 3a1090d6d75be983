import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { gameEligibilityMachine } from '../../../machines/gameEligibility';
import { toGameData } from '../../../machines/support/gameData';
import { gameMenuShown } from '../../../machines/gameEligibility.menu';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { SignedInUser } from '../../../schemas/user';
import type { Api } from '../../api/client';

const showGameInMenu = (config: EventConfig): boolean => {
  const game = config.game_config;
  if (typeof game !== 'object' || game === null) return false;
  const v = (game as Record<string, unknown>).showGameInMenu;
  return v === true || v === 1;
};

/** The Game menu rule (000 §5, 002 §5) from the gameEligibility machine, fed by GET /api/game. */
export function useGameMenu(api: Api, config: EventConfig, user: SignedInUser): boolean {
  const enabled = isOn(config.gamification_enabled);
  const machine = useMemo(
    () =>
      gameEligibilityMachine.provide({
        actors: {
          fetchGame: fromPromise(async () => {
            if (!enabled) throw new Error('Gamification is off');
            return toGameData(await api.game());
          }),
        },
      }),
    [api, enabled],
  );
  const [snapshot] = useMachine(machine, {
    inspect,
    input: {
      now: Date.now(),
      isAdmin: user.is_admin,
      badges: user.badges,
      showGameInMenu: showGameInMenu(config),
      timeZone: config.timezone ?? 'UTC',
    },
  });
  return gameMenuShown(snapshot);
}
