import { VIDEO_ROOM } from '../../schemas/constants';

/** The refusal when a room or its user has no name (000 §5). */
export const ROOM_NAME_REQUIRED = 'Room name and display name are required';

/**
 * A video room's name as the provider gets it (000 §5 "Video-room name"): spaces become underscores, every
 * character other than a letter, a digit, a hyphen or an underscore goes, at most 200 characters, leading and
 * trailing hyphens and underscores trimmed, and 'default_room' when nothing is left.
 */
export function videoRoomName(name: string): string {
  const kept = name
    .replace(/ /g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, VIDEO_ROOM.ROOM_NAME_MAX)
    .replace(/^[-_]+|[-_]+$/g, '');
  return kept || VIDEO_ROOM.DEFAULT_ROOM_NAME;
}
