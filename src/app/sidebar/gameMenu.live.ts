import { useMachine } from '@xstate/react';
import { inspect } from '../../browser/inspection';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type GameData, gameEligibilityMachine } from '../../../machines/gameEligibility';
import { gameMenuShown } from '../../../machines/gameEligibility.menu';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { GameReply } from '../../../schemas/game';
import type { SignedInUser } from '../../../schemas/user';
import type { Api } from '../../api/client';

const flag = (v: boolean | 0 | 1 | undefined) => isOn(v);

/** The API's game reply as the machine's data; no game (gamification off) is a failure: no menu entry. */
export function toGameData(reply: GameReply): GameData {
  if (!reply.config) throw new Error('No game for this event');
  const c = reply.config;
  return {
    config: {
      start_timestamp: c.start_timestamp,
      end_timestamp: c.end_timestamp,
      general_config: { allEnabled: flag(c.general_config?.allEnabled) },
      participant_config: {
        qualifiedBadges: c.participant_config?.qualifiedBadges ?? [],
        disqualifiedBadges: c.participant_config?.disqualifiedBadges ?? [],
        hide_admins: flag(c.participant_config?.hide_admins),
      },
    },
    tasks: reply.tasks.map((t) => ({
      taskId: t.taskId,
      type: t.type,
      points: t.points,
      redeem_times: t.redeem_times,
      label: t.label,
      group: t.group,
    })),
    completed: reply.completed.map((d) => ({ ...d, doneIds: [...d.doneIds] })),
  };
}

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
