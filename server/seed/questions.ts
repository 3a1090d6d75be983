import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { postLikes, posts } from '../db/schema';
import type { UserInsert } from './people';

type PostInsert = typeof posts.$inferInsert;
type LikeInsert = typeof postLikes.$inferInsert;

const MINUTE = 60_000;

const ASKED: readonly { body: string; approved: boolean; votes: number; pinned?: boolean }[] = [
  {
    body: '<p>How do you validate the model on data from other hospitals?</p>',
    approved: true,
    votes: 1,
    pinned: true,
  },
  { body: '<p>Will the recording be available afterwards?</p>', approved: true, votes: 1 },
  { body: '<p>What was the hardest part of the rollout?</p>', approved: true, votes: 0 },
  { body: '<p>Could you share the reference list from the last slide?</p>', approved: false, votes: 0 },
];

/**
 * Questions for Speakers on the demo's sessions that run all day (Conference TV, one chaired by the demo
 * speaker): three approved with upvotes, one on stage, and one waiting for approval, so that a newcomer sees
 * the Questions tab, the chair's queue and the presenter view at any hour. Fixed texts and ids.
 */
export function demoQuestions(input: {
  eventId: string;
  now: number;
  sessions: readonly SessionItemDoc[];
  askers: readonly UserInsert[];
}): { posts: PostInsert[]; likes: LikeInsert[] } {
  const { eventId, now, sessions, askers } = input;
  const rows: PostInsert[] = [];
  const likes: LikeInsert[] = [];
  sessions.forEach((s, si) => {
    ASKED.forEach((q, qi) => {
      const id = `demo-question-${s.session_id}-${qi}`;
      const at = new Date(now - (qi + 1) * 7 * MINUTE);
      rows.push({
        id,
        eventId,
        authorUuid: askers[(si + qi) % askers.length]?.uuid ?? '',
        level: 0,
        topic: 'webinar',
        messageType: 'question',
        body: q.body,
        sessionId: s.session_id,
        approved: q.approved,
        pinnedAt: q.pinned ? at : null,
        createdAt: at,
        updatedAt: at,
      });
      for (let v = 0; v < q.votes; v++)
        likes.push({
          postId: id,
          uuid: askers[(si + qi + v + 1) % askers.length]?.uuid ?? '',
          createdAt: at,
        });
    });
  });
  return { posts: rows, likes };
}
