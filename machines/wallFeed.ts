/**
 * The social wall's posts in the browser: loading everything, then every poll delay reading what changed since
 * the last read's lastSync (WALL.REFRESH reads at once). A failed first load waits the retry delay; a failed
 * poll keeps the posts and tries again at the next. The user's own writes land at once with WALL.SAVED (the
 * server's copy of the post) and WALL.REMOVED. Input: the two delays. Provide the actor readWall (lastSync or
 * null for everything, to the wall's reply).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WallPost } from '../schemas/wall';
import { messageOf } from './support/callError';

export interface WallRead {
  readonly posts: readonly WallPost[];
  readonly removed: readonly string[];
  readonly lastSync: number;
}

export interface WallFeedInput {
  pollMs: number;
  retryMs: number;
}

export interface WallFeedContext {
  readonly pollMs: number;
  readonly retryMs: number;
  /** The posts and replies held, by id. */
  readonly posts: ReadonlyMap<string, WallPost>;
  readonly lastSync: number | null;
  readonly failure: string | null;
}

export type WallFeedEvent =
  | { type: 'WALL.REFRESH' }
  | { type: 'WALL.SAVED'; post: WallPost }
  | { type: 'WALL.REMOVED'; id: string };

/** The posts after a read: changed ones replaced, removed ones (and replies left without a parent) dropped. */
export function mergePosts(
  held: ReadonlyMap<string, WallPost>,
  posts: readonly WallPost[],
  removed: readonly string[],
): ReadonlyMap<string, WallPost> {
  const next = new Map(held);
  for (const p of posts) next.set(p.CommentID, p);
  const gone = new Set(removed);
  for (const [id, p] of next) {
    if (gone.has(id) || (p.ParentCommentID !== null && gone.has(p.ParentCommentID))) gone.add(id);
    if (p.GrandParentCommentID !== null && gone.has(p.GrandParentCommentID)) gone.add(id);
  }
  for (const id of gone) next.delete(id);
  return next;
}

export const wallFeedMachine = setup({
  types: {
    context: {} as WallFeedContext,
    events: {} as WallFeedEvent,
    input: {} as WallFeedInput,
  },
  actors: {
    readWall: fromPromise<WallRead, number | null>(() => {
      throw new Error('readWall not provided');
    }),
  },
  actions: {
    // Runs on the readWall actor's done event, which carries the read.
    applyRead: assign(({ context, event }) => {
      const read = (event as unknown as { output: WallRead }).output;
      return {
        posts: mergePosts(context.posts, read.posts, read.removed),
        lastSync: read.lastSync,
        failure: null,
      };
    }),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
    retry: ({ context }) => context.retryMs,
  },
}).createMachine({
  id: 'wallFeed',
  context: ({ input }) => ({
    pollMs: input.pollMs,
    retryMs: input.retryMs,
    posts: new Map(),
    lastSync: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'WALL.SAVED': {
      actions: assign({ posts: ({ context, event }) => mergePosts(context.posts, [event.post], []) }),
    },
    'WALL.REMOVED': {
      actions: assign({ posts: ({ context, event }) => mergePosts(context.posts, [], [event.id]) }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'readWall',
        src: 'readWall',
        input: () => null,
        onDone: { target: 'ready', actions: 'applyRead' },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      after: { retry: 'loading' },
      on: { 'WALL.REFRESH': 'loading' },
    },
    ready: {
      after: { poll: 'polling' },
      on: { 'WALL.REFRESH': 'polling' },
    },
    polling: {
      invoke: {
        id: 'readWall',
        src: 'readWall',
        input: ({ context }) => context.lastSync,
        onDone: { target: 'ready', actions: 'applyRead' },
        // The posts held stay; the next poll tries again.
        onError: { target: 'ready' },
      },
    },
  },
});
