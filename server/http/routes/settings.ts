import { Hono } from 'hono';
import { Schema } from 'effect';
import { CACHE } from '../../../schemas/constants';
import { NotFound } from '../../../schemas/errors';
import { TextUpTo } from '../../../schemas/input';
import { closedMessage, closedPageConfig } from '../../areas/closing/closing';
import { type MediaSigner, signMediaIn } from '../../areas/media/signedUrls';
import type { Contacts } from '../../areas/people/contacts';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

const ContactRequest = Schema.Struct({
  uuids: Schema.Array(TextUpTo(100)).pipe(
    Schema.maxItems(CACHE.CONTACT_BATCH_SIZE, {
      message: () => `At most ${CACHE.CONTACT_BATCH_SIZE} uuids a call`,
    }),
  ),
});

/**
 * The signed-in user's event: its configuration document (its media addresses signed: ads, lounge and poster
 * hall videos are for every signed-in user of the event) and contact cards.
 */
export function settingsRoutes(mediaSigner: MediaSigner, contacts: Contacts) {
  const app = new Hono<AppEnv>();

  app.get('/settings', (c) => {
    const { config } = c.var.event;
    const closed = closedMessage('hard', config, c.var.user.isAdmin, c.var.deps.clock.now()) !== null;
    const expires = mediaSigner.expiry(c.var.deps.clock.now());
    return c.json(signMediaIn(closed ? closedPageConfig(config) : config, mediaSigner, expires));
  });

  app.post('/contact/:sourceHex', async (c) => {
    if (c.req.param('sourceHex') !== c.var.event.sourceHex)
      throw new NotFound({ message: 'Event not found' });
    const { uuids } = await jsonBody(c, ContactRequest);
    return c.json({ contacts: await contacts.cardsOf(c.var, uuids) });
  });

  return app;
}
