import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { pollVotes, polls } from '../db/schema';

type DemoPoll = { poll: typeof polls.$inferInsert; votes: Omit<typeof pollVotes.$inferInsert, 'pollId'>[] };

/**
 * The demo's polls: in every Conference TV session with polling (one runs at every hour, one of them chaired by
 * the demo speaker), a closed poll whose results are shown, with votes of the first attendees, so that a
 * newcomer sees the bars at once and the demo speaker can open a new one as its chair.
 */
export function demoPolls(
  eventId: string,
  sessions: readonly SessionItemDoc[],
  voters: readonly string[],
): DemoPoll[] {
  const options = ['Daily', 'Weekly', 'Monthly', 'Rarely'];
  return sessions.flatMap((session) => {
    const host = session.session_chair_array?.[0]?.uuid ?? voters[0];
    if (session.live_config_object?.has_polling !== 1 || !host) return [];
    return [
      {
        poll: {
          eventId,
          sessionId: session.session_id,
          question: 'How often do you use these findings in practice?',
          kind: 'single' as const,
          options,
          status: 'results_shown' as const,
          createdBy: host,
        },
        votes: voters
          .slice(0, 40)
          .map((uuid, i) => ({ eventId, uuid, choices: [[0, 1, 1, 2, 3][i % 5] as number] })),
      },
    ];
  });
}
