/** What the wall shows for a snapshot of the wallFeed machine: the posts once loaded, else loading or the failure. */
import type { SnapshotFrom } from 'xstate';
import type { WallPost } from '../schemas/wall';
import type { wallFeedMachine } from './wallFeed';
import { stateName } from './support/stateName';

export type WallFeedView =
  | { readonly status: 'loading'; readonly state: string }
  | { readonly status: 'failed'; readonly state: string; readonly message: string }
  | {
      readonly status: 'ready';
      readonly state: string;
      readonly posts: readonly WallPost[];
      readonly refreshing: boolean;
    };

export function wallFeedView(s: SnapshotFrom<typeof wallFeedMachine>): WallFeedView {
  const state = stateName(s.value);
  if (s.matches('loading')) return { status: 'loading', state };
  if (s.matches('failed')) return { status: 'failed', state, message: s.context.failure ?? '' };
  return { status: 'ready', state, posts: [...s.context.posts.values()], refreshing: s.matches('polling') };
}
