import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { pollVotes, polls } from '../db/schema';

/**
 * The demo's polls: in the first session with polling (Conference TV runs at every hour), a closed poll whose
 * results are shown, with votes of the first attendees, so that a newcomer sees the bars at once.
 */
export function demoPolls(
  eventId: string,
  items: readonly SessionItemDoc[],
  voters: readonly string[],
): { poll: typeof polls.$inferInsert; votes: Omit<typeof pollVotes.$inferInsert, 'pollId'>[] } | null {
  const session = items.find((d) => d.internal_type === 'session' && d.live_config_object?.has_polling === 1);
  if (!session) return null;
  const host = session.session_chair_array?.[0]?.uuid ?? voters[0];
  if (!host) return null;
  const options = ['Daily', 'Weekly', 'Monthly', 'Rarely'];
  return {
    poll: {
      eventId,
      sessionId: session.session_id,
      question: 'How often do you use these findings in practice?',
      kind: 'single',
      options,
      status: 'results_shown',
      createdBy: host,
    },
    votes: voters
      .slice(0, 40)
      .map((uuid, i) => ({ eventId, uuid, choices: [[0, 1, 1, 2, 3][i % 5] as number] })),
  };
}
