import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { type WallRead, wallFeedMachine } from '../../machines/wallFeed';
import { type WallFeedView, wallFeedView } from '../../machines/wallFeed.view';
import { DISCUSSION, type DiscussionKind } from '../../schemas/discussion';
import { type EventConfig, isOn } from '../../schemas/eventConfig';
import type { SignedInUser } from '../../schemas/user';
import type { WallPost } from '../../schemas/wall';
import { type DiscussionCalls, discussionCalls } from '../api/discussionCalls';
import { useClient } from '../browser/clientContext';
import { inspect } from '../browser/inspection';
import { discussionThreads, shownCount, type Thread } from './threads';

/** What a Discussion is about: a session (its id), a purchased product (its product_uuid), a booth (CompID). */
export interface DiscussionSubject {
  readonly kind: DiscussionKind;
  readonly id: string | number;
}

/**
 * The subject's Discussion, or null where there is none for the user: the event hides its discussion board, or
 * the subject is a session outside the user's session_access_array (admins read every one), as the server rules.
 */
export function discussionOf(
  settings: EventConfig,
  user: SignedInUser,
  subject: DiscussionSubject,
): DiscussionSubject | null {
  if (isOn(settings.hide_discussion_board)) return null;
  const readable =
    subject.kind !== 'session' || user.is_admin || user.session_access_array.includes(Number(subject.id));
  return readable ? subject : null;
}

export interface Discussion {
  readonly calls: DiscussionCalls;
  readonly view: WallFeedView;
  /** The posts newest first, each with its replies. */
  readonly threads: readonly Thread[];
  /** The posts and replies shown: the tab's badge. */
  readonly count: number;
  saved(post: WallPost): void;
  removed(id: string): void;
}

/** A read that never answers: a page without its Discussion keeps the feed idle (no call, no timer). */
const never = () => new Promise<never>(() => {});

/**
 * A subject's Discussion while its page shows (null for none: hidden, or not open to the user): the thread read
 * by the wall's feed machine, what changed every DISCUSSION.POLL_MS, the user's own writes at once. The page
 * is keyed by its subject, which stays the same for the life of the hook.
 */
export function useDiscussion(subject: DiscussionSubject | null): Discussion | null {
  const { api } = useClient();
  const [calls] = useState(() => (subject ? discussionCalls(api, subject) : null));
  const [logic] = useState(() =>
    wallFeedMachine.provide({
      actors: {
        readWall: fromPromise<WallRead, number | null>(({ input }) => (calls ? calls.read(input) : never())),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    inspect,
    input: { pollMs: DISCUSSION.POLL_MS, retryMs: DISCUSSION.RETRY_MS },
  });
  const held = snapshot.context.posts;
  const threads = useMemo(() => discussionThreads([...held.values()]), [held]);
  if (!calls) return null;
  return {
    calls,
    view: wallFeedView(snapshot),
    threads,
    count: shownCount(threads),
    saved: (post) => send({ type: 'WALL.SAVED', post }),
    removed: (id) => send({ type: 'WALL.REMOVED', id }),
  };
}
