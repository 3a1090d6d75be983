import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { BadRequest, NotFound } from '../../../schemas/errors';
import type { SocketNotification } from '../../../schemas/notification';
import {
  NOTIFICATION_TEXT,
  type NotificationContext,
  notificationProblems,
  type NotificationPost,
  type NotificationRequest,
  type NotificationType,
} from '../../../schemas/notificationPost';
import type { RelayPublisher } from '../../../schemas/relay';
import type { Db } from '../../db/connect';
import { notificationPosts } from '../../db/schema';
import type { EventRow } from '../events/queries';
import { sanitizePostHtml } from '../wall/sanitize';

type Row = typeof notificationPosts.$inferSelect;

/** The request, if the form's rules hold (001 §5); the first problem otherwise, with every problem's field. */
function checked(req: NotificationRequest): NotificationRequest {
  const problems = notificationProblems(req);
  const first = problems[0];
  if (first) throw new BadRequest({ message: first.message, fields: problems });
  return req;
}

const asTime = (d: Date | null) => (d === null ? null : d.getTime());

function toPost(r: Row): NotificationPost {
  return {
    _id: r.id,
    created_at: r.createdAt.getTime(),
    post_object: {
      type: r.type as NotificationType,
      isSticky: r.isSticky,
      actions: r.actions as NotificationPost['post_object']['actions'],
      title: r.title,
      message: r.message,
      startTime: asTime(r.startTime),
      endTime: asTime(r.endTime),
      contextType: r.contextType as NotificationContext | null,
      contextId: r.contextId,
      linkButtonURL: r.linkButtonUrl,
      linkButtonTitle: r.linkButtonTitle,
      tags: r.tags,
    },
  };
}

/** What the relay sends every signed-in attendee of the event (001 §3 Socket notification). */
function socketNotification(r: Row): SocketNotification {
  return {
    type: 'instant_notification',
    title: r.title,
    message: r.message,
    ...(r.linkButtonTitle ? { linkButtonTitle: r.linkButtonTitle } : {}),
    ...(r.linkButtonUrl ? { linkButtonURL: r.linkButtonUrl } : {}),
    ...(r.contextType ? { contextType: r.contextType as NotificationContext } : {}),
    ...(r.contextId ? { contextId: r.contextId } : {}),
  };
}

/**
 * Whether the lobby lists a notification now (001 §4): instant ones sent to the lobby always, the others once
 * their start has passed, and range ones until their end.
 */
export function isListed(r: Pick<Row, 'type' | 'actions' | 'startTime' | 'endTime'>, now: number): boolean {
  if (r.type === 'instant') return r.actions.includes('lobby');
  if (r.startTime === null || r.startTime.getTime() > now) return false;
  return r.type !== 'range' || r.endTime === null || now <= r.endTime.getTime();
}

/** Sticky ones first, then the newest. */
const lobbyOrder = (a: Row, b: Row) =>
  Number(b.isSticky) - Number(a.isSticky) || b.createdAt.getTime() - a.createdAt.getTime();

export type Notifications = ReturnType<typeof createNotifications>;

/** Admin publishing and the lobby's notifications; live sending through the relay. */
export function createNotifications(db: Db, clock: { now(): number }, publisher: RelayPublisher) {
  const rowsOf = (eventId: string) =>
    db.select().from(notificationPosts).where(eq(notificationPosts.eventId, eventId));
  const values = (req: NotificationRequest) => ({
    type: req.type,
    actions: [...new Set(req.type === 'instant' ? (req.actions ?? []) : ['lobby'])],
    isSticky: req.isSticky ?? false,
    title: req.title.trim(),
    message: sanitizePostHtml(req.message),
    startTime: req.type === 'instant' || req.startTime === undefined ? null : new Date(req.startTime),
    endTime: req.type === 'range' && req.endTime !== undefined ? new Date(req.endTime) : null,
    contextType: req.contextType ?? null,
    contextId: req.contextId?.trim() || null,
    linkButtonUrl: req.contextType === 'external_link' ? (req.linkButtonURL ?? null) : null,
    linkButtonTitle: req.contextType ? (req.linkButtonTitle?.trim() ?? null) : null,
    tags: [...(req.tags ?? [])],
  });
  const sendLive = (event: { id: string }, r: Row) =>
    publisher.publish({
      kind: 'instant_notification',
      eventId: event.id,
      notification: socketNotification(r),
    });

  return {
    /** The lobby's list for attendees. */
    async lobby(event: EventRow): Promise<NotificationPost[]> {
      const now = clock.now();
      return (await rowsOf(event.id))
        .filter((r) => isListed(r, now))
        .sort(lobbyOrder)
        .map(toPost);
    },

    /** Every notification of the event, newest first (the admin's 'Existing Notifications'). */
    async all(event: EventRow): Promise<NotificationPost[]> {
      const rows = await rowsOf(event.id);
      return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toPost);
    },

    /** Saves it; an instant one with Send as Notification goes to every signed-in attendee at once. */
    async create(event: EventRow, req: NotificationRequest): Promise<NotificationPost> {
      const now = new Date(clock.now());
      const row: Row = {
        id: randomUUID(),
        eventId: event.id,
        ...values(checked(req)),
        createdAt: now,
        firedAt: null,
      };
      if (row.type === 'instant' && row.actions.includes('live')) row.firedAt = now;
      await db.insert(notificationPosts).values(row);
      if (row.firedAt) await sendLive(event, row);
      return toPost(row);
    },

    async update(event: EventRow, id: string, req: NotificationRequest): Promise<NotificationPost> {
      const [current] = await db
        .select()
        .from(notificationPosts)
        .where(and(eq(notificationPosts.eventId, event.id), eq(notificationPosts.id, id)));
      if (!current) throw new NotFound({ message: NOTIFICATION_TEXT.NOT_FOUND });
      const next = values(checked(req));
      // A new time for a scheduled notification fires it again at that time.
      const refire = next.type !== current.type || asTime(next.startTime) !== asTime(current.startTime);
      const row: Row = { ...current, ...next, firedAt: refire ? null : current.firedAt };
      await db.update(notificationPosts).set(row).where(eq(notificationPosts.id, id));
      return toPost(row);
    },

    async remove(event: EventRow, id: string): Promise<void> {
      const gone = await db
        .delete(notificationPosts)
        .where(and(eq(notificationPosts.eventId, event.id), eq(notificationPosts.id, id)))
        .returning();
      if (gone.length === 0) throw new NotFound({ message: NOTIFICATION_TEXT.NOT_FOUND });
    },

    /**
     * Sends the scheduled notifications whose time has come, each once: the row is claimed by setting fired_at,
     * so that several API processes never send one twice. Answers how many it sent.
     */
    async fireDue(): Promise<number> {
      const now = new Date(clock.now());
      const due = await db
        .update(notificationPosts)
        .set({ firedAt: now })
        .where(
          and(
            eq(notificationPosts.type, 'scheduled'),
            isNull(notificationPosts.firedAt),
            lte(notificationPosts.startTime, now),
          ),
        )
        .returning();
      for (const r of due) await sendLive({ id: r.eventId }, r);
      return due.length;
    },
  };
}
