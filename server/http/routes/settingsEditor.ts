import { Schema } from 'effect';
import { Hono } from 'hono';
import { BadRequest } from '../../../schemas/errors';
import { SaveSettingsRequest, SettingsVersionParams } from '../../../schemas/settingsEditor';
import type { SettingsImages } from '../../areas/events/settingsImages';
import type { SettingsVersions } from '../../areas/events/settingsVersions';
import { requireAdmin } from '../auth';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

const ImageParams = Schema.Struct({ id: Schema.String.pipe(Schema.maxLength(100)) });

/**
 * The settings editor (admins only): GET /api/admin/settings (the document, its version and the versions),
 * PUT /api/admin/settings (a new document, checked with the event configuration schema: 400 naming each wrong
 * field, nothing stored), POST /api/admin/settings/versions/:version/restore (undo to that version).
 */
export function settingsEditorRoutes(versions: SettingsVersions, images: SettingsImages) {
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
  /** One image as multipart/form-data, field `image`. */
  app.post('/uploads/settings-image', requireAdmin, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.image;
    if (!(file instanceof File)) {
      const message = 'Send the image in the field image';
      throw new BadRequest({ message, fields: [{ path: 'image', message }] });
    }
    return c.json(await images.upload(new Uint8Array(await file.arrayBuffer())), 201);
  });
  app.get('/settings-images/:id', async (c) => {
    const { id } = decode(ImageParams, c.req.param(), 'image');
    const file = await images.image(id);
    c.header('Content-Type', file.contentType);
    // A new image gets a new address, so this one never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(file.body));
  });
  return app;
}
