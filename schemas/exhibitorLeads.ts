import { Schema } from 'effect';
import { IntIdParam } from './input';

/**
 * GET /api/exhibitors/{CompID}/leads and /leads.csv: the company's leads, the people who shared their contact
 * card at its booth, with what they looked at there and the meetings they booked with its staff. Only the
 * company's staff (its `contact_info`) and admins get them.
 */

export const LeadsPath = Schema.Struct({ compId: IntIdParam('CompID') });

/** What a booth item is: a product page, a PDF or file, a video, a link. */
export const LeadItemKind = Schema.Literal('product', 'file', 'video', 'link');
export type LeadItemKind = typeof LeadItemKind.Type;

/** One item of the booth a lead opened: its name from the exhibitor's document, how often, last when (epoch ms). */
export const LeadItem = Schema.Struct({
  kind: LeadItemKind,
  name: Schema.String,
  times: Schema.Number,
  last_at: Schema.Number,
});
export type LeadItem = typeof LeadItem.Type;

/** A meeting the lead booked with one of the company's staff: the slot's times (epoch ms) and its owner. */
export const LeadMeeting = Schema.Struct({
  id: Schema.String,
  start: Schema.Number,
  end: Schema.Number,
  title: Schema.String,
  with_uuid: Schema.String,
  with_name: Schema.String,
  status: Schema.String,
});
export type LeadMeeting = typeof LeadMeeting.Type;

/** The shared card as the company received it. */
export const LeadCardReply = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.String,
  company: Schema.String,
  title: Schema.String,
  city: Schema.String,
  state: Schema.String,
  country: Schema.String,
});

export const Lead = Schema.Struct({
  uuid: Schema.String,
  card: LeadCardReply,
  /** When the card was (last) shared, epoch ms. */
  shared_at: Schema.Number,
  visits: Schema.Number,
  last_visit: Schema.NullOr(Schema.Number),
  looked_at: Schema.Array(LeadItem),
  meetings: Schema.Array(LeadMeeting),
});
export type Lead = typeof Lead.Type;

export const LeadsReply = Schema.Struct({
  company: Schema.Struct({ CompID: Schema.Number, Companyname: Schema.String }),
  /** Newest share first. */
  leads: Schema.Array(Lead),
});
export type LeadsReply = typeof LeadsReply.Type;

/** The server's texts. */
export const LEADS_TEXT = {
  NO_EXHIBITOR: 'No such exhibitor',
  NOT_STAFF: "Only this exhibitor's staff may see its leads.",
} as const;

/** The CSV's file name. */
export const leadsFileName = (compId: number) => `leads-${compId}.csv`;
