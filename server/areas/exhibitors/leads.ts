import type { CsvTable } from '../../../schemas/csvTable';
import { Forbidden, NotFound } from '../../../schemas/errors';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import {
  type Lead,
  type LeadItem,
  type LeadItemKind,
  LEADS_TEXT,
  type LeadsReply,
} from '../../../schemas/exhibitorLeads';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { orderedProducts } from './booth';
import { BOOTH_VISIT, leadActivity, leadMeetings, leadsOf, PRODUCT_VIEW } from './leadsQueries';
import { exhibitorProducts, findExhibitor } from './queries';

interface Actor {
  event: EventRow;
  user: UserRow;
}

/** Whether the user is on the company's staff (one of its `contact_info`), as its booth rooms see it. */
export const isStaffOf = (doc: ExhibitorDoc, uuid: string) => doc.contact_info.some((s) => s.uuid === uuid);

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The booth's items by the key the activity log gives them: `p:{productIndex}` and `m:{address}`. */
function boothItems(doc: ExhibitorDoc, products: ReturnType<typeof orderedProducts>) {
  const items = new Map<string, { kind: LeadItemKind; name: string }>();
  products.forEach((p, index) => {
    items.set(`p:${index}`, { kind: 'product', name: p.data.name });
  });
  const media = (list: ExhibitorDoc['media']['pdf'], kind: LeadItemKind) =>
    list.forEach((m, n) => {
      const url = m.data.url ? withoutQuery(m.data.url) : '';
      if (!url || items.has(`m:${url}`)) return;
      const name = m.data.label || m.data.title || (kind === 'video' ? `Video ${n + 1}` : url);
      items.set(`m:${url}`, { kind, name });
    });
  media(doc.media.pdf, 'file');
  media(doc.media.youtube, 'video');
  media(doc.media.links, 'link');
  return items;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A lead while it is put together. */
interface Draft extends Omit<Mutable<Lead>, 'looked_at' | 'meetings'> {
  looked_at: Mutable<LeadItem>[];
  meetings: Mutable<Lead['meetings'][number]>[];
}

const KIND_ORDER: readonly LeadItemKind[] = ['product', 'file', 'video', 'link'];
const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * A company's leads (the cards attendees shared at its booth) for its staff and admins: each with its booth
 * visits, the booth's products, files, videos and links it opened (named from the exhibitor's document; what
 * the document no longer has is left out) and the meetings it booked with the company's staff.
 */
export function createLeads(deps: { db: Db }) {
  const { db } = deps;

  async function leads({ event, user }: Actor, compId: number): Promise<LeadsReply> {
    const doc = await findExhibitor(db, event.id, compId);
    if (!doc) throw new NotFound({ message: LEADS_TEXT.NO_EXHIBITOR });
    if (!user.isAdmin && !isStaffOf(doc, user.uuid)) throw new Forbidden({ message: LEADS_TEXT.NOT_STAFF });
    const [rows, activity, booked, products] = await Promise.all([
      leadsOf(db, event.id, compId),
      leadActivity(db, event.id, compId),
      leadMeetings(db, event.id, compId),
      exhibitorProducts(db, event.id, compId),
    ]);
    const items = boothItems(doc, orderedProducts(doc, products));
    const prefix = `${compId}/`;
    const drafts = new Map<string, Draft>();
    for (const r of rows)
      drafts.set(r.uuid, {
        uuid: r.uuid,
        card: {
          first_name: r.card.firstName,
          last_name: r.card.lastName,
          email: r.card.email,
          company: r.card.company,
          title: r.card.title,
          city: r.card.city,
          state: r.card.state,
          country: r.card.country,
        },
        shared_at: r.sharedAt.getTime(),
        visits: 0,
        last_visit: null,
        looked_at: [],
        meetings: [],
      });
    for (const a of activity) {
      const lead = a.uuid ? drafts.get(a.uuid) : undefined;
      if (!lead) continue;
      const at = a.lastAt ? new Date(a.lastAt).getTime() : 0;
      const times = Number(a.times);
      if (a.action === BOOTH_VISIT.action) {
        lead.visits += times;
        lead.last_visit = Math.max(lead.last_visit ?? 0, at);
        continue;
      }
      const rest = (a.entityId ?? '').slice(prefix.length);
      const key = a.action === PRODUCT_VIEW.action ? `p:${rest}` : `m:${withoutQuery(rest)}`;
      const item = items.get(key);
      if (!item) continue;
      const same = lead.looked_at.find((i) => i.kind === item.kind && i.name === item.name);
      if (same) {
        same.times += times;
        same.last_at = Math.max(same.last_at, at);
      } else lead.looked_at.push({ ...item, times, last_at: at });
    }
    for (const m of booked)
      drafts.get(m.requester)?.meetings.push({
        id: m.id,
        start: m.startMs,
        end: m.endMs,
        title: m.title,
        with_uuid: m.ownerUuid,
        with_name: nameOf(m.ownerFirst, m.ownerLast),
        status: m.status,
      });
    const list: Lead[] = [...drafts.values()].map((d) => ({
      ...d,
      looked_at: d.looked_at.sort(
        (x, y) => KIND_ORDER.indexOf(x.kind) - KIND_ORDER.indexOf(y.kind) || x.name.localeCompare(y.name),
      ),
    }));
    return { company: { CompID: compId, Companyname: doc.CompanyInfo.Companyname }, leads: list };
  }

  return {
    leads,
    /** The same leads as a CSV table: one line per lead, its items and meetings joined in one cell each. */
    async csv(actor: Actor, compId: number): Promise<CsvTable> {
      return leadsTable(await leads(actor, compId));
    },
  };
}
export type Leads = ReturnType<typeof createLeads>;

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
const named = (lead: Lead, kind: LeadItemKind) =>
  lead.looked_at
    .filter((i) => i.kind === kind)
    .map((i) => i.name)
    .join('; ');

export const LEADS_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Company',
  'Title',
  'City',
  'State',
  'Country',
  'Shared at',
  'Booth visits',
  'Last visit',
  'Products',
  'Files',
  'Videos',
  'Links',
  'Meetings',
] as const;

/** The leads as a CSV table (times in UTC, ISO 8601). */
export function leadsTable(reply: LeadsReply): CsvTable {
  return {
    columns: [...LEADS_CSV_HEADER],
    rows: reply.leads.map((l) => [
      l.card.first_name,
      l.card.last_name,
      l.card.email,
      l.card.company,
      l.card.title,
      l.card.city,
      l.card.state,
      l.card.country,
      iso(l.shared_at),
      l.visits,
      iso(l.last_visit),
      named(l, 'product'),
      named(l, 'file'),
      named(l, 'video'),
      named(l, 'link'),
      l.meetings.map((m) => `${iso(m.start)} with ${m.with_name} (${m.title}, ${m.status})`).join('; '),
    ]),
  };
}
