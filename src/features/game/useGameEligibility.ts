import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { gameEligibilityMachine } from '../../../machines/gameEligibility';
import { toGameData } from '../../../machines/support/gameData';
import { type GameEligibilityView, gameEligibilityView } from '../../../machines/gameEligibility.view';
import type { GameReply } from '../../../schemas/game';
import type { SignedInUser } from '../../../schemas/user';
import { inspect } from '../../browser/inspection';

/** The gameEligibility machine over a game already loaded: whether the user takes part and the game's period. */
export function useGameEligibility(
  game: GameReply,
  user: SignedInUser,
  timeZone: string,
  now: number,
): GameEligibilityView {
  const machine = useMemo(
    () =>
      gameEligibilityMachine.provide({ actors: { fetchGame: fromPromise(async () => toGameData(game)) } }),
    [game],
  );
  const [snapshot] = useMachine(machine, {
    inspect,
    input: { now, isAdmin: user.is_admin, badges: user.badges, showGameInMenu: true, timeZone },
  });
  return gameEligibilityView(snapshot);
}
