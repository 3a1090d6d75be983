import { Hono } from 'hono';
import { Schema } from 'effect';
import { CACHE } from '../../../schemas/constants';
import { NotFound } from '../../../schemas/errors';
import { TextUpTo } from '../../../schemas/input';
import { findUsers, toContact } from '../../areas/auth/users';
import { closedMessage, closedPageConfig } from '../../areas/closing/closing';
import type { Tokens } from '../../areas/auth/tokens';
import { requireUser } from '../auth';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

const ContactRequest = Schema.Struct({
  uuids: Schema.Array(TextUpTo(100)).pipe(
    Schema.maxItems(CACHE.CONTACT_BATCH_SIZE, {
      message: () => `At most ${CACHE.CONTACT_BATCH_SIZE} uuids a call`,
    }),
  ),
});

/** The signed-in user's event: its configuration document and contact cards. */
export function settingsRoutes(tokens: Tokens) {
  const app = new Hono<AppEnv>();
  app.use('/settings', requireUser(tokens));
  app.use('/contact/*', requireUser(tokens));

  app.get('/settings', (c) => {
    const { config } = c.var.event;
    const closed = closedMessage('hard', config, c.var.user.isAdmin, c.var.deps.clock.now()) !== null;
    return c.json(closed ? closedPageConfig(config) : config);
  });

  app.post('/contact/:sourceHex', async (c) => {
    if (c.req.param('sourceHex') !== c.var.event.sourceHex)
      throw new NotFound({ message: 'Event not found' });
    const { uuids } = await jsonBody(c, ContactRequest);
    const rows = await findUsers(c.var.deps.db, c.var.event.id, [...new Set(uuids)]);
    return c.json({ contacts: rows.map(toContact) });
  });

  return app;
}
