import { isOn } from '../../schemas/eventConfig';
import type { GameReply } from '../../schemas/game';
import { gameRuleConfig } from '../../schemas/gameRules';
import type { GameData } from '../gameEligibility';

/** The API's game reply as the machine's data; no game (gamification off) is a failure: no menu entry. */
export function toGameData(reply: GameReply): GameData {
  if (!reply.config) throw new Error('No game for this event');
  const c = reply.config;
  const rules = gameRuleConfig(c);
  return {
    config: {
      start_timestamp: rules.start_timestamp,
      end_timestamp: rules.end_timestamp,
      general_config: { allEnabled: rules.allEnabled },
      participant_config: {
        qualifiedBadges: rules.qualifiedBadges,
        disqualifiedBadges: rules.disqualifiedBadges,
        hide_admins: isOn(c.participant_config?.hide_admins),
      },
    },
    tasks: reply.tasks.map((t) => ({
      id: t._id,
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
