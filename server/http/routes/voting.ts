import { Hono } from 'hono';
import { SaveVoteRequest, VotingFormParams } from '../../../schemas/voting';
import type { Voting } from '../../areas/voting/voting';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * Abstract voting: GET /api/voting (the forms, each with whether the user voted), GET /api/voting/{formurlid}
 * (a form's abstracts and the user's vote) and POST /api/voting/save_vote {formurlid, abid}.
 */
export function votingRoutes(voting: Voting) {
  const app = new Hono<AppEnv>();
  app.get('/voting', async (c) => c.json(await voting.list(actorOf(c))));
  app.post('/voting/save_vote', async (c) => {
    const body = await jsonBody(c, SaveVoteRequest);
    return c.json(await voting.save(actorOf(c), body));
  });
  app.get('/voting/:formurlid', async (c) => {
    const { formurlid } = decode(VotingFormParams, c.req.param(), 'voting form');
    return c.json(await voting.form(actorOf(c), formurlid));
  });
  return app;
}
