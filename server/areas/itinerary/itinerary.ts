import { ITINERARY_MAIL } from '../../../schemas/constants';
import { RateLimited } from '../../../schemas/errors';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { UserRow } from '../auth/users';
import { appAddress } from '../events/address';
import type { EventRow } from '../events/queries';
import type { Favorites } from '../favorites/favorites';
import { recentAttempts } from '../limits/recentAttempts';
import { itineraryCalendar } from './calendar';

export type Itinerary = ReturnType<typeof createItinerary>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

export const ITINERARY_FILE = 'itinerary.ics';

const pathOf = (d: SessionItemDoc) =>
  d.internal_type === 'abstract'
    ? `/main/sessions/${d.session_id}/${d.ab_id}`
    : d.internal_type === 'program'
      ? `/main/sessions/${d.session_id}/${d.program_id}`
      : `/main/sessions/${d.session_id}`;

/** The itinerary as a calendar file (000 §4 "Itinerary"): downloaded, or mailed to the user's own address. */
export function createItinerary(deps: {
  db: Db;
  mailer: Mailer;
  clock: { now(): number };
  publicUrl: string;
  favorites: Favorites;
}) {
  async function calendar(
    { event, user }: Actor,
    feed?: { revisions: (ids: string[]) => Promise<Map<string, number>> },
  ): Promise<string> {
    const rooms = new Map(
      (event.config.session_room_array ?? []).map((r) => [String(r.session_room_id), r.session_room_name]),
    );
    const docs = (await deps.favorites.savedDocs({ event, user })).filter(
      (d) => d.start_time_unix !== undefined,
    );
    const revisions = feed ? await feed.revisions(docs.map((d) => d._id)) : undefined;
    return itineraryCalendar(
      event.title,
      event.config.timezone ?? 'UTC',
      docs.map((doc) => ({
        doc,
        url: appAddress(deps.publicUrl, event, pathOf(doc)),
        room: doc.room_id !== undefined ? rooms.get(String(doc.room_id)) : undefined,
        ...(revisions ? { sequence: revisions.get(doc._id) ?? 0 } : {}),
      })),
      { zoned: feed !== undefined },
    );
  }

  return {
    calendar,

    async email(actor: Actor): Promise<void> {
      const attempts = recentAttempts(deps.db, deps.clock, ITINERARY_MAIL.WINDOW);
      const key = `itinerary:${actor.user.uuid}`;
      if (await attempts.reached({ [key]: ITINERARY_MAIL.MAX_PER_USER }))
        throw new RateLimited({
          message: 'Your itinerary was sent several times already. Please try again later.',
          retryAfterSeconds: Math.ceil(ITINERARY_MAIL.WINDOW / 1000),
        });
      const content = await calendar(actor);
      await deps.mailer.send({
        to: actor.user.email,
        subject: `[${actor.event.title}] Your itinerary`,
        text: `Your itinerary for ${actor.event.title} is attached: open ${ITINERARY_FILE} to add it to your calendar.\n`,
        attachments: [{ filename: ITINERARY_FILE, content, contentType: 'text/calendar; charset=utf-8' }],
      });
      await attempts.record([key]);
    },
  };
}
