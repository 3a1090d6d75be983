import { Schema } from 'effect';
import { Hono } from 'hono';
import { BadRequest } from '../../../schemas/errors';
import { PostEdit, PostParams, PostRequest, WallQuery } from '../../../schemas/wall';
import type { Tweets } from '../../areas/wall/tweets';
import type { Wall } from '../../areas/wall/wall';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import { refuseWhenClosed } from '../closing';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const ImageParams = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[0-9a-f-]{36}$/, { message: () => 'Image not found' })),
});

/**
 * The social wall (001 §7): GET /api/wall (everything, or what changed since lastSync), posts and replies,
 * edits, deletes, likes, and the images of posts. Writing is refused from the soft close on.
 */
export function wallRoutes(wall: Wall, tweets: Tweets) {
  const app = new Hono<AppEnv>();
  const open = refuseWhenClosed('soft');

  app.get('/wall', async (c) => {
    const { lastSync } = decode(WallQuery, c.req.query(), 'query');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await wall.list(actorOf(c), lastSync));
  });
  /** The tweet column of the event's twitter_query (empty without it or without access to the network). */
  app.get('/wall/tweets', async (c) =>
    c.json({ tweets: await tweets.forQuery(c.var.event.config.twitter_query) }),
  );
  app.post('/wall/posts', open, async (c) => {
    const post = await wall.create(actorOf(c), await jsonBody(c, PostRequest));
    return c.json(post, 201);
  });
  app.put('/wall/posts/:id', open, async (c) => {
    const { id } = decode(PostParams, c.req.param(), 'post');
    return c.json(await wall.edit(actorOf(c), id, await jsonBody(c, PostEdit)));
  });
  app.delete('/wall/posts/:id', refuseBody, open, async (c) => {
    const { id } = decode(PostParams, c.req.param(), 'post');
    await wall.remove(actorOf(c), id);
    return c.json({ success: true });
  });
  app.put('/wall/posts/:id/like', refuseBody, open, async (c) => {
    const { id } = decode(PostParams, c.req.param(), 'post');
    return c.json(await wall.like(actorOf(c), id, true));
  });
  app.delete('/wall/posts/:id/like', refuseBody, open, async (c) => {
    const { id } = decode(PostParams, c.req.param(), 'post');
    return c.json(await wall.like(actorOf(c), id, false));
  });

  /** One image as multipart/form-data, field `image` (the browser has compressed it). */
  app.post('/uploads/wall-images', open, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.image;
    if (!(file instanceof File)) {
      const message = 'Send the image in the field image';
      throw new BadRequest({ message, fields: [{ path: 'image', message }] });
    }
    return c.json(await wall.upload(actorOf(c), new Uint8Array(await file.arrayBuffer())), 201);
  });
  app.get('/wall/images/:id', async (c) => {
    const { id } = decode(ImageParams, c.req.param(), 'image');
    const file = await wall.image(id, {
      expires: c.req.query('expires'),
      signature: c.req.query('signature'),
    });
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'private, max-age=600');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.body));
  });
  return app;
}
