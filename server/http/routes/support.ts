import { Hono } from 'hono';
import { SupportRequest, type SupportReply } from '../../../schemas/support';
import type { Tokens } from '../../areas/auth/tokens';
import { findEvent, findEventBySourceHex } from '../../areas/events/queries';
import { sendSupportMail } from '../../areas/support/supportMail';
import { clientAddress } from '../connection';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** The Support modal and the sign-in page's support form: signed in or not. */
export function supportRoutes(tokens: Tokens) {
  const app = new Hono<AppEnv>();

  app.post('/support', async (c) => {
    const request = await jsonBody(c, SupportRequest);
    const { db, mailer, clock } = c.var.deps;
    const event = request.confurlid
      ? await findEvent(db, request.confurlid)
      : await findEventBySourceHex(db, request.Source);
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const claims = bearer ? await tokens.verifySession(bearer) : null;
    await sendSupportMail({ db, mailer, clock }, event, request, {
      address: clientAddress(c),
      ...(claims && claims.eventId === event.id ? { signedInUuid: claims.uuid } : {}),
    });
    const reply: SupportReply = { message: 'Support email sent' };
    return c.json(reply);
  });

  return app;
}
