import { type DiscussionKind, DiscussionReply } from '../../schemas/discussion';
import type { Api } from './client';
import { postCalls } from './wallCalls';

/**
 * The calls of one Discussion (a session's, a purchased product's, a booth's): its thread (all, or what changed
 * since lastSync, with the count of its posts) and the writes of its posts, as the wall's.
 */
export function discussionCalls(api: Api, subject: { kind: DiscussionKind; id: string | number }) {
  const thread = `/discussions/${subject.kind}/${encodeURIComponent(String(subject.id))}`;
  return {
    read: (lastSync: number | null) =>
      api.apiFetch(
        DiscussionReply,
        thread,
        lastSync === null ? {} : { query: { lastSync: String(lastSync) } },
      ),
    ...postCalls(api, `${thread}/posts`),
  };
}
export type DiscussionCalls = ReturnType<typeof discussionCalls>;
