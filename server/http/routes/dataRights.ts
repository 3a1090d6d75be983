import { Schema } from 'effect';
import { Hono } from 'hono';
import { DeleteAccountRequest, type DataRightsLogReply } from '../../../schemas/dataRights';
import { TextUpTo } from '../../../schemas/input';
import type { DataRights } from '../../areas/dataRights/dataRights';
import { actorOf } from '../actor';
import { requireAdmin } from '../auth';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const PersonParams = Schema.Struct({ uuid: TextUpTo(100) });

/**
 * People's data rights: GET /api/me/data (everything stored about me, as JSON; the web app packs it with the
 * notes PDF into a ZIP), DELETE /api/me (my account, confirmed), the same for admins on a person's request
 * (GET /api/admin/people/{uuid}/data, DELETE /api/admin/people/{uuid}) and the audit log
 * (GET /api/admin/data-rights/log).
 */
export function dataRightsRoutes(dataRights: DataRights) {
  const app = new Hono<AppEnv>();
  app.get('/me/data', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await dataRights.exportFor(actorOf(c), c.var.user.uuid));
  });
  app.delete('/me', async (c) => {
    const request = await jsonBody(c, DeleteAccountRequest);
    await dataRights.deleteAccount(actorOf(c), c.var.user.uuid, request);
    return c.json({ success: true });
  });
  app.use('/admin/people/*', requireAdmin);
  app.use('/admin/data-rights/*', requireAdmin);
  app.get('/admin/people/:uuid/data', async (c) => {
    const { uuid } = decode(PersonParams, c.req.param(), 'person');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await dataRights.exportFor(actorOf(c), uuid));
  });
  app.delete('/admin/people/:uuid', async (c) => {
    const { uuid } = decode(PersonParams, c.req.param(), 'person');
    await dataRights.deleteAccount(actorOf(c), uuid, await jsonBody(c, DeleteAccountRequest));
    return c.json({ success: true });
  });
  app.get('/admin/data-rights/log', async (c) => {
    const reply: DataRightsLogReply = { entries: await dataRights.log(actorOf(c)) };
    return c.json(reply);
  });
  return app;
}
