import { Temporal } from '@js-temporal/polyfill';
import { isOn } from '../../../schemas/eventConfig';
import type { PersonDoc } from './access';
import type {
  Attendee,
  AttendeeSnapshot,
  Contact,
  ContactSnapshot,
  FacetValue,
  ListedItemJson,
  ProgramFacets,
  SessionSnapshotJson,
} from '../../../schemas/program';
import { BADGES } from '../../../schemas/constants';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { EventRow } from '../events/queries';
import type { UserRow } from '../auth/users';
import { toContact } from '../auth/users';
import { withRoomLimits } from '../../video/roomLimits';

/**
 * Pure builders of the snapshots: what every signed-in user of an event may see of the program and of the
 * people, the same file for all of them. Addresses of videos, streams, meetings and attachments are left out
 * (the filter call gives them to users who may open the session).
 */

type LiveConfigDoc = NonNullable<SessionItemDoc['live_config_object']>;

/** The list view of an item: media addresses replaced by what the cards need to know of them. */
export function toListedItem(doc: SessionItemDoc): ListedItemJson {
  const { video_links_array, file_links_array, live_config_object, ...rest } = doc;
  const listed: Record<string, unknown> = { ...rest };
  if (video_links_array) {
    listed.video_links_array = video_links_array.map((v) => ({
      ...(v.title !== undefined ? { title: v.title } : {}),
      ...(v.image_url !== undefined ? { image_url: v.image_url } : {}),
      ...(v.duration !== undefined ? { duration: v.duration } : {}),
      has_transcript: Boolean(v.transcript),
      ...(v.Public_AfterPresented !== undefined ? { Public_AfterPresented: v.Public_AfterPresented } : {}),
      ...(v.Public_WithAccessAfterPresented !== undefined
        ? { Public_WithAccessAfterPresented: v.Public_WithAccessAfterPresented }
        : {}),
    }));
  }
  if (file_links_array) {
    listed.file_links_array = file_links_array.map((f) => ({
      fieldid: f.fieldid,
      name: f.name,
      ...(f.Public_AfterPresented !== undefined ? { Public_AfterPresented: f.Public_AfterPresented } : {}),
    }));
  }
  if (live_config_object) {
    const {
      stream_Url,
      session_video_url,
      session_video_url_low,
      session_video_url_medium,
      external_meeting_platform_url,
      office_hours_external_link,
      ...live
    } = live_config_object;
    listed.live_config_object = {
      ...live,
      has_stream: Boolean(stream_Url),
      has_session_video: Boolean(session_video_url || session_video_url_low || session_video_url_medium),
      has_external_meeting: Boolean(external_meeting_platform_url),
      ...(office_hours_external_link ? { has_office_hours_link: true } : {}),
    };
  }
  return listed as ListedItemJson;
}

const live = (doc: SessionItemDoc | undefined): LiveConfigDoc => doc?.live_config_object ?? {};

/** hide_from_public on the item or on its session. */
export const isHiddenFromPublic = (doc: SessionItemDoc, session?: SessionItemDoc) =>
  isOn(live(doc).hide_from_public) || isOn(live(session).hide_from_public);

/** In person only: `virtual_include` explicitly off on the item or on its session. */
export const isInPersonOnly = (doc: SessionItemDoc, session?: SessionItemDoc) => {
  const off = (v: LiveConfigDoc['virtual_include']) => v === 0 || v === false;
  return off(live(doc).virtual_include) || off(live(session).virtual_include);
};

/** The event's time zone (conference time zone), UTC when missing or unknown. */
export function eventTimeZone(config: EventRow['config']): string {
  const tz = config.timezone || config.virtualapp_timezone || 'UTC';
  try {
    Temporal.Now.instant().toZonedDateTimeISO(tz);
    return tz;
  } catch {
    return 'UTC';
  }
}

function counter() {
  const map = new Map<string, { label: string; count: number }>();
  return {
    add(id: string | number | undefined | null, label?: string) {
      if (id === undefined || id === null || id === '') return;
      const key = String(id);
      const entry = map.get(key);
      if (entry) entry.count++;
      else map.set(key, { label: label || key, count: 1 });
    },
    values(byId = false): FacetValue[] {
      const out = [...map].map(([id, v]) => ({ id, label: v.label, count: v.count }));
      return out.sort((a, b) =>
        byId ? a.id.localeCompare(b.id) : a.label.localeCompare(b.label) || a.id.localeCompare(b.id),
      );
    },
  };
}

/** The venue of each room (by room id) that names a venue of `session_venue_array`. */
export function roomVenues(config: EventRow['config']): Map<string, { id: string; name: string }> {
  const venueName = new Map(
    (config.session_venue_array ?? []).map((v) => [String(v.session_venue_id), v.session_venue_name]),
  );
  const out = new Map<string, { id: string; name: string }>();
  for (const room of config.session_room_array ?? []) {
    if (room.session_venue_id === undefined) continue;
    const id = String(room.session_venue_id);
    const name = venueName.get(id);
    if (name !== undefined) out.set(String(room.session_room_id), { id, name });
  }
  return out;
}

/** An item with the venue of its room, when the room has one. */
function withVenue(item: ListedItemJson, venues: Map<string, { id: string; name: string }>): ListedItemJson {
  const venue = item.room_id === undefined ? undefined : venues.get(String(item.room_id));
  return venue ? { ...item, venue_id: venue.id, venue_name: venue.name } : item;
}

/** Filter values counted over the listed sessions. */
export function programFacets(items: readonly ListedItemJson[], config: EventRow['config'], tz: string) {
  const roomName = new Map((config.session_room_array ?? []).map((r) => [String(r.session_room_id), r]));
  const typeName = new Map((config.session_type_array ?? []).map((t) => [String(t.id), t.label]));
  const trackName = new Map((config.program_track_array ?? []).map((t) => [String(t.id), t.label]));
  const days = counter();
  const rooms = counter();
  const venues = counter();
  const types = counter();
  const tracks = counter();
  const tags = counter();
  const categories = counter();
  for (const item of items) {
    if (item.internal_type !== 'session') continue;
    if (item.start_time_unix !== undefined) {
      days.add(
        Temporal.Instant.fromEpochMilliseconds(item.start_time_unix)
          .toZonedDateTimeISO(tz)
          .toPlainDate()
          .toString(),
      );
    }
    const room = item.room_id !== undefined ? String(item.room_id) : undefined;
    rooms.add(room, room ? roomName.get(room)?.session_room_name : undefined);
    venues.add(item.venue_id, item.venue_name);
    const type = item.session_type_id !== undefined ? String(item.session_type_id) : undefined;
    types.add(type, type ? (typeName.get(type) ?? item.proposal_type) : undefined);
    const track = item.program_track_id !== undefined ? String(item.program_track_id) : undefined;
    tracks.add(track, track ? (trackName.get(track) ?? item.program_track_name) : undefined);
    for (const tag of new Set(item.tags ?? [])) tags.add(tag);
    for (const value of new Set(item.custom_filter_value_array ?? [])) categories.add(value);
  }
  const facets: ProgramFacets = {
    days: days.values(true),
    rooms: rooms.values(),
    venues: venues.values(),
    types: types.values(),
    tracks: tracks.values(),
    tags: tags.values(),
    categories: categories.values(),
  };
  return facets;
}

const byStartThenId = (a: SessionItemDoc, b: SessionItemDoc) => {
  const sa = a.start_time_unix ?? Number.POSITIVE_INFINITY;
  const sb = b.start_time_unix ?? Number.POSITIVE_INFINITY;
  return sa === sb ? (a._id < b._id ? -1 : a._id > b._id ? 1 : 0) : sa - sb;
};

const personsOf = (doc: SessionItemDoc): PersonDoc[] => [
  ...(doc.author_array ?? []),
  ...(doc.session_chair_array ?? []),
];

export interface BuiltSessionSnapshot {
  snapshot: SessionSnapshotJson;
  /** Items hidden from public lists, by session id (the session with its items), for direct access. */
  hidden: Map<number, ListedItemJson[]>;
  /** Session ids of hidden sessions in which a person (uuid) is an author or chair. */
  hiddenByPerson: Map<string, Set<number>>;
}

/** The program snapshot of one event and version. */
export function buildSessionSnapshot(input: {
  event: EventRow;
  version: number;
  virtualOnly: boolean;
  docs: readonly SessionItemDoc[];
  /** The most people one video room holds (roomLimits.ts); null or none: the configured capacities. */
  roomMax?: number | null;
}): BuiltSessionSnapshot {
  const { event, version, virtualOnly } = input;
  const docs = [...input.docs].sort(byStartThenId);
  const sessions = new Map<number, SessionItemDoc>();
  for (const d of docs) if (d.internal_type === 'session') sessions.set(d.session_id, d);
  const items: ListedItemJson[] = [];
  const persons: Record<string, PersonDoc> = {};
  const hidden = new Map<number, ListedItemJson[]>();
  const hiddenByPerson = new Map<string, Set<number>>();
  const venues = roomVenues(event.config);
  for (const doc of docs) {
    const session = doc.internal_type === 'session' ? undefined : sessions.get(doc.session_id);
    if (virtualOnly && isInPersonOnly(doc, session)) continue;
    const listed = withVenue(toListedItem(withRoomLimits(doc, input.roomMax ?? null)), venues);
    if (isHiddenFromPublic(doc, session)) {
      hidden.set(doc.session_id, [...(hidden.get(doc.session_id) ?? []), listed]);
      for (const p of personsOf(doc)) {
        const set = hiddenByPerson.get(p.uuid) ?? new Set<number>();
        set.add(doc.session_id);
        hiddenByPerson.set(p.uuid, set);
      }
      continue;
    }
    items.push(listed);
    for (const p of personsOf(doc)) {
      const { presenter: _p, author_role_ids: _r, chair_type: _c, ...profile } = p;
      persons[p.uuid] = { ...persons[p.uuid], ...profile };
    }
  }
  const tz = eventTimeZone(event.config);
  const snapshot = {
    kind: 'session' as const,
    version,
    source_hex: event.sourceHex,
    conference_id: event.conferenceId,
    virtual_only: virtualOnly,
    timezone: tz,
    items,
    persons,
    facets: programFacets(items, event.config, tz),
  } satisfies SessionSnapshotJson;
  return { snapshot, hidden, hiddenByPerson };
}

/** The columns of a user that snapshots may show: read alone, so emails and password hashes never load. */
export type PublicUser = Pick<
  UserRow,
  | 'uuid'
  | 'firstname'
  | 'lastname'
  | 'middle'
  | 'nameSuffix'
  | 'prefix'
  | 'picture'
  | 'company'
  | 'contactTitle'
  | 'degrees'
  | 'city'
  | 'state'
  | 'country'
  | 'badges'
  | 'socialMessage'
  | 'tags'
  | 'ghost'
  | 'publicProfile'
  | 'nonattendeeAuthor'
  | 'badgeOverwrite'
>;

const socialMessage = (v: number): -1 | 0 | 1 => (v < 0 ? -1 : v > 0 ? 1 : 0);

/** What the event's configuration takes out of the attendee snapshot (the same file for every viewer). */
export interface AttendeeRules {
  /** Badge ids configured hidden (attendee_badges hidden): never shown, so never sent. */
  readonly hiddenBadges: ReadonlySet<number>;
  readonly hideCompany: boolean;
  readonly noBadges: boolean;
}

export function attendeeRules(config: EventRow['config']): AttendeeRules {
  return {
    hiddenBadges: new Set((config.attendee_badges ?? []).filter((b) => isOn(b.hidden)).map((b) => b.id)),
    hideCompany: isOn(config.hide_company_attendees),
    noBadges: isOn(config.disable_user_badges),
  };
}

/** The badge ids others may see of a person: none when user badges are off, never a hidden one. */
export const shownBadgeIds = (badges: readonly number[], rules: AttendeeRules): number[] =>
  rules.noBadges ? [] : badges.filter((b) => !rules.hiddenBadges.has(b));

/**
 * An attendee's card in the directory: a private profile keeps its title, degrees, place and tags to its owner
 * (as GET /api/profiles does); badges and company follow the event's rules.
 */
export function toAttendee(u: PublicUser, rules: AttendeeRules): Attendee {
  const open = u.publicProfile;
  const overwrite = u.badgeOverwrite;
  return {
    uuid: u.uuid,
    Firstname: u.firstname,
    Lastname: u.lastname,
    Middle: u.middle,
    Namesuffix: u.nameSuffix,
    Mr: u.prefix,
    Picture: u.picture,
    Company: rules.hideCompany ? '' : u.company,
    ContactTitle: open ? u.contactTitle : '',
    ContactDegrees: open ? u.degrees : '',
    City: open ? u.city : '',
    State: open ? u.state : '',
    Country: open ? u.country : '',
    badges: shownBadgeIds(u.badges, rules),
    nonattendee_author: u.nonattendeeAuthor,
    social_message: socialMessage(u.socialMessage),
    tags: open ? u.tags : [],
    ...(overwrite && (overwrite.Firstname || overwrite.Lastname) ? { badge_overwrite: overwrite } : {}),
  };
}

/** Ghosts and non-participants (badge -1) are nobody's contacts and in no list. */
export const isListedAttendee = (u: Pick<PublicUser, 'ghost' | 'badges'>) =>
  !u.ghost && !u.badges.includes(BADGES.NON_PARTICIPANT);

/** The participants directory (000 §5, 002 §3): listed people who have not hidden themselves (social_message -1). */
export const isInDirectory = (u: PublicUser) => isListedAttendee(u) && u.socialMessage >= 0;

export function buildAttendeeSnapshot(
  version: number,
  rows: readonly PublicUser[],
  rules: AttendeeRules,
): AttendeeSnapshot {
  const attendees = rows
    .filter(isInDirectory)
    .map((u) => toAttendee(u, rules))
    .sort(
      (a, b) =>
        a.Lastname.localeCompare(b.Lastname) ||
        a.Firstname.localeCompare(b.Firstname) ||
        (a.uuid < b.uuid ? -1 : 1),
    );
  return { kind: 'attendee', version, attendees };
}

/** The contact cards of listed people (no ghosts, no badge -1) in uuid order, and the same in batches. */
export function buildContactSnapshots(version: number, rows: readonly PublicUser[], batchSize: number) {
  const contacts: Contact[] = rows
    .filter(isListedAttendee)
    .map(toContact)
    .sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
  const all: ContactSnapshot = { kind: 'contact', version, contacts };
  const batches: ContactSnapshot[] = [];
  for (let i = 0; i * batchSize < contacts.length; i++) {
    batches.push({
      kind: 'contact',
      version,
      batch: i,
      contacts: contacts.slice(i * batchSize, (i + 1) * batchSize),
    });
  }
  return { all, batches };
}
