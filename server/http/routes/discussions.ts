import { Hono } from 'hono';
import { DiscussionParams, DiscussionPostParams, DiscussionPostRequest } from '../../../schemas/discussion';
import { PostEdit, WallQuery } from '../../../schemas/wall';
import type { Discussions } from '../../areas/discussions/discussions';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import { refuseWhenClosed } from '../closing';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const subjectOf = (raw: Record<string, string>) =>
  decode(DiscussionParams, { kind: raw.kind, id: raw.id }, 'discussion');
const postOf = (raw: Record<string, string>) => decode(DiscussionPostParams, raw, 'post').postId;

/**
 * The Discussion of a session, a purchased product or a booth (/api/discussions/{session|product|booth}/{id}):
 * the thread (everything, or what changed since lastSync, with its count), posts and replies, edits, deletes
 * and likes, as the wall's. Images are uploaded as the wall's. Writing is refused from the soft close on.
 */
export function discussionRoutes(discussions: Discussions) {
  const app = new Hono<AppEnv>();
  const open = refuseWhenClosed('soft');
  const base = '/discussions/:kind/:id';

  app.get(base, async (c) => {
    const subject = subjectOf(c.req.param());
    const { lastSync } = decode(WallQuery, c.req.query(), 'query');
    return c.json(await discussions.list(actorOf(c), subject, lastSync), 200, {
      'Cache-Control': 'private, no-store',
    });
  });
  app.post(`${base}/posts`, open, async (c) => {
    const subject = subjectOf(c.req.param());
    const post = await discussions.create(actorOf(c), subject, await jsonBody(c, DiscussionPostRequest));
    return c.json(post, 201);
  });
  app.put(`${base}/posts/:postId`, open, async (c) => {
    const subject = subjectOf(c.req.param());
    const id = postOf(c.req.param());
    return c.json(await discussions.edit(actorOf(c), subject, id, await jsonBody(c, PostEdit)));
  });
  app.delete(`${base}/posts/:postId`, refuseBody, open, async (c) => {
    await discussions.remove(actorOf(c), subjectOf(c.req.param()), postOf(c.req.param()));
    return c.json({ success: true });
  });
  app.put(`${base}/posts/:postId/like`, refuseBody, open, async (c) => {
    return c.json(await discussions.like(actorOf(c), subjectOf(c.req.param()), postOf(c.req.param()), true));
  });
  app.delete(`${base}/posts/:postId/like`, refuseBody, open, async (c) => {
    return c.json(await discussions.like(actorOf(c), subjectOf(c.req.param()), postOf(c.req.param()), false));
  });
  return app;
}
