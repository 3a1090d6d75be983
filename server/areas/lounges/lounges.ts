import type { ChatResult } from '../../../schemas/chatSocket';
import {
  isLoungeOpenAt,
  LOUNGE_TEXT,
  type LoungeRoom,
  type LoungesReply,
  loungePresenceRoom,
  loungeStatusAt,
  nextSchedule,
} from '../../../schemas/lounge';
import { type RoomJoinReply, videoRoomOf } from '../../../schemas/videoRoom';
import type { RoomEntry } from '../../video/roomEntry';
import { withinProvider } from '../../video/roomLimits';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { GameTasks } from '../game/tasks';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import { isPrivileged, maySeeLounge, moderates } from './access';
import { type LoungeDef, loungesOf } from './rooms';
import { loungeRefusal } from './rules';

interface Actor {
  event: EventRow;
  user: UserRow;
}

const DEFAULT_TIME_ZONE = 'UTC';

/** The lounges the user may see now: private ones by role or badge; scheduled ones while a schedule is left. */
export function visibleLounges(event: EventRow, user: UserRow, now: number): LoungeDef[] {
  return loungesOf(event.config).filter(
    (room) => maySeeLounge(room, user) && loungeStatusAt(room, now) !== null,
  );
}

/** A room's card; its capacity no more than one room of the video provider holds (`roomMax`). */
function cardOf(room: LoungeDef, user: UserRow, now: number, roomMax: number | null): LoungeRoom {
  const { hideSkip, ...branding } = room.branding;
  const schedules = room.schedules.filter((s) => now <= s.end);
  return {
    id: room.id,
    label: room.label,
    category: room.category,
    access: room.access,
    scheduled: room.scheduled,
    schedules: room.scheduled ? schedules : [],
    status: loungeStatusAt(room, now) ?? 'upcoming',
    next: room.scheduled ? nextSchedule(room.schedules, now) : null,
    capacity: withinProvider(room.capacity, roomMax),
    moderator: moderates(room, user),
    may_skip_ad: !hideSkip || isPrivileged(room, user),
    presence_room: loungePresenceRoom(room.id),
    branding,
  };
}

/**
 * Networking lounges (001 §2, §4, §5, §6): the rooms a user may see, and entering one. Entering applies the
 * lounge rules (limited access, archive, soft close; a private room only for those who see it; a scheduled
 * room from 10 minutes before its start, except admins and moderators), then the shared room entry, which
 * refuses 'Room Full' at capacity except to admins and moderators. Entering counts for the game's lounge
 * task (001 §4 NETWORKING_LOUNGE_ENGAGE_CONVERSATION).
 */
export function createLounges(deps: {
  clock: { now(): number };
  mediaSigner: MediaSigner;
  entry: RoomEntry;
  tasks: Pick<GameTasks, 'complete'>;
}) {
  return {
    list({ event, user }: Actor): LoungesReply {
      const now = deps.clock.now();
      const categories = (event.config.lobby_categories ?? []).map((c) => ({
        id: String(c.id),
        label: c.label,
      }));
      const reply: LoungesReply = {
        rooms: visibleLounges(event, user, now).map((room) => cardOf(room, user, now, deps.entry.roomMax)),
        categories,
        header_text: event.config.lounge_header_text?.trim() || null,
        time_zone: event.config.timezone ?? DEFAULT_TIME_ZONE,
      };
      return signMediaIn(reply, deps.mediaSigner, deps.mediaSigner.expiry(now));
    },

    async join({ event, user }: Actor, id: string): Promise<ChatResult<RoomJoinReply>> {
      const now = deps.clock.now();
      const room = loungesOf(event.config).find((r) => r.id === id);
      if (!room || !maySeeLounge(room, user) || loungeStatusAt(room, now) === null)
        return { ok: false, refusal: { code: 'not_found', message: LOUNGE_TEXT.NOT_FOUND } };
      const refusal = loungeRefusal(event, user, now);
      if (refusal) return { ok: false, refusal };
      const privileged = isPrivileged(room, user);
      if (!isLoungeOpenAt(room, privileged, now))
        return { ok: false, refusal: { code: 'forbidden', message: LOUNGE_TEXT.NOT_OPEN_YET } };
      const entered = await deps.entry.enter({
        event,
        user,
        room: videoRoomOf('/lounge', loungePresenceRoom(room.id)),
        displayName: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email,
        // the room's moderators and admins moderate its video room
        moderator: isPrivileged(room, user),
        capacity: room.capacity,
      });
      if (entered.ok) {
        await deps.tasks.complete(event, user, {
          kind: 'NETWORKING_LOUNGE_ENGAGE_CONVERSATION',
          itemId: room.id,
        });
      }
      return entered;
    },
  };
}
export type Lounges = ReturnType<typeof createLounges>;
