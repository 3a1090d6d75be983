import { Hono } from 'hono';
import { ContactRequest } from '../../../schemas/contact';
import { NotFound } from '../../../schemas/errors';
import type { Settings } from '../../areas/events/settings';
import type { Contacts } from '../../areas/people/contacts';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** The signed-in user's event: its configuration document and contact cards. */
export function settingsRoutes(settings: Settings, contacts: Contacts) {
  const app = new Hono<AppEnv>();

  app.get('/settings', (c) => c.json(settings.forUser(c.var.event, c.var.user)));

  app.post('/contact/:sourceHex', async (c) => {
    if (c.req.param('sourceHex') !== c.var.event.sourceHex)
      throw new NotFound({ message: 'Event not found' });
    const { uuids } = await jsonBody(c, ContactRequest);
    return c.json({ contacts: await contacts.cardsOf(c.var, uuids) });
  });

  return app;
}
