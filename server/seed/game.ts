import type { GameTaskDoc } from '../../schemas/gameTask';
import type { gameScores, gameTaskCompletions } from '../db/schema';
import type { DemoCalendar } from './calendar';
import { BADGE, DEMO } from './catalog';

/** The game's tasks: points for the actions of the specification, some tied to one item. */
export function generateGameTasks(opts: { posterSessionId: number; exhibitorId: number }): GameTaskDoc[] {
  const task = (
    n: number,
    taskId: GameTaskDoc['taskId'],
    label: string,
    group: string,
    points: number,
    redeem_times: number,
    model?: { type: string; id: number | string },
  ): GameTaskDoc => ({
    _id: `task-${String(n).padStart(2, '0')}`,
    type: model ? 'associated' : 'static',
    taskId,
    ...(model ? { model_type: model.type, model_id: model.id } : {}),
    label,
    group,
    points,
    redeem_times,
    conference_id: DEMO.conferenceId,
    source_hex: DEMO.sourceHex,
  });
  return [
    task(1, 'LIVE_STREAM_ATTEND', 'Attend a live session', 'Sessions', 10, 10),
    task(2, 'COMPLETE_PRESENTATION', 'Watch a presentation to the end', 'Sessions', 5, 20),
    task(3, 'COMPLETE_SESSION', 'Complete a session', 'Sessions', 10, 10),
    task(4, 'VIEW_POSTER', 'View a poster', 'Posters', 2, 25),
    task(5, 'VIEW_POSTER', 'Visit the featured poster session', 'Posters', 15, 1, {
      type: 'session',
      id: opts.posterSessionId,
    }),
    task(6, 'OFFICE_HOUR_CONVERSATION', 'Join office hours', 'Sessions', 10, 3),
    task(7, 'MAKE_POST', 'Post on the social wall', 'Social', 5, 5),
    task(8, 'MAKE_POST_WITH_PICTURE', 'Post a picture', 'Social', 10, 3),
    task(9, 'REPLY_POST', 'Reply to a post', 'Social', 2, 10),
    task(10, 'NETWORKING_LOUNGE_ENGAGE_CONVERSATION', 'Join a lounge conversation', 'Networking', 10, 5),
    task(11, 'COMPLETE_WATCH_AD', 'Watch a sponsor video', 'Sponsors', 3, 5),
    task(12, 'BANNER_AD_CLICK', 'Visit a sponsor from a banner', 'Sponsors', 2, 5),
    task(13, 'VIEW_BOOTH', 'Visit an exhibitor booth', 'Exhibit Hall', 3, -1),
    task(14, 'VIEW_BOOTH', 'Visit the Platinum sponsor', 'Exhibit Hall', 20, 1, {
      type: 'exhibitor',
      id: opts.exhibitorId,
    }),
    task(15, 'VIEW_MEDIA', 'Watch a booth video', 'Exhibit Hall', 2, 10),
    task(16, 'CONTACT_EXHIBITOR', 'Contact an exhibitor', 'Exhibit Hall', 5, 5),
    task(17, 'ENTER_RAFFLE', 'Enter a raffle', 'Exhibit Hall', 5, 3),
    task(18, 'VISIT_ROOM', 'Join a booth video room', 'Exhibit Hall', 5, 3),
    task(19, 'CUSTOM_MENU_CLICK', 'Open the FAQ', 'Explore', 2, 1, { type: 'custom_screen', id: 'faq' }),
  ];
}

/** The game's configuration: open for the three days, for attendees, students, VIPs and speakers. */
export function demoGameConfig(cal: DemoCalendar) {
  return {
    start_timestamp: cal.dayStart(0),
    end_timestamp: cal.dayEnd(2),
    showGameInMenu: 1,
    general_config: {
      allEnabled: 0,
      leaderboard: {
        editorHtml: '<p>Earn points by attending sessions, visiting booths and networking.</p>',
      },
    },
    participant_config: {
      qualifiedBadges: [BADGE.attendee, BADGE.speaker, BADGE.vip, BADGE.student, BADGE.workshopPass],
      disqualifiedBadges: [BADGE.exhibitor, BADGE.staff, BADGE.nonParticipant],
      hide_admins: 1,
    },
    prize_config: {
      editorHtml:
        '<ol><li>First prize: a free registration next year</li><li>Second prize: a tablet</li><li>Third prize: a conference hoodie</li></ol>',
    },
  };
}

/** How many of each static task the demo's players did: booths, lounges, posts, posters, sessions. */
const PLAYS: readonly (readonly [taskNumber: number, times: number])[][] = [
  [
    [13, 9],
    [10, 3],
    [7, 2],
    [1, 2],
  ],
  [
    [13, 6],
    [4, 8],
    [9, 4],
    [6, 1],
  ],
  [
    [13, 5],
    [10, 2],
    [3, 1],
  ],
  [
    [4, 6],
    [7, 1],
    [16, 2],
  ],
  [
    [13, 3],
    [9, 3],
  ],
  [
    [4, 2],
    [12, 1],
  ],
];

/**
 * A few players already on the leaderboard (the first qualifying attendees), so that the game page shows a
 * podium and ranked rows from the first start; each did static tasks on items of their own.
 */
export function demoGameProgress(
  tasks: readonly GameTaskDoc[],
  players: readonly { uuid: string; badges?: number[] | null }[],
  cal: DemoCalendar,
) {
  const byNumber = (n: number) => tasks[n - 1];
  const qualified = demoGameConfig(cal).participant_config.qualifiedBadges as readonly number[];
  const chosen = players
    .filter((p) => (p.badges ?? []).some((b) => qualified.includes(b)))
    .slice(0, PLAYS.length);
  const completions: (typeof gameTaskCompletions.$inferInsert)[] = [];
  const scores: (typeof gameScores.$inferInsert)[] = [];
  chosen.forEach((player, i) => {
    const at = new Date(cal.at(0, 9 * 60 + i * 37));
    let points = 0;
    for (const [n, times] of PLAYS[i] ?? []) {
      const task = byNumber(n);
      if (!task) continue;
      const count = task.redeem_times === -1 ? times : Math.min(times, task.redeem_times);
      for (let k = 1; k <= count; k += 1) {
        completions.push({
          eventId: DEMO.eventId,
          uuid: player.uuid,
          taskId: task._id,
          redemption: k,
          doneId: `demo-${k}`,
          once: true,
          points: task.points,
          createdAt: at,
        });
        points += task.points;
      }
    }
    scores.push({ eventId: DEMO.eventId, uuid: player.uuid, points, reachedAt: at });
  });
  return { completions, scores };
}
