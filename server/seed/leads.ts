import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { activityLog, exhibitorLeads, meetings, timeslots } from '../db/schema';
import type { UserInsert } from './people';

type LeadInsert = typeof exhibitorLeads.$inferInsert;
type ActivityInsert = typeof activityLog.$inferInsert;
type MeetingInsert = typeof meetings.$inferInsert;
type TimeslotInsert = typeof timeslots.$inferInsert;

const MINUTE = 60_000;

/** What each demo visitor did at the booth: visits, products (by place) and media opened, a meeting or not. */
const VISITS: readonly {
  readonly visits: number;
  readonly products: readonly number[];
  readonly pdf: boolean;
  readonly video: boolean;
  readonly link: boolean;
  /** The booth's free slot (by place, soonest first) the visitor booked; null: none. */
  readonly slot: number | null;
  readonly minutesAgo: number;
}[] = [
  { visits: 3, products: [0, 1], pdf: true, video: true, link: false, slot: 1, minutesAgo: 40 },
  { visits: 1, products: [2], pdf: true, video: false, link: true, slot: null, minutesAgo: 95 },
  { visits: 2, products: [], pdf: false, video: true, link: false, slot: 4, minutesAgo: 150 },
  { visits: 1, products: [0], pdf: false, video: false, link: false, slot: null, minutesAgo: 220 },
];

/**
 * The demo booth's leads (docs/decisions.md "Exhibitor leads"): a few attendees who shared their card at the
 * demo staff's booth, with the visits, product pages and booth media the activity log holds for them and a
 * meeting or two on the booth's slots, so that its leads page shows something on a fresh start. Fixed from
 * the visitors given and `now`, as the other demo activity.
 */
export function demoLeads(opts: {
  eventId: string;
  now: number;
  booth: ExhibitorDoc;
  visitors: readonly UserInsert[];
  slots: readonly TimeslotInsert[];
}): { leads: LeadInsert[]; activity: ActivityInsert[]; meetings: MeetingInsert[] } {
  const { eventId, now, booth } = opts;
  const compId = booth.CompanyInfo.CompID;
  const slots = opts.slots
    .filter((s) => s.exhibitorId === compId)
    .sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
  const media = (m: ExhibitorDoc['media']['pdf'][number] | undefined) =>
    m?.data.url ? `${compId}/${m.data.url.split(/[?#]/)[0]}` : null;
  const leads: LeadInsert[] = [];
  const activity: ActivityInsert[] = [];
  const booked: MeetingInsert[] = [];
  VISITS.forEach((v, n) => {
    const who = opts.visitors[n];
    if (!who) return;
    const at = (minutes: number) => new Date(now - minutes * MINUTE);
    const row = (action: string, entityType: string, entityId: string, minutes: number): ActivityInsert => ({
      eventId,
      uuid: who.uuid,
      action,
      entityType,
      entityId,
      at: at(minutes),
    });
    for (let k = 0; k < v.visits; k++)
      activity.push(row('booth_visit', 'exhibitor', String(compId), v.minutesAgo + k * 30));
    for (const p of v.products)
      activity.push(row('product_view', 'exhibitor_product', `${compId}/${p}`, v.minutesAgo - 2));
    const opened = [
      v.pdf ? media(booth.media.pdf[0]) : null,
      v.video ? media(booth.media.youtube[0]) : null,
      v.link ? media(booth.media.links[0]) : null,
    ];
    for (const id of opened)
      if (id) activity.push(row('booth_media_view', 'exhibitor_media', id, v.minutesAgo - 4));
    activity.push(row('booth_share_info', 'exhibitor', String(compId), v.minutesAgo - 5));
    leads.push({
      eventId,
      uuid: who.uuid,
      exhibitorId: compId,
      card: {
        firstName: who.firstname ?? '',
        lastName: who.lastname ?? '',
        email: who.email,
        company: who.company ?? '',
        title: who.contactTitle ?? '',
        city: who.city ?? '',
        state: who.state ?? '',
        country: who.country ?? '',
      },
      sharedAt: at(v.minutesAgo - 5),
    });
    const slot = v.slot === null ? undefined : slots[v.slot];
    if (slot) {
      activity.push(row('meeting_booked', 'exhibitor', String(compId), v.minutesAgo - 6));
      booked.push({
        eventId,
        id: `demo-meeting-${compId}-${n + 1}`,
        timeslotId: slot.id,
        exhibitorId: compId,
        requesterUuid: who.uuid,
        note: 'I would like to see a demonstration with my team.',
        status: 'requested',
        createdAt: at(v.minutesAgo - 6),
      });
    }
  });
  return { leads, activity, meetings: booked };
}
