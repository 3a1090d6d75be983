import { Hono } from 'hono';
import {
  NOTIFICATION_TEXT,
  NotificationParams,
  NotificationRequest,
} from '../../../schemas/notificationPost';
import type { Notifications } from '../../areas/notifications/notifications';
import { requireAdmin } from '../auth';
import { refuseBody } from '../bodyLimits';
import type { AppEnv } from '../env';
import { decode, jsonBody } from '../validate';

/**
 * The lobby's notifications (GET /api/notifications) and the admin's publishing (001 §2 Admin publishing):
 * /api/admin/notifications for admins only.
 */
export function notificationRoutes(notifications: Notifications) {
  const app = new Hono<AppEnv>();
  app.get('/notifications', async (c) => c.json({ notifications: await notifications.lobby(c.var.event) }));

  app.use('/admin/notifications', requireAdmin);
  app.use('/admin/notifications/*', requireAdmin);
  app.get('/admin/notifications', async (c) =>
    c.json({ notifications: await notifications.all(c.var.event) }),
  );
  app.post('/admin/notifications', async (c) => {
    const notification = await notifications.create(c.var.event, await jsonBody(c, NotificationRequest));
    return c.json({ message: NOTIFICATION_TEXT.PUBLISHED, notification }, 201);
  });
  app.put('/admin/notifications/:id', async (c) => {
    const { id } = decode(NotificationParams, c.req.param(), 'notification');
    const notification = await notifications.update(c.var.event, id, await jsonBody(c, NotificationRequest));
    return c.json({ message: NOTIFICATION_TEXT.PUBLISHED, notification });
  });
  app.delete('/admin/notifications/:id', refuseBody, async (c) => {
    const { id } = decode(NotificationParams, c.req.param(), 'notification');
    await notifications.remove(c.var.event, id);
    return c.json({ success: true });
  });
  return app;
}
