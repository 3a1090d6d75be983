import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { AnalyticsEvent, AnalyticsList } from '../../../schemas/analytics';
import { ANALYTICS } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { GameTaskKind } from '../../../schemas/gameTask';
import type { Db } from '../../db/connect';
import { analyticsEvents } from '../../db/schema';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { isLogged } from '../feedback/feedback';
import type { GameTasks } from '../game/tasks';

/** The game task an action completes (001 §7 Gamification: completing an ad, a banner ad click). */
const TASK_OF: Partial<Record<AnalyticsEvent['action'], GameTaskKind>> = {
  ad_complete: 'COMPLETE_WATCH_AD',
  banner_click: 'BANNER_AD_CLICK',
};

/** An ad's address without its query (media addresses carry a signature that changes): the same ad, one id. */
export const adId = (src: string) => src.split(/[?#]/)[0] ?? src;

/** Whether the event's configuration names this address (an ad the event shows, not one made up for points). */
const isEventMedia = (event: EventRow, src: string) =>
  JSON.stringify(event.config).includes(JSON.stringify(src));

export type Analytics = ReturnType<typeof createAnalytics>;

/** The event log of a signed-in user's actions, and the game tasks ad actions complete. */
export function createAnalytics(db: Db, clock: { now(): number }, tasks: GameTasks) {
  async function assertUnderRate(event: EventRow, user: UserRow, now: number) {
    const [row] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.eventId, event.id),
          eq(analyticsEvents.uuid, user.uuid),
          gte(analyticsEvents.createdAt, new Date(now - ANALYTICS.RATE_WINDOW)),
        ),
      );
    if ((row?.n ?? 0) >= ANALYTICS.MAX_PER_USER)
      throw new RateLimited({
        message: 'Too many logged actions; try again in a minute.',
        retryAfterSeconds: ANALYTICS.RATE_WINDOW / 1000,
      });
  }

  return {
    /** Stores one action (staff only when the event's admin logging is on); answers whether it was stored. */
    async log({ event, user }: { event: EventRow; user: UserRow }, entry: AnalyticsEvent): Promise<boolean> {
      // The game counts every attendee's ad actions, whether or not the event logs them.
      const kind = TASK_OF[entry.action];
      if (kind && entry.ad_src && isEventMedia(event, adId(entry.ad_src)))
        await tasks.complete(event, user, { kind, itemId: adId(entry.ad_src) });
      if (!isLogged(event, user)) return false;
      const now = clock.now();
      await assertUnderRate(event, user, now);
      await db.insert(analyticsEvents).values({
        id: randomUUID(),
        eventId: event.id,
        uuid: user.uuid,
        action: entry.action,
        page: entry.page,
        entityType: entry.entity_type ?? null,
        entityId: entry.entity_id ?? null,
        title: entry.title ?? null,
        adSrc: entry.ad_src ? adId(entry.ad_src) : null,
        adUrl: entry.ad_url ?? null,
        adPlace: entry.ad_place ?? null,
        seconds: entry.seconds ?? null,
        createdAt: new Date(now),
      });
      return true;
    },

    /** The event's newest logged actions, for its admins. */
    async newest(event: EventRow): Promise<AnalyticsList> {
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventId, event.id))
        .orderBy(desc(analyticsEvents.createdAt))
        .limit(ANALYTICS.ADMIN_LIST);
      return {
        rows: rows.map((r) => ({
          uuid: r.uuid,
          action: r.action as AnalyticsEvent['action'],
          page: r.page,
          entity_type: r.entityType,
          entity_id: r.entityId,
          ad_src: r.adSrc,
          ad_place: r.adPlace,
          at: r.createdAt.getTime(),
        })),
      };
    },
  };
}
