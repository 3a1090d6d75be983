import { Hono } from 'hono';
import { RatingParams, RatingRequest, type RatingsReply } from '../../../schemas/rating';
import type { Ratings } from '../../areas/ratings/ratings';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/** Ratings: GET /api/ratings (the event's figures with mine), PUT /api/ratings/{entity_type}/{entity_id}. */
export function ratingRoutes(ratings: Ratings) {
  const app = new Hono<AppEnv>();
  app.get('/ratings', async (c) => {
    const reply: RatingsReply = await ratings.list(actorOf(c));
    return c.json(reply);
  });
  app.put('/ratings/:entity_type/:entity_id', async (c) => {
    const params = decode(RatingParams, c.req.param(), 'rating');
    const { value } = await jsonBody(c, RatingRequest);
    return c.json(await ratings.rate(actorOf(c), params, value));
  });
  return app;
}
