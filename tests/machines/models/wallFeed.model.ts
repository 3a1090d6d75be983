import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type WallRead, wallFeedMachine } from '../../../machines/wallFeed';
import { wallFeedView } from '../../../machines/wallFeed.view';
import type { WallPost } from '../../../schemas/wall';
import type { MachineModel } from '../model';

type Machine = typeof wallFeedTestMachine;
type Ev = EventFromLogic<Machine>;

export const DELAYS = { pollMs: 120_000, retryMs: 15_000 };
export const OFFLINE = 'The server cannot be reached.';

export const wallPost = (id: string, parent: string | null = null, grandParent: string | null = null) =>
  ({
    CommentID: id,
    _id: id,
    ParentCommentID: parent,
    GrandParentCommentID: grandParent,
    Level: grandParent ? 2 : parent ? 1 : 0,
    topic_identifier: 'conference',
    author: { id: 'u1', firstname: 'Ada', lastname: 'Lovelace', company: '', image: '' },
    created_timestamp: 1,
    mediaList: [],
    likes: [],
    TotalComments: 0,
    tags: [],
    message_object: {
      message_type: 'text',
      body: `Post ${id}`,
      attachments: [],
      obj: { approved: true, discarded: false, uuid: 'u1', discussion_board_deleted: false },
    },
  }) as WallPost;

export const read = (posts: WallPost[], removed: string[] = [], lastSync = 1_000): WallRead => ({
  posts,
  removed,
  lastSync,
});

/** The real machine; its reads never settle by themselves: the paths send their done and error events. */
export const wallFeedTestMachine = wallFeedMachine.provide({
  actors: { readWall: fromPromise(() => new Promise<WallRead>(() => {})) },
});

const events = [
  { type: 'WALL.REFRESH' },
  { type: 'WALL.SAVED', post: wallPost('p9') },
  { type: 'WALL.REMOVED', id: 'p1' },
  { type: 'xstate.done.actor.readWall', output: read([wallPost('p1'), wallPost('r1', 'p1')]) },
  { type: 'xstate.error.actor.readWall', error: { message: OFFLINE } },
  { type: 'xstate.after.retry.wallFeed.failed' },
  { type: 'xstate.after.poll.wallFeed.ready' },
] as unknown as Ev[];

function meaning(s: SnapshotFrom<Machine>) {
  const view = wallFeedView(s);
  const ids = [...s.context.posts.keys()];
  // A reply never outlives its parent.
  for (const p of s.context.posts.values())
    if (p.ParentCommentID !== null) expect(ids).toContain(p.ParentCommentID);
  if (s.matches('loading')) expect(view.status).toBe('loading');
  else if (s.matches('failed')) {
    expect(view).toEqual({ status: 'failed', state: 'failed', message: OFFLINE });
    expect(s.context.lastSync).toBeNull();
  } else if (s.matches('ready') || s.matches('polling')) {
    expect(view).toMatchObject({ status: 'ready', refreshing: s.matches('polling') });
    expect(s.context.lastSync).not.toBeNull();
  } else throw new Error(`No meaning for ${JSON.stringify(s.value)}`);
}

export const wallFeedModel: MachineModel<Machine> = {
  name: 'wallFeed',
  machine: wallFeedTestMachine,
  inputs: [{ label: 'an opened wall', input: DELAYS }],
  events: () => events,
  delays: (s) => ({ poll: s.context.pollMs, retry: s.context.retryMs }),
  meaning,
  transitionPaths: true,
};
