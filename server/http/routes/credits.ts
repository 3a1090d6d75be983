import { Hono } from 'hono';
import { AssignCreditRequest, CreditTypesQuery, type CreditTypesReply } from '../../../schemas/credits';
import type { Credits } from '../../areas/credits/credits';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/** Credit types (000 §7): GET /api/get_credit_types?session_id=, POST /api/assign_credit_type. */
export function creditRoutes(credits: Credits) {
  const app = new Hono<AppEnv>();
  app.get('/get_credit_types', async (c) => {
    const q = decode(CreditTypesQuery, c.req.query(), 'query');
    const reply: CreditTypesReply = await credits.types(actorOf(c), q.session_id);
    return c.json(reply);
  });
  app.post('/assign_credit_type', async (c) => {
    const body = await jsonBody(c, AssignCreditRequest);
    const reply: CreditTypesReply = await credits.assign(actorOf(c), body);
    return c.json(reply);
  });
  return app;
}
