import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { postLikes, posts } from '../db/schema';
import type { UserInsert } from './people';

type PostInsert = typeof posts.$inferInsert;
type LikeInsert = typeof postLikes.$inferInsert;

const MINUTE = 60_000;

/** A thread's posts: text, minutes before now, its author (by position), and the post it answers. */
interface Said {
  readonly body: string;
  readonly minutesAgo: number;
  readonly author: number;
  readonly answers?: number;
  /** Likes by the authors after this one. */
  readonly likes?: number;
}

const SESSION_TALK: readonly Said[] = [
  {
    body: '<p>Joining from Lisbon. Is the recording going to be posted here afterwards?</p>',
    minutesAgo: 25,
    author: 0,
  },
  {
    body: '<p>Yes, it goes on demand right after the session ends.</p>',
    minutesAgo: 21,
    author: 1,
    answers: 0,
  },
  {
    body: '<p>The slide on external validation was the clearest explanation of it I have seen. Thank you!</p>',
    minutesAgo: 9,
    author: 2,
    likes: 2,
  },
];
const PRODUCT_TALK: readonly Said[] = [
  {
    body: '<p>Lecture 2 pairs well with the validation workshop: watch it before the hands-on part.</p>',
    minutesAgo: 3 * 60,
    author: 0,
    likes: 1,
  },
  {
    body: '<p>Good tip, thanks. The slides have the references too.</p>',
    minutesAgo: 2 * 60,
    author: 1,
    answers: 0,
  },
];
const BOOTH_TALK: readonly Said[] = [
  { body: '<p>Will the new imaging module be shown at the booth tomorrow?</p>', minutesAgo: 90, author: 0 },
  {
    body: '<p>It will, from 10:00. Come by or book a meeting slot.</p>',
    minutesAgo: 70,
    author: 1,
    answers: 0,
  },
];

/**
 * Discussions on the demo, so that a newcomer finds the tabs in use: the Conference TV sessions live now (a
 * question answered and a thanked speaker, while the session runs), the recorded course the demo accounts
 * bought, and the demo staff's booth (a visitor's question answered by its staff). Fixed texts and ids.
 */
export function demoDiscussions(input: {
  eventId: string;
  now: number;
  /** The sessions whose Discussion runs now. */
  sessions: readonly SessionItemDoc[];
  attendees: readonly UserInsert[];
  product: { uuid: string; buyers: readonly UserInsert[] } | null;
  booth: { id: number; visitor: UserInsert; staff: UserInsert } | null;
}): { posts: PostInsert[]; likes: LikeInsert[] } {
  const { eventId, now } = input;
  const rows: PostInsert[] = [];
  const likes: LikeInsert[] = [];
  const thread = (
    key: string,
    said: readonly Said[],
    authors: readonly UserInsert[],
    where: Pick<PostInsert, 'topic' | 'sessionId' | 'subject'>,
  ) => {
    const ids = said.map((_, n) => `demo-discussion-${key}-${n}`);
    said.forEach((s, n) => {
      const at = new Date(now - s.minutesAgo * MINUTE);
      const parent = s.answers === undefined ? null : (ids[s.answers] ?? null);
      rows.push({
        id: ids[n] ?? '',
        eventId,
        authorUuid: authors[s.author % authors.length]?.uuid ?? '',
        parentId: parent,
        level: parent === null ? 0 : 1,
        messageType: 'text',
        body: s.body,
        createdAt: at,
        updatedAt: at,
        ...where,
      });
      for (let l = 1; l <= (s.likes ?? 0); l++)
        likes.push({
          postId: ids[n] ?? '',
          uuid: authors[(s.author + l) % authors.length]?.uuid ?? '',
          createdAt: at,
        });
    });
  };
  input.sessions.forEach((s, i) => {
    thread(`session-${s.session_id}`, SESSION_TALK, input.attendees.slice(i), {
      topic: 'webinar',
      sessionId: s.session_id,
      subject: null,
    });
  });
  if (input.product)
    thread(`product-${input.product.uuid}`, PRODUCT_TALK, input.product.buyers, {
      topic: 'conference',
      sessionId: null,
      subject: `product:${input.product.uuid}`,
    });
  if (input.booth)
    thread(`booth-${input.booth.id}`, BOOTH_TALK, [input.booth.visitor, input.booth.staff], {
      topic: 'conference',
      sessionId: null,
      subject: `booth:${input.booth.id}`,
    });
  return { posts: rows, likes };
}
