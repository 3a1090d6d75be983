import { Hono } from 'hono';
import {
  CreatePollRequest,
  PollActionParams,
  PollParams,
  PollVoteRequest,
  SessionPollsParams,
} from '../../../schemas/poll';
import type { Polls } from '../../areas/polls/polls';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import { csvReply } from '../csvReply';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * Live polls: GET /api/sessions/{session_id}/polls, POST the same (a new draft), GET
 * /api/sessions/{session_id}/polls.csv (the results), POST /api/polls/{poll_id}/vote {choices} and
 * POST /api/polls/{poll_id}/{open|close|show_results}.
 */
export function pollRoutes(polls: Polls) {
  const app = new Hono<AppEnv>();
  const sessionOf = (params: Record<string, string>) =>
    decode(SessionPollsParams, params, 'session').session_id;
  app.get('/sessions/:session_id/polls', async (c) =>
    c.json(await polls.list(actorOf(c), sessionOf(c.req.param()))),
  );
  app.post('/sessions/:session_id/polls', async (c) => {
    const sessionId = sessionOf(c.req.param());
    const body = await jsonBody(c, CreatePollRequest);
    return c.json(await polls.create(actorOf(c), sessionId, body), 201);
  });
  app.get('/sessions/:session_id/polls.csv', async (c) => {
    const sessionId = sessionOf(c.req.param());
    return csvReply(c, `session-${sessionId}-polls.csv`, await polls.csv(actorOf(c), sessionId));
  });
  app.post('/polls/:poll_id/vote', async (c) => {
    const { poll_id } = decode(PollParams, c.req.param(), 'poll');
    const body = await jsonBody(c, PollVoteRequest);
    return c.json(await polls.vote(actorOf(c), poll_id, body));
  });
  app.post('/polls/:poll_id/:action', refuseBody, async (c) => {
    const { poll_id, action } = decode(PollActionParams, c.req.param(), 'poll');
    return c.json(await polls.move(actorOf(c), poll_id, action));
  });
  return app;
}
