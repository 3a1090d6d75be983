import { describe, expect, it } from 'vitest';
import type { WallPost } from '../../../schemas/wall';
import { discussionThreads, shownCount } from '../../../src/discussion/threads';
import { discussionOf } from '../../../src/discussion/useDiscussion';
import { settings, user } from '../../machines/fixtures';
import { wallPost } from '../../machines/models/wallFeed.model';

const at = (post: WallPost, seconds: number): WallPost => ({ ...post, created_timestamp: seconds });

describe("a discussion's threads", () => {
  it('lists its posts newest first, each with its replies oldest first, and counts what they show', () => {
    const threads = discussionThreads([
      at(wallPost('old'), 10),
      at(wallPost('new'), 30),
      at(wallPost('r2', 'old'), 25),
      at(wallPost('r1', 'old'), 20),
      at(wallPost('rr', 'r1', 'old'), 22),
      // A reply whose post is gone shows nowhere and is not counted.
      at(wallPost('orphan', 'deleted'), 40),
    ]);
    expect(threads.map((t) => t.post.CommentID)).toEqual(['new', 'old']);
    expect(threads[1]?.replies.map((r) => [r.post.CommentID, r.replies.map((x) => x.CommentID)])).toEqual([
      ['r1', ['rr']],
      ['r2', []],
    ]);
    expect(shownCount(threads)).toBe(5);
    expect(shownCount(discussionThreads([]))).toBe(0);
  });
});

describe('who has a Discussion', () => {
  const session = { kind: 'session', id: 7 } as const;
  const booth = { kind: 'booth', id: 501 } as const;

  it('has one on a session the user may read (admins all of them), and on products and booths', () => {
    expect(discussionOf(settings, user, session)).toBeNull();
    expect(discussionOf(settings, { ...user, session_access_array: [7] }, session)).toEqual(session);
    expect(discussionOf(settings, { ...user, is_admin: true }, session)).toEqual(session);
    expect(discussionOf(settings, user, booth)).toEqual(booth);
    expect(discussionOf(settings, user, { kind: 'product', id: 'p-1' })).toEqual({
      kind: 'product',
      id: 'p-1',
    });
  });

  it('has none where the event hides its discussion board', () => {
    const hidden = { ...settings, hide_discussion_board: 1 as const };
    expect(discussionOf(hidden, { ...user, is_admin: true }, session)).toBeNull();
    expect(discussionOf(hidden, user, booth)).toBeNull();
  });
});
