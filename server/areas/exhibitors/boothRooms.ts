import { BOOTH_ROOMS_TEXT, type BoothVideoRooms } from '../../../schemas/boothRooms';
import { type EventConfig, isOn, toEpochMs } from '../../../schemas/eventConfig';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { boothLobbyRoomOf, boothStaffRoomOf } from '../../../schemas/exhibitorInteraction';
import type { UserRow } from '../auth/users';
import type { HallDef } from './hallConfig';

type Loose = Record<string, unknown>;
const record = (v: unknown): Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {};

/** Whether the company's sponsor level turns personal staff rooms off (`sponsor_config.levels[].disable_staff_rooms`). */
function staffRoomsOffFor(config: EventConfig, levelLabel: string): boolean {
  const levels = record(config.sponsor_config).levels;
  if (!Array.isArray(levels)) return false;
  const level = levels.map(record).find((l) => l.label === levelLabel);
  return level !== undefined && isOn(level.disable_staff_rooms as 0 | 1 | boolean | undefined);
}

/** The labels of the user's badges, from the event's badge list. */
const badgeLabelsOf = (config: EventConfig, user: Pick<UserRow, 'badges'>) =>
  (config.attendee_badges ?? []).filter((b) => user.badges.includes(b.id)).map((b) => b.label);

export type BoothRoomsRule =
  | { ok: true; rooms: BoothVideoRooms }
  | { ok: false; code: 'not_found' | 'forbidden'; message: string };

/**
 * A booth's video rooms for this user (002 §2 "Booth detail", §3 `disable_video_chat`, §6): none when the hall
 * hides them (`hide_jitsi`) or the company turns video chat off; none for limited-access attendees (no chat,
 * calls or lounges either) nor for holders of a badge the hall hides them from; the lobby always, personal
 * rooms unless the company's sponsor level turns them off; the time window is the booths' configured one
 * (`meeting_scheduler_start` / `_end`, which the meeting scheduler shares).
 */
export function boothRoomsFor(
  config: EventConfig,
  def: HallDef,
  doc: ExhibitorDoc,
  user: Pick<UserRow, 'badges' | 'limitedAccess'>,
): BoothRoomsRule {
  const info = doc.CompanyInfo;
  if (def.hall.options.hide_jitsi || isOn(info.VirtualMeetingInfoJSON?.disable_video_chat)) {
    return { ok: false, code: 'not_found', message: BOOTH_ROOMS_TEXT.OFF };
  }
  const hiddenByBadge = badgeLabelsOf(config, user).some((l) => def.videoRoomsHiddenFor.includes(l));
  if (user.limitedAccess || hiddenByBadge) {
    return { ok: false, code: 'forbidden', message: BOOTH_ROOMS_TEXT.NOT_FOR_ACCOUNT };
  }
  const staff = staffRoomsOffFor(config, doc.badgeObj.label)
    ? []
    : doc.contact_info.map((s) => ({ uuid: s.uuid, room: boothStaffRoomOf(info.CompID, s.uuid) }));
  return {
    ok: true,
    rooms: {
      lobby: boothLobbyRoomOf(info.CompID),
      staff,
      opens_at: toEpochMs(config.meeting_scheduler_start),
      closes_at: toEpochMs(config.meeting_scheduler_end),
    },
  };
}
