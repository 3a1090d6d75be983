import { Hono } from 'hono';
import { SaveSettingsRequest, SettingsVersionParams } from '../../../schemas/settingsEditor';
import type { SettingsVersions } from '../../areas/events/settingsVersions';
import { requireAdmin } from '../auth';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * The settings editor (admins only): GET /api/admin/settings (the document, its version and the versions),
 * PUT /api/admin/settings (a new document, checked with the event configuration schema: 400 naming each wrong
 * field, nothing stored), POST /api/admin/settings/versions/:version/restore (undo to that version).
 */
export function settingsEditorRoutes(versions: SettingsVersions) {
  const app = new Hono<AppEnv>();
  app.use('/admin/settings', requireAdmin);
  app.use('/admin/settings/*', requireAdmin);
  app.get('/admin/settings', async (c) => c.json(await versions.document(c.var.event)));
  app.put('/admin/settings', async (c) => {
    const { settings, baseVersion } = await jsonBody(c, SaveSettingsRequest);
    return c.json(await versions.save(c.var.event, c.var.user, settings, baseVersion));
  });
  app.get('/admin/settings/versions', async (c) =>
    c.json({ versions: await versions.versions(c.var.event) }),
  );
  app.post('/admin/settings/versions/:version/restore', refuseBody, async (c) => {
    const { version } = decode(SettingsVersionParams, c.req.param(), 'version');
    return c.json(await versions.restore(c.var.event, c.var.user, version));
  });
  return app;
}
