import { BOOTH_ROOMS_TEXT, isBoothRoomsOpen } from '../../../schemas/boothRooms';
import type { ChatResult } from '../../../schemas/chatSocket';
import { SiteClosed } from '../../../schemas/errors';
import { isOn } from '../../../schemas/eventConfig';
import { type RoomJoinReply, videoRoomOf } from '../../../schemas/videoRoom';
import type { Db } from '../../db/connect';
import type { RoomEntry } from '../../video/roomEntry';
import { closedMessage } from '../closing/closing';
import { boothRoomsFor } from '../exhibitors/boothRooms';
import { findBooth } from '../exhibitors/exhibitors';
import type { GameTasks } from '../game/tasks';
import { displayNameOf, type RoomActor } from './videoRooms';

/** Which room of the booth: its lobby, or the personal room of one staff contact. */
export interface BoothRoomTarget {
  hallId: string | null;
  compId: number;
  staffUuid: string | null;
}

/**
 * Entering a booth's video room (002 §2 "Booth detail"): closed to attendees from the soft close on and in
 * archive mode (admins excepted, as lounges); the booth must be in the hall; the rules of `boothRoomsFor`
 * (hall, company, sponsor level, badge, limited access) and the configured time window apply; then the room
 * entry lets the user in, the booth's staff (and admins) as moderators. Entering a personal room completes the
 * game's VISIT_ROOM task for that room; the lobby is not counted (002 §2 "no room means lobby and is not
 * logged"), nor are the booth's own staff.
 */
export function createBoothRooms(deps: {
  db: Db;
  clock: { now(): number };
  entry: RoomEntry;
  tasks: Pick<GameTasks, 'complete'>;
}) {
  return {
    async join(actor: RoomActor, target: BoothRoomTarget): Promise<ChatResult<RoomJoinReply>> {
      const { event, user } = actor;
      const now = deps.clock.now();
      if (isOn(event.config.archive_mode) && !user.isAdmin) {
        throw new SiteClosed({ message: BOOTH_ROOMS_TEXT.ARCHIVED });
      }
      const closed = closedMessage('soft', event.config, user.isAdmin, now);
      if (closed !== null) throw new SiteClosed({ message: closed });
      const { def, doc } = await findBooth(deps.db, event, target.hallId, target.compId);
      const rule = boothRoomsFor(event.config, def, doc, user);
      if (!rule.ok) return { ok: false, refusal: { code: rule.code, message: rule.message } };
      if (!isBoothRoomsOpen(rule.rooms, now)) {
        return { ok: false, refusal: { code: 'forbidden', message: BOOTH_ROOMS_TEXT.NOT_OPEN } };
      }
      let room = rule.rooms.lobby;
      if (target.staffUuid !== null) {
        const personal = rule.rooms.staff.find((s) => s.uuid === target.staffUuid);
        if (!personal) {
          return { ok: false, refusal: { code: 'not_found', message: BOOTH_ROOMS_TEXT.NO_STAFF_ROOM } };
        }
        room = personal.room;
      }
      const isStaff = doc.contact_info.some((s) => s.uuid === user.uuid);
      const entered = await deps.entry.enter({
        ...actor,
        room: videoRoomOf('/exhibitor', room),
        displayName: displayNameOf(user),
        moderator: isStaff || user.isAdmin,
        capacity: null,
      });
      if (entered.ok && target.staffUuid !== null && !isStaff) {
        await deps.tasks.complete(event, user, { kind: 'VISIT_ROOM', itemId: room });
      }
      return entered;
    },
  };
}
export type BoothRooms = ReturnType<typeof createBoothRooms>;
