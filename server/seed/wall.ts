import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { posts } from '../db/schema';
import type { UserInsert } from './people';

type PostInsert = typeof posts.$inferInsert;

const MINUTE = 60_000;

/**
 * A few posts and replies on the demo's social wall, so that the wall and the lobby's activity feed have
 * something to show: general posts, an Education post about a keynote (every pass opens keynotes) and one about
 * a workshop (only Workshop Pass holders see it), made before `now`. Fixed texts and ids, no random draws, so
 * the rest of the demo is unchanged.
 */
export function demoWallPosts(input: {
  eventId: string;
  now: number;
  authors: readonly UserInsert[];
  keynote: SessionItemDoc | undefined;
  workshop: SessionItemDoc | undefined;
}): PostInsert[] {
  const { eventId, now, authors, keynote, workshop } = input;
  const author = (n: number) => authors[n % authors.length]?.uuid ?? '';
  const rows: PostInsert[] = [];
  const add = (n: number, minutesAgo: number, body: string, fields: Partial<PostInsert> = {}): string => {
    const id = `demo-post-${String(n).padStart(2, '0')}`;
    const at = new Date(now - minutesAgo * MINUTE);
    rows.push({
      id,
      eventId,
      authorUuid: author(n),
      level: 0,
      topic: 'conference',
      messageType: 'text',
      body,
      createdAt: at,
      updatedAt: at,
      ...fields,
    });
    return id;
  };
  const welcome = add(
    1,
    26 * 60,
    '<p>Hello from Minneapolis! First time at this conference and looking forward to the poster sessions.</p>',
  );
  add(2, 24 * 60, '<p>Welcome! Do not miss the lunch roundtables in the Social Lounge.</p>', {
    parentId: welcome,
    level: 1,
  });
  add(
    3,
    5 * 60,
    '<p>Is anyone presenting on federated learning for EHR data? I would love to compare notes.</p>',
  );
  if (keynote)
    add(
      4,
      3 * 60,
      `<p>Loved the opening keynote, <em>${keynote.title}</em>. The slides are in the session's attachments.</p>`,
      {
        sessionId: keynote.session_id,
      },
    );
  if (workshop)
    add(5, 2 * 60, '<p>Workshop attendees: bring a laptop with Python installed for the hands-on part.</p>', {
      sessionId: workshop.session_id,
    });
  const coffee = add(6, 45, '<p>Coffee Corner in the lounge is open now, come say hi.</p>');
  add(7, 20, '<p>On my way!</p>', { parentId: coffee, level: 1 });
  return rows;
}
