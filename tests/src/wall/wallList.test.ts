import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from '../../../src/ui/plainText';
import { fittedSize } from '../../../src/ui/compressImage';
import { relativeTime } from '../../../src/features/wall/relativeTime';
import {
  DEFAULT_TYPES,
  sessionChoices,
  type WallFilter,
  wallThreads,
} from '../../../src/features/wall/wallList';
import { wallPost } from '../../machines/models/wallFeed.model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const post = (
  id: string,
  fields: {
    at?: number;
    session?: number;
    question?: boolean;
    likes?: number;
    comments?: number;
    by?: string;
    body?: string;
    parent?: string;
  } = {},
) => {
  const p = wallPost(id, fields.parent ?? null);
  return {
    ...p,
    created_timestamp: fields.at ?? 0,
    author: { ...p.author, id: fields.by ?? 'u1' },
    likes: Array.from({ length: fields.likes ?? 0 }, (_, i) => ({
      ReviewID: `l${i}`,
      timestamp: 0,
      name: '',
    })),
    TotalComments: fields.comments ?? 0,
    message_object: {
      ...p.message_object,
      message_type: fields.question ? ('question' as const) : ('text' as const),
      body: fields.body ?? `<p>Post ${id}</p>`,
      obj: {
        ...p.message_object.obj,
        ...(fields.session === undefined ? {} : { session_id: fields.session as never }),
      },
    },
  };
};

const filter = (over: Partial<WallFilter> = {}): WallFilter => ({
  types: DEFAULT_TYPES,
  sessions: [],
  search: '',
  sort: 'recent',
  ...over,
});
const ids = (threads: ReturnType<typeof wallThreads>) => threads.map((t) => t.post.CommentID);

describe('wall list', () => {
  const posts = [
    post('general', { at: 3, likes: 1, comments: 5 }),
    post('session', { at: 2, session: 7, likes: 4 }),
    post('question', { at: 4, session: 7, question: true }),
    post('mine', { at: 1, by: 'me', session: 8, body: '<p>Heart <b>failure</b> today</p>' }),
    post('reply', { at: 5, parent: 'general' }),
  ];

  it('shows General and Education by default, newest first, replies inside their post', () => {
    const threads = wallThreads(posts, filter(), 'me');
    expect(ids(threads)).toEqual(['general', 'session', 'mine']);
    expect(threads[0]?.replies.map((r) => r.post.CommentID)).toEqual(['reply']);
  });

  it('filters Live Q&A and My Posts, and by the picked sessions', () => {
    expect(ids(wallThreads(posts, filter({ types: ['qnapost'] }), 'me'))).toEqual(['question']);
    expect(ids(wallThreads(posts, filter({ types: ['mypost'] }), 'me'))).toEqual(['mine']);
    expect(ids(wallThreads(posts, filter({ sessions: [7] }), 'me'))).toEqual(['general', 'session']);
  });

  it('sorts by likes and by comments, and searches the body without its markup, ignoring case', () => {
    expect(ids(wallThreads(posts, filter({ sort: 'liked' }), 'me'))[0]).toBe('session');
    expect(ids(wallThreads(posts, filter({ sort: 'comments' }), 'me'))[0]).toBe('general');
    expect(ids(wallThreads(posts, filter({ search: 'HEART FAILURE' }), 'me'))).toEqual(['mine']);
  });

  it('offers the first 5 sessions, or those whose name contains the query', () => {
    const sessions = Array.from({ length: 8 }, (_, i) => ({
      id: i,
      title: `Session ${i}${i === 6 ? ' Cardiology' : ''}`,
    }));
    expect(sessionChoices(sessions, '').map((s) => s.id)).toEqual([0, 1, 2, 3, 4]);
    expect(sessionChoices(sessions, 'cardio').map((s) => s.id)).toEqual([6]);
    expect(sessionChoices(sessions, 'none')).toEqual([]);
  });
});

describe('relative times', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  it("says 'Just now', minutes, hours, then the date", () => {
    expect(relativeTime(now - 59_999, now, 'en')).toEqual({ key: 'wall.justNow' });
    expect(relativeTime(now - MINUTE, now, 'en')).toEqual({ key: 'wall.minutesAgo', count: 1 });
    expect(relativeTime(now - 59 * MINUTE, now, 'en')).toEqual({ key: 'wall.minutesAgo', count: 59 });
    expect(relativeTime(now - HOUR, now, 'en')).toEqual({ key: 'wall.hoursAgo', count: 1 });
    expect(relativeTime(now - 24 * HOUR, now, 'en')).toEqual({ date: 'November 23, 2026' });
  });
});

describe('composing', () => {
  it('fits an image within 600 px on its longer side, never enlarging it', () => {
    expect(fittedSize(1200, 800)).toEqual({ width: 600, height: 400 });
    expect(fittedSize(800, 1600)).toEqual({ width: 300, height: 600 });
    expect(fittedSize(320, 200)).toEqual({ width: 320, height: 200 });
  });

  it('turns text into paragraphs with escaped markup, and back', () => {
    const text = 'Hello <all>\nsecond line\n\nNew & last';
    const html = textToHtml(text);
    expect(html).toBe('<p>Hello &lt;all&gt;<br>second line</p><p>New &amp; last</p>');
    expect(htmlToText(html)).toBe(text);
  });
});
