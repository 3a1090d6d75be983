import { Hono } from 'hono';
import { AnswersRequest, AssessmentParams, type AssessmentReply } from '../../../schemas/evaluation';
import type { Evaluations } from '../../areas/evaluations/evaluations';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/** Evaluations and quizzes: GET and POST /api/evaluations/{evaluation|quiz}/{session_id}. */
export function evaluationRoutes(evaluations: Evaluations) {
  const app = new Hono<AppEnv>();
  app.get('/evaluations/:kind/:session_id', async (c) => {
    const params = decode(AssessmentParams, c.req.param(), 'form');
    const reply: AssessmentReply = await evaluations.get(actorOf(c), params);
    c.header('Cache-Control', 'private, no-store');
    return c.json(reply);
  });
  app.post('/evaluations/:kind/:session_id', async (c) => {
    const params = decode(AssessmentParams, c.req.param(), 'form');
    const body = await jsonBody(c, AnswersRequest);
    const reply: AssessmentReply = await evaluations.submit(actorOf(c), params, body);
    return c.json(reply);
  });
  return app;
}
