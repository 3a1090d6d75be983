import { Hono } from 'hono';
import { FavoriteParams, type FavoritesReply } from '../../../schemas/favorite';
import type { Favorites } from '../../areas/favorites/favorites';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/** The user's saved items: GET /api/favorites, PUT and DELETE /api/favorites/{entity_type}/{entity_id}. */
export function favoriteRoutes(favorites: Favorites) {
  const app = new Hono<AppEnv>();
  app.get('/favorites', async (c) => {
    const reply: FavoritesReply = await favorites.list(actorOf(c));
    return c.json(reply);
  });
  app.put('/favorites/:entity_type/:entity_id', refuseBody, async (c) => {
    await favorites.add(actorOf(c), decode(FavoriteParams, c.req.param(), 'favorite'));
    return c.json({ success: true });
  });
  app.delete('/favorites/:entity_type/:entity_id', refuseBody, async (c) => {
    await favorites.remove(actorOf(c), decode(FavoriteParams, c.req.param(), 'favorite'));
    return c.json({ success: true });
  });
  return app;
}
