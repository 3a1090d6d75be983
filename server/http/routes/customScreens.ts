import { Hono } from 'hono';
import { CustomScreenParams } from '../../../schemas/customScreen';
import { customScreenOf } from '../../areas/customScreens/customScreens';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/** A custom screen's content: GET /api/custom-screens/{id} and, for a child page, /{parentId}/{id}. */
export function customScreenRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/custom-screens/:id', (c) => {
    const { id } = decode(CustomScreenParams, c.req.param(), 'page');
    return c.json(customScreenOf(actorOf(c), id));
  });
  app.get('/custom-screens/:parentId/:id', (c) => {
    const { id, parentId } = decode(CustomScreenParams, c.req.param(), 'page');
    return c.json(customScreenOf(actorOf(c), id, parentId));
  });
  return app;
}
