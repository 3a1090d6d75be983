import { Hono } from 'hono';
import {
  ModerationRequest,
  QUESTION_TEXT,
  QuestionParams,
  QuestionRequest,
} from '../../../schemas/questions';
import { NotFound } from '../../../schemas/errors';
import type { Questions } from '../../areas/questions/questions';
import { actorOf } from '../actor';
import { refuseBody } from '../bodyLimits';
import { refuseWhenClosed } from '../closing';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const params = (raw: Record<string, string>) => {
  const p = decode(QuestionParams, raw, 'question');
  return { sessionId: p.id as number, qid: p.qid ?? '' };
};
const withQuestion = (raw: Record<string, string>) => {
  const p = params(raw);
  if (!p.qid) throw new NotFound({ message: QUESTION_TEXT.NOT_FOUND });
  return p;
};

/**
 * Questions for Speakers of a session: the list (with the reader's own pending ones, and the queue for its
 * moderators), asking, one upvote each, deleting, the chairs' moderation and the pinned question for the
 * presenter view. Writing is refused from the soft close on.
 */
export function questionRoutes(questions: Questions) {
  const app = new Hono<AppEnv>();
  const open = refuseWhenClosed('soft');
  const nocache = { 'Cache-Control': 'private, no-store' };

  app.get('/sessions/:id/questions', async (c) => {
    const { sessionId } = params(c.req.param());
    return c.json(await questions.list(actorOf(c), sessionId), 200, nocache);
  });
  app.get('/sessions/:id/questions/pinned', async (c) => {
    const { sessionId } = params(c.req.param());
    return c.json(await questions.pinned(actorOf(c), sessionId), 200, nocache);
  });
  app.post('/sessions/:id/questions', open, async (c) => {
    const { sessionId } = params(c.req.param());
    return c.json(await questions.ask(actorOf(c), sessionId, await jsonBody(c, QuestionRequest)), 201);
  });
  app.put('/sessions/:id/questions/:qid/vote', refuseBody, open, async (c) => {
    const { sessionId, qid } = withQuestion(c.req.param());
    return c.json(await questions.vote(actorOf(c), sessionId, qid, true));
  });
  app.delete('/sessions/:id/questions/:qid/vote', refuseBody, open, async (c) => {
    const { sessionId, qid } = withQuestion(c.req.param());
    return c.json(await questions.vote(actorOf(c), sessionId, qid, false));
  });
  app.delete('/sessions/:id/questions/:qid', refuseBody, open, async (c) => {
    const { sessionId, qid } = withQuestion(c.req.param());
    await questions.remove(actorOf(c), sessionId, qid);
    return c.json({ success: true });
  });
  app.post('/sessions/:id/questions/:qid/moderation', open, async (c) => {
    const { sessionId, qid } = withQuestion(c.req.param());
    const req = await jsonBody(c, ModerationRequest);
    return c.json(await questions.moderate(actorOf(c), sessionId, qid, req));
  });
  return app;
}
