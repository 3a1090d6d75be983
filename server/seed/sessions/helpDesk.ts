import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { DemoCalendar } from '../calendar';
import { ROOMS, TRACKS, TYPE, type Track } from '../catalog';
import { personOf, type UserInsert } from '../people';
import { DAYS, type Draft, H } from './builder';

/** The help desk's capacity: small, so that a full video room can be seen with a few demo accounts. */
export const HELP_DESK_CAPACITY = 2;

/**
 * The platform help desk, hosted by the demo speaker: office hours all day on each of the three days (so its
 * video room is open whenever the demo is tried) and one breakout table, each for two people at most. Added
 * after the generated program with the next session id, drawing nothing from the generator.
 */
export function addHelpDesk(
  items: SessionItemDoc[],
  speaker: UserInsert,
  cal: DemoCalendar,
  keys: { sourceHex: string; conferenceId: string },
): number {
  const id = Math.max(...items.map((i) => i.session_id)) + 1;
  const track = TRACKS[6] as Track;
  const slots = DAYS.map((day) => ({ start: cal.at(day, 0), end: cal.at(day, 24 * H - 1) }));
  const desk: Draft = {
    _id: `session_${id}`,
    internal_type: 'session',
    session_id: id,
    conference_id: keys.conferenceId,
    source_hex: keys.sourceHex,
    session_type_id: TYPE.officeHours.id,
    proposal_type: TYPE.officeHours.label,
    program_track_id: track.id,
    program_track_name: track.label,
    title: 'Platform Help Desk',
    description:
      '<p>Questions about the virtual platform, your account or the program? Drop in any time.</p>',
    tags: [track.tag],
    room_id: ROOMS.studio.id,
    start_time_unix: slots[0]?.start as number,
    end_time_unix: slots[slots.length - 1]?.end as number,
    office_hours: slots,
    author_array: [personOf(speaker, { presenter: 1 })],
    live_config_object: {
      session_office_hour_capacity: HELP_DESK_CAPACITY,
      has_breakout_room: 1,
      session_breakout_rooms: [{ id: 'help-table', label: 'Help table', capacity: HELP_DESK_CAPACITY }],
    },
  };
  items.push(desk);
  return id;
}
