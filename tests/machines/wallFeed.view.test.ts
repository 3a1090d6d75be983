import { describe, expect, it } from 'vitest';
import { type EventFromLogic, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { wallFeedView } from '../../machines/wallFeed.view';
import { DELAYS, OFFLINE, read, wallFeedTestMachine, wallPost } from './models/wallFeed.model';

type Ev = EventFromLogic<typeof wallFeedTestMachine>;
const start = () => getInitialSnapshot(wallFeedTestMachine, DELAYS);
const next = (s: ReturnType<typeof start>, e: unknown) => getNextSnapshot(wallFeedTestMachine, s, e as Ev);

describe('wallFeed view', () => {
  it('shows loading, then the posts, marking a poll under way', () => {
    expect(wallFeedView(start())).toEqual({ status: 'loading', state: 'loading' });
    const ready = next(start(), { type: 'xstate.done.actor.readWall', output: read([wallPost('p1')]) });
    const view = wallFeedView(ready);
    expect(view.status === 'ready' && view.posts.map((p) => p.CommentID)).toEqual(['p1']);
    expect(view).toMatchObject({ refreshing: false });
    expect(wallFeedView(next(ready, { type: 'WALL.REFRESH' }))).toMatchObject({
      status: 'ready',
      refreshing: true,
    });
  });

  it("shows the failure of the first load with the server's message", () => {
    const failed = next(start(), { type: 'xstate.error.actor.readWall', error: { message: OFFLINE } });
    expect(wallFeedView(failed)).toEqual({ status: 'failed', state: 'failed', message: OFFLINE });
  });
});
