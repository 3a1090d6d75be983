import { Schema } from 'effect';
import { LOUNGE } from './constants';

/**
 * Networking lounges (001 §3 "Lounge"): the entries of the event configuration's `lobbies`, in either of the
 * two forms organisers write (a room per entry, or the legacy plain list of names with `lobby_sponsors` by
 * name), and what GET /api/lounges answers: one shape for both, holding only what the user may see.
 */

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));
const Id = Schema.Union(Schema.Number, Schema.String);

export const LoungeSchedule = Schema.Struct({ start: Schema.Number, end: Schema.Number });
export type LoungeSchedule = typeof LoungeSchedule.Type;

export const LoungeBranding = Schema.Struct({
  logo: opt(Schema.String),
  video: opt(Schema.String),
  label: opt(Schema.String),
  external_url: opt(Schema.String),
  extra_image: opt(Schema.String),
  hide_skip: opt(Flag),
});
export type LoungeBranding = typeof LoungeBranding.Type;

/** A room as the configuration's `lobbies` lists it. */
export const LoungeEntry = Schema.Struct({
  label: Schema.String,
  id: Id,
  category_id: opt(Id),
  access: opt(Schema.Literal('public', 'private')),
  /** 'scheduled' for a room open only in its schedules; anything else is always open. */
  type: opt(Schema.String),
  schedules: opt(Schema.Array(LoungeSchedule)),
  max_users: opt(Schema.Number),
  /** The uuids of the room's moderators. */
  moderator: opt(Schema.Array(Schema.String)),
  /** The badge ids that may see a private room. */
  allowed_contacts: opt(Schema.Array(Schema.Number)),
  branding: opt(LoungeBranding),
});
export type LoungeEntry = typeof LoungeEntry.Type;

/** The legacy form's sponsor of a room, by the room's name. */
export const LobbySponsor = Schema.Struct({ logo: opt(Schema.String), video: opt(Schema.String) });
export const LobbySponsors = Schema.Record({ key: Schema.String, value: LobbySponsor });

export const LoungeCategory = Schema.Struct({ id: Id, label: Schema.String });

/** A room's schedule state: always open, live in a schedule now, or waiting for its next schedule. */
export const LoungeStatus = Schema.Literal('open', 'live', 'upcoming');
export type LoungeStatus = typeof LoungeStatus.Type;

/** A room as the user sees it: one shape for both configuration forms. */
export const LoungeRoom = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  /** The category's id as text, or null. */
  category: Schema.NullOr(Schema.String),
  access: Schema.Literal('public', 'private'),
  scheduled: Schema.Boolean,
  /** The unfinished schedules, by start (empty for a room that is always open). */
  schedules: Schema.Array(LoungeSchedule),
  status: LoungeStatus,
  /** The live or next schedule of a scheduled room. */
  next: Schema.NullOr(LoungeSchedule),
  /** Most people in the room (max_users, else lobby_max_capacity); null: no limit. */
  capacity: Schema.NullOr(Schema.Number),
  /** The user is one of the room's moderators. */
  moderator: Schema.Boolean,
  /** The user may skip the room's sponsor video (not hidden by branding, or admin or moderator). */
  may_skip_ad: Schema.Boolean,
  /** The "/lounge" presence room whose count is the room's occupancy. */
  presence_room: Schema.String,
  branding: Schema.Struct({
    logo: Schema.NullOr(Schema.String),
    video: Schema.NullOr(Schema.String),
    label: Schema.NullOr(Schema.String),
    external_url: Schema.NullOr(Schema.String),
    extra_image: Schema.NullOr(Schema.String),
  }),
});
export type LoungeRoom = typeof LoungeRoom.Type;

/** GET /api/lounges. */
export const LoungesReply = Schema.Struct({
  rooms: Schema.Array(LoungeRoom),
  categories: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String })),
  /** The configuration's text above the cards (our own setting `lounge_header_text`), or null. */
  header_text: Schema.NullOr(Schema.String),
  /** The conference time zone, in which schedules are shown. */
  time_zone: Schema.String,
});
export type LoungesReply = typeof LoungesReply.Type;

/** The path of one lounge: /api/lounges/{id}/join. */
export const LoungePath = Schema.Struct({
  id: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{1,64}$/, { message: () => 'id must be 1 to 64 letters, digits, - or _' }),
  ),
});

/** The first schedule not finished at `now` (its end not passed), of schedules sorted by start. */
export const nextSchedule = (schedules: readonly LoungeSchedule[], now: number): LoungeSchedule | null =>
  schedules.find((s) => now <= s.end) ?? null;

/**
 * A room's status at `now` (001 §4 "Lounges"): an unscheduled room is always open; a scheduled one is live
 * when now is between the start and end of its next unfinished schedule, upcoming before it, and null (hidden)
 * when no schedule is left.
 */
export function loungeStatusAt(
  room: { scheduled: boolean; schedules: readonly LoungeSchedule[] },
  now: number,
): LoungeStatus | null {
  if (!room.scheduled) return 'open';
  const next = nextSchedule(room.schedules, now);
  if (!next) return null;
  return next.start <= now ? 'live' : 'upcoming';
}

/**
 * Whether a room's schedule lets the user in at `now`: an open or live room always; an upcoming one from 10
 * minutes before its start, or at any time for admins and the room's moderators.
 */
export function isLoungeOpenAt(
  room: { scheduled: boolean; schedules: readonly LoungeSchedule[] },
  privileged: boolean,
  now: number,
): boolean {
  const status = loungeStatusAt(room, now);
  if (status === null) return false;
  if (status !== 'upcoming' || privileged) return true;
  const next = nextSchedule(room.schedules, now);
  return next !== null && now >= next.start - LOUNGE.SCHEDULED_OPEN_BEFORE;
}

/** The "/lounge" presence room of a lounge. */
export const loungePresenceRoom = (id: string) => `lounge_${id}`;
/** The lounge of a "/lounge" presence room, or null for another room. */
export const loungeOfPresenceRoom = (room: string) => (room.startsWith('lounge_') ? room.slice(7) : null);

export const LOUNGE_TEXT = {
  NOT_FOUND: 'Lounge not found',
  ROOM_FULL: 'Room Full',
  NOT_OPEN_YET: 'This lounge opens 10 minutes before it starts',
} as const;
