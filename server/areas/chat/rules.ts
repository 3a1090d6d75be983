import type { ChatRefusal } from '../../../schemas/chatSocket';
import { BADGES } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import { closedMessage } from '../closing/closing';
import type { EventRow } from '../events/queries';

/**
 * Who may chat and call (001 §4 "Chat and calls", §5, §6): chat enabled in the configuration, not a
 * limited-access attendee, messaging on (social_message 1), not archived; reads and writes stop at the hard
 * close and calls at the soft close or with `disable_video_calls`. Admins are spared archive and closing, not the rest.
 */
export type ChatLevel = 'read' | 'write' | 'call';

export const forbidden = (message: string): ChatRefusal => ({ code: 'forbidden', message });
export const notFound = (message: string): ChatRefusal => ({ code: 'not_found', message });
export const badRequest = (message: string, fields?: ChatRefusal['fields']): ChatRefusal =>
  fields ? { code: 'bad_request', message, fields } : { code: 'bad_request', message };

export const CHAT_OFF = 'Chat is not enabled for this event';
export const CHAT_NOT_FOR_ACCOUNT = 'Chat is not available for your account';
export const MESSAGING_OFF = 'Turn on messaging in your profile to chat';
export const ARCHIVED = 'This event is archived; chat is closed';
export const CALLS_OFF = 'Video calls are turned off for this event';
export const PEER_NOT_MESSAGING = 'This person does not take messages';
export const PEER_NOT_CALLING = 'This person does not take calls';

export function chatRefusal(
  level: ChatLevel,
  event: EventRow,
  user: Pick<UserRow, 'limitedAccess' | 'socialMessage' | 'isAdmin'>,
  now: number,
): ChatRefusal | null {
  const { config } = event;
  if (!isOn(config.chat_enabled)) return forbidden(CHAT_OFF);
  if (user.limitedAccess) return forbidden(CHAT_NOT_FOR_ACCOUNT);
  if (user.socialMessage !== 1) return forbidden(MESSAGING_OFF);
  if (isOn(config.archive_mode) && !user.isAdmin) return forbidden(ARCHIVED);
  if (level === 'call' && isOn(config.disable_video_calls)) return forbidden(CALLS_OFF);
  const closed = closedMessage(level === 'call' ? 'soft' : 'hard', config, user.isAdmin, now);
  return closed === null ? null : forbidden(closed);
}

/** Whether others may message or call this user: messaging on, able to chat, a participant of the event. */
export type Reachability = Pick<UserRow, 'socialMessage' | 'limitedAccess' | 'badges'>;
export const isReachable = (u: Reachability) =>
  u.socialMessage > 0 && !u.limitedAccess && !u.badges.includes(BADGES.NON_PARTICIPANT);
