import type { UserRow } from '../auth/users';
import type { LoungeDef } from './rooms';

type Viewer = Pick<UserRow, 'uuid' | 'isAdmin' | 'badges'>;

/** The user is one of the room's moderators (001 §6: uuid in the room's moderator list). */
export const moderates = (room: LoungeDef, user: Viewer) => room.moderators.includes(user.uuid);

/** Admins and the room's moderators: they see private rooms, enter full ones and scheduled ones early. */
export const isPrivileged = (room: LoungeDef, user: Viewer) => user.isAdmin || moderates(room, user);

/** 001 §5: a private room is visible only to its moderators, admins and holders of an allowed badge. */
export const maySeeLounge = (room: LoungeDef, user: Viewer) =>
  room.access === 'public' ||
  isPrivileged(room, user) ||
  user.badges.some((badge) => room.allowedBadges.includes(badge));
