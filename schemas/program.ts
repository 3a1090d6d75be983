import { Schema } from 'effect';
import { IntIdParam, TextUpTo } from './input';
import { AbstractIdParam, ProgramItemIdParam, SessionIdParam } from './ids';
import { Person } from './person';
import { FileLink, LiveConfig, SessionItem, VideoLink } from './sessionItem';

/**
 * The program's calls (000 §7): snapshot links, the snapshots themselves (JSON files served with long cache
 * headers, one per content version), the filter call, the completion check and awareness outcomes.
 */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** Query of the link calls: the staleness the client accepts (seconds) and, for sessions, virtual_only. */
const QueryFlag = Schema.transform(Schema.Literal('1', '0', 'true', 'false'), Schema.Boolean, {
  strict: true,
  decode: (s) => s === '1' || s === 'true',
  encode: (b) => (b ? '1' : '0'),
});
const Seconds = Schema.NumberFromString.pipe(
  Schema.int({ message: () => 'cacheDelta must be a whole number of seconds' }),
  Schema.between(0, 86_400, { message: () => 'cacheDelta must be between 0 and 86400 seconds' }),
);

export const SessionLinkQuery = Schema.Struct({
  cacheDelta: opt(Seconds),
  virtual_only: opt(QueryFlag),
});
export const AttendeeLinkQuery = Schema.Struct({ cacheDelta: opt(Seconds) });
export const ContactLinkQuery = Schema.Struct({
  cacheDelta: opt(Seconds),
  /** The `hash` of the contacts the client holds; `changed` says whether it must load them again. */
  hash: opt(TextUpTo(128)),
});

/** A snapshot link: `url` is the JSON file to fetch (same origin, with the sign-in token). */
export const SnapshotLink = Schema.Struct({
  url: Schema.String,
  version: Schema.Number,
});
export type SnapshotLink = typeof SnapshotLink.Type;

export const ContactLink = Schema.Struct({
  ...SnapshotLink.fields,
  /** Content hash of all contacts of this version. */
  hash: Schema.String,
  /** false when the query's hash equals `hash`: the client's copy is current. */
  changed: Schema.Boolean,
  /** The same contacts in files of at most 500 (000 §9), to load in parallel or progressively. */
  batches: Schema.Array(Schema.String),
});
export type ContactLink = typeof ContactLink.Type;

/**
 * A video as the program list shows it: everything but the address to play, which only the filter call
 * (access-checked) gives.
 */
export const ListedVideo = Schema.Struct({
  title: VideoLink.fields.title,
  image_url: VideoLink.fields.image_url,
  duration: VideoLink.fields.duration,
  has_transcript: Schema.Boolean,
  Public_AfterPresented: VideoLink.fields.Public_AfterPresented,
  Public_WithAccessAfterPresented: VideoLink.fields.Public_WithAccessAfterPresented,
});

/** An attachment as listed: its name, not its address. */
export const ListedFile = Schema.Struct({
  fieldid: FileLink.fields.fieldid,
  name: FileLink.fields.name,
  Public_AfterPresented: FileLink.fields.Public_AfterPresented,
});

/** Stream and meeting addresses are replaced by flags saying whether they exist. */
const {
  stream_Url: _stream,
  session_video_url: _video,
  session_video_url_low: _videoLow,
  session_video_url_medium: _videoMedium,
  external_meeting_platform_url: _meeting,
  office_hours_external_link: _officeHours,
  ...listedLiveFields
} = LiveConfig.fields;
export const ListedLiveConfig = Schema.Struct({
  ...listedLiveFields,
  has_stream: Schema.Boolean,
  has_session_video: Schema.Boolean,
  has_external_meeting: Schema.Boolean,
  /** Office hours held on another platform: their Join leads to the session page, which has the link. */
  has_office_hours_link: opt(Schema.Boolean),
});

/** A session item as the shared program snapshot carries it (every user gets the same file). */
export const ListedItem = Schema.Struct({
  ...SessionItem.fields,
  video_links_array: opt(Schema.Array(ListedVideo)),
  file_links_array: opt(Schema.Array(ListedFile)),
  live_config_object: opt(ListedLiveConfig),
  /** The venue (building) of the item's room, from the configuration's rooms and venues. */
  venue_id: opt(Schema.String),
  venue_name: opt(Schema.String),
});
export type ListedItem = typeof ListedItem.Type;
/** As sent (JSON, ids unbranded). */
export type ListedItemJson = typeof ListedItem.Encoded;

/** Items hidden from public lists (hide_from_public) that this user may open: listed for direct access. */
export const SessionLink = Schema.Struct({
  ...SnapshotLink.fields,
  direct: Schema.Array(ListedItem),
});
export type SessionLink = typeof SessionLink.Type;

/** One value of a list filter with the number of sessions that have it. */
export const FacetValue = Schema.Struct({ id: Schema.String, label: Schema.String, count: Schema.Number });
export type FacetValue = typeof FacetValue.Type;

/** Values of the program list's filters, counted over sessions (000 §2). Days are in the event time zone. */
export const ProgramFacets = Schema.Struct({
  days: Schema.Array(FacetValue),
  rooms: Schema.Array(FacetValue),
  venues: Schema.Array(FacetValue),
  types: Schema.Array(FacetValue),
  tracks: Schema.Array(FacetValue),
  tags: Schema.Array(FacetValue),
  categories: Schema.Array(FacetValue),
});
export type ProgramFacets = typeof ProgramFacets.Type;

export const SessionSnapshot = Schema.Struct({
  kind: Schema.Literal('session'),
  version: Schema.Number,
  source_hex: Schema.String,
  conference_id: Schema.String,
  virtual_only: Schema.Boolean,
  timezone: Schema.String,
  /** Sessions, abstracts and program items, by start time (on-demand items last), then _id. */
  items: Schema.Array(ListedItem),
  /** Every author and chair once, by uuid. */
  persons: Schema.Record({ key: Schema.String, value: Person }),
  facets: ProgramFacets,
});
export type SessionSnapshot = typeof SessionSnapshot.Type;
export type SessionSnapshotJson = typeof SessionSnapshot.Encoded;

/** The name printed on a badge in place of the first and last name (002 §3 badge_overwrite). */
export const BadgeName = Schema.Struct({ Firstname: Schema.String, Lastname: Schema.String });
export type BadgeName = typeof BadgeName.Type;

/**
 * An attendee as the participants directory shows one (002 §3, §9 attendee badge card): no email, no access
 * lists, no flags of staff, no biography (the profile has it). A private profile's title, degrees, place and
 * tags are empty; the company is empty under hide_company_attendees; hidden badges are left out.
 */
export const Attendee = Schema.Struct({
  uuid: Schema.String,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Middle: Schema.String,
  Namesuffix: Schema.String,
  Mr: Schema.String,
  Picture: Schema.String,
  Company: Schema.String,
  ContactTitle: Schema.String,
  ContactDegrees: Schema.String,
  City: Schema.String,
  State: Schema.String,
  Country: Schema.String,
  badges: Schema.Array(Schema.Number),
  nonattendee_author: Schema.Boolean,
  social_message: Schema.Literal(-1, 0, 1),
  tags: Schema.Array(Schema.String),
  badge_overwrite: Schema.optionalWith(BadgeName, { exact: true }),
});
export type Attendee = typeof Attendee.Type;

export const AttendeeSnapshot = Schema.Struct({
  kind: Schema.Literal('attendee'),
  version: Schema.Number,
  attendees: Schema.Array(Attendee),
});
export type AttendeeSnapshot = typeof AttendeeSnapshot.Type;

/** The contact card of 001 §3. */
export const Contact = Schema.Struct({
  uuid: Schema.String,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Company: Schema.String,
  Picture: Schema.String,
  Country: Schema.String,
  Mr: Schema.String,
});
export type Contact = typeof Contact.Type;

export const ContactSnapshot = Schema.Struct({
  kind: Schema.Literal('contact'),
  version: Schema.Number,
  /** Batch number (from 0) of a batch file; absent in the file of all contacts. */
  batch: opt(Schema.Number),
  contacts: Schema.Array(Contact),
});
export type ContactSnapshot = typeof ContactSnapshot.Type;

/** GET session/{source_hex}/{conferenceid}/filter: exactly one of the three ids. */
export const FilterQuery = Schema.Struct({
  session_id: opt(SessionIdParam),
  ab_id: opt(AbstractIdParam),
  program_id: opt(ProgramItemIdParam),
});
export type FilterQuery = typeof FilterQuery.Type;

/** The entities asked for (with every item of the session), keyed by _id, and their persons by uuid. */
export const FilterReply = Schema.Struct({
  entities: Schema.Record({ key: Schema.String, value: SessionItem }),
  persons: Schema.Record({ key: Schema.String, value: Person }),
});
export type FilterReply = typeof FilterReply.Type;
export type FilterReplyJson = typeof FilterReply.Encoded;

export const SessionCompleteQuery = Schema.Struct({
  sid: opt(IntIdParam('sid')),
  productid: opt(TextUpTo(200).pipe(Schema.nonEmptyString())),
});

export const SessionCompleteReply = Schema.Struct({ access: Schema.Boolean, message: Schema.String });
export type SessionCompleteReply = typeof SessionCompleteReply.Type;

export const AwarenessQuery = Schema.Struct({
  entity_type: Schema.Literal('session', 'abstract', 'program'),
  entity_id: TextUpTo(200).pipe(Schema.nonEmptyString()),
  type: Schema.optionalWith(Schema.Literal('ondemand'), { exact: true, default: () => 'ondemand' as const }),
});

export const AwarenessOutcome = Schema.Struct({
  sequence: Schema.Number,
  outcome: Schema.Literal('pass', 'fail'),
});
export const AwarenessReply = Schema.Array(AwarenessOutcome);
export type AwarenessReply = typeof AwarenessReply.Type;

/** The texts of the access rules (exact, 000 §5 and §6). */
export const PROGRAM_TEXT = {
  LOCKED: 'Session not accessible for your account',
  PASS_NO_ACCESS: 'Your registration pass does not give you access this content.',
  EVALUATION_NOT_STARTED: 'Session evaluation will be available after the start of the session.',
} as const;
