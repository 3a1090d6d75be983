import { Schema } from 'effect';
import {
  type NotificationRequest,
  NotificationSaved,
  NotificationsReply,
} from '../../schemas/notificationPost';
import type { Api } from './client';

const Done = Schema.Struct({ success: Schema.Boolean });

/** The lobby's notifications, and the admin's publishing calls. */
export function notificationCalls(api: Api) {
  const admin = '/admin/notifications';
  return {
    lobby: () => api.apiFetch(NotificationsReply, '/notifications'),
    all: () => api.apiFetch(NotificationsReply, admin),
    create: (body: typeof NotificationRequest.Encoded) =>
      api.apiFetch(NotificationSaved, admin, { method: 'POST', body }),
    update: (id: string, body: typeof NotificationRequest.Encoded) =>
      api.apiFetch(NotificationSaved, `${admin}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    remove: (id: string) => api.apiFetch(Done, `${admin}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
}
export type NotificationCalls = ReturnType<typeof notificationCalls>;
