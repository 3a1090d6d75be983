import { Hono } from 'hono';
import { SupportRequest, type SupportReply } from '../../../schemas/support';
import type { Support } from '../../areas/support/support';
import { clientAddress } from '../connection';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** POST /api/support: the Support modal and the sign-in page's support form, signed in or not. */
export function supportRoutes(support: Support) {
  const app = new Hono<AppEnv>();
  app.post('/support', async (c) => {
    const request = await jsonBody(c, SupportRequest);
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    await support.send(request, { address: clientAddress(c), bearer });
    const reply: SupportReply = { message: 'Support email sent' };
    return c.json(reply);
  });
  return app;
}
