import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { NotFound } from '../../../schemas/errors';
import type { Db } from '../../db/connect';
import { calendarFeeds, events, programItems } from '../../db/schema';
import { findUser, type UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { Itinerary } from './itinerary';

interface Actor {
  event: EventRow;
  user: UserRow;
}

const notFound = () => new NotFound({ message: 'No such calendar feed' });
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The personal calendar feed (a subscription to one's itinerary): a secret address per attendee, shown on My
 * Itinerary, that calendars poll. The address is the user and a signature of the user and the feed's nonce;
 * resetting the feed draws a new nonce, so the old address answers 404 from then on.
 */
export function createCalendarFeed(deps: {
  db: Db;
  authSecret: Uint8Array;
  publicUrl: string;
  itinerary: Itinerary;
}) {
  const sign = (uuid: string, nonce: string) =>
    createHmac('sha256', deps.authSecret).update(`calendar-feed|${uuid}|${nonce}`).digest('base64url');
  const addressOf = (uuid: string, nonce: string) =>
    `${deps.publicUrl}/api/calendar/${encodeURIComponent(uuid)}/${sign(uuid, nonce)}.ics`;
  const freshNonce = () => randomBytes(18).toString('base64url');

  async function nonceOf(uuid: string): Promise<{ nonce: string; eventId: string } | undefined> {
    const [row] = await deps.db
      .select({ nonce: calendarFeeds.nonce, eventId: calendarFeeds.eventId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.uuid, uuid));
    return row;
  }

  return {
    /** My feed's address (made on first ask). */
    async address({ event, user }: Actor): Promise<string> {
      await deps.db
        .insert(calendarFeeds)
        .values({ eventId: event.id, uuid: user.uuid, nonce: freshNonce() })
        .onConflictDoNothing();
      const row = await nonceOf(user.uuid);
      return addressOf(user.uuid, row!.nonce);
    },

    /** A new address; the old one stops working. */
    async reset({ event, user }: Actor): Promise<string> {
      const nonce = freshNonce();
      await deps.db
        .insert(calendarFeeds)
        .values({ eventId: event.id, uuid: user.uuid, nonce })
        .onConflictDoUpdate({ target: calendarFeeds.uuid, set: { nonce, createdAt: new Date() } });
      return addressOf(user.uuid, nonce);
    },

    /** The feed behind an address: the user's itinerary now, or 404 for an address that is not (or no longer) valid. */
    async calendar(uuid: string, signature: string): Promise<string> {
      if (!SIGNATURE.test(signature)) throw notFound();
      const row = await nonceOf(uuid);
      if (!row) throw notFound();
      const expected = Buffer.from(sign(uuid, row.nonce));
      if (!timingSafeEqual(expected, Buffer.from(signature))) throw notFound();
      const [event] = await deps.db.select().from(events).where(eq(events.id, row.eventId));
      const user = await findUser(deps.db, row.eventId, uuid);
      if (!event || !user) throw notFound();
      return deps.itinerary.calendar(
        { event, user },
        {
          async revisions(ids) {
            if (!ids.length) return new Map();
            const rows = await deps.db
              .select({ id: programItems.id, revision: programItems.revision })
              .from(programItems)
              .where(and(eq(programItems.eventId, event.id), inArray(programItems.id, ids)));
            return new Map(rows.map((r) => [r.id, r.revision]));
          },
        },
      );
    },
  };
}
export type CalendarFeed = ReturnType<typeof createCalendarFeed>;
