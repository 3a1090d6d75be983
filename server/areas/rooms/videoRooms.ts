import type { ChatRefusal, ChatResult } from '../../../schemas/chatSocket';
import { BREAKOUT_ROOM, OFFICE_HOURS } from '../../../schemas/constants';
import { isOn, isSoftClosed } from '../../../schemas/eventConfig';
import { PROGRAM_TEXT } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import {
  breakoutRoomOf,
  officeHourRoomOf,
  type RoomJoinReply,
  videoRoomOf,
} from '../../../schemas/videoRoom';
import type { RoomEntry } from '../../video/roomEntry';
import { officeHourCapacity } from '../../video/roomLimits';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { GameTasks } from '../game/tasks';
import { isPersonOf, mayOpen } from '../program/access';
import type { ProgramItems } from '../program/programMemory';

export const ROOM_TEXT = {
  SESSION_NOT_FOUND: 'Session not found',
  NO_OFFICE_HOURS: 'This session has no office hours',
  OFFICE_HOURS_NOT_OPEN: 'The office hours are not open now',
  NO_BREAKOUT_ROOM: 'This session has no such breakout room',
  BREAKOUT_NOT_OPEN: 'The breakout room opens 10 minutes before the session starts',
  BREAKOUT_OVER: 'The breakout room is closed',
  SITE_CLOSED: 'The video rooms are closed',
} as const;

export interface RoomActor {
  event: EventRow;
  user: UserRow;
}

const refuse = (code: ChatRefusal['code'], message: string) => ({
  ok: false as const,
  refusal: { code, message },
});

/** What a provider shows as the user's name: their name, or their email when they gave none. */
export const displayNameOf = (u: UserRow) =>
  [u.firstname, u.lastname].filter(Boolean).join(' ').trim() || u.email;

/**
 * The video rooms of office hours and breakout rooms (000 §4 "Office hours", "Breakout room", "Video rooms"):
 * the session must exist and be open to the user; the site must not be soft-closed or archived; the room must be
 * open now; then the room entry applies the capacity (admins, authors and chairs excepted, who moderate).
 */
export function createVideoRooms(
  program: ProgramItems,
  clock: { now(): number },
  entry: RoomEntry,
  tasks: Pick<GameTasks, 'complete'>,
) {
  /** The session and its items, when the user may open it, or why not. */
  async function openSession({ event, user }: RoomActor, sessionId: number) {
    const entities = await program.sessionDocs(event.id, sessionId);
    const session = entities.find((d) => d.internal_type === 'session');
    if (!session) return refuse('not_found', ROOM_TEXT.SESSION_NOT_FOUND);
    if (!mayOpen(user, sessionId, entities)) return refuse('forbidden', PROGRAM_TEXT.LOCKED);
    if (isSoftClosed(event.config, clock.now()) || isOn(event.config.archive_mode)) {
      return refuse('forbidden', ROOM_TEXT.SITE_CLOSED);
    }
    return { ok: true as const, session };
  }

  /** Authors and chairs of the session, and admins. */
  const moderates = (user: UserRow, session: SessionItemDoc) =>
    user.isAdmin || isPersonOf(user.uuid, [session]);

  return {
    /** Joinable from 15 minutes before a slot until 15 minutes after its end; capacity 25 by default, at most 50. */
    async officeHour(actor: RoomActor, sessionId: number): Promise<ChatResult<RoomJoinReply>> {
      const found = await openSession(actor, sessionId);
      if (!found.ok) return found;
      const { session } = found;
      const slots = session.office_hours ?? [];
      if (slots.length === 0) return refuse('not_found', ROOM_TEXT.NO_OFFICE_HOURS);
      const now = clock.now();
      const open = slots.some(
        (s) => s.start - OFFICE_HOURS.JOIN_BEFORE <= now && now <= s.end + OFFICE_HOURS.JOIN_AFTER_END,
      );
      if (!open) return refuse('forbidden', ROOM_TEXT.OFFICE_HOURS_NOT_OPEN);
      const capacity = officeHourCapacity(session.live_config_object);
      const entered = await entry.enter({
        ...actor,
        room: videoRoomOf('/officeHours', officeHourRoomOf(sessionId)),
        displayName: displayNameOf(actor.user),
        moderator: moderates(actor.user, session),
        capacity,
      });
      // The game's office-hour conversation (000 §4): counted when the user gets into the room.
      if (entered.ok)
        await tasks.complete(actor.event, actor.user, {
          kind: 'OFFICE_HOUR_CONVERSATION',
          itemId: String(sessionId),
        });
      return entered;
    },

    /** Open from 10 minutes before the session's start until 24 hours after its end; each room its capacity. */
    async breakoutRoom(
      actor: RoomActor,
      sessionId: number,
      roomId: string,
    ): Promise<ChatResult<RoomJoinReply>> {
      const found = await openSession(actor, sessionId);
      if (!found.ok) return found;
      const { session } = found;
      const live = session.live_config_object;
      const room = isOn(live?.has_breakout_room)
        ? live?.session_breakout_rooms?.find((r) => String(r.id) === roomId)
        : undefined;
      const { start_time_unix: start, end_time_unix: end } = session;
      if (!room || start === undefined || end === undefined)
        return refuse('not_found', ROOM_TEXT.NO_BREAKOUT_ROOM);
      const now = clock.now();
      if (now < start - BREAKOUT_ROOM.OPEN_BEFORE) return refuse('forbidden', ROOM_TEXT.BREAKOUT_NOT_OPEN);
      if (now >= end + BREAKOUT_ROOM.HIDDEN_AFTER_END) return refuse('forbidden', ROOM_TEXT.BREAKOUT_OVER);
      return entry.enter({
        ...actor,
        room: videoRoomOf('/officeHours', breakoutRoomOf(sessionId, roomId)),
        displayName: displayNameOf(actor.user),
        moderator: moderates(actor.user, session),
        capacity: room.capacity ?? null,
      });
    },
  };
}
export type VideoRooms = ReturnType<typeof createVideoRooms>;
