import type { ChatRefusal } from '../../../schemas/chatSocket';
import { isOn } from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import { closedMessage } from '../closing/closing';
import type { EventRow } from '../events/queries';

export const LOUNGES_NOT_FOR_ACCOUNT = 'Lounges are not available for your account';
export const LOUNGES_ARCHIVED = 'This event is archived; lounges are closed';

/**
 * Whether the user may enter a networking lounge now (001 §4 "Lounges", §6): never with limited access (their
 * room buttons are disabled); from the soft close on, and in archive mode, only admins. The relay asks this
 * (ChatHooks.mayJoinLounge) before a "/lounge" presence join. The lounge feature, when it lands, keeps this
 * rule on every way into a room (its HTTP calls and the video room's token alike) and adds its own on top:
 * a private room only for moderators, admins and the allowed badges; a full room only for moderators and
 * admins; a scheduled room only from 10 minutes before its start, except for moderators and admins.
 */
export function loungeRefusal(event: EventRow, user: UserRow, now: number): ChatRefusal | null {
  if (user.limitedAccess) return { code: 'forbidden', message: LOUNGES_NOT_FOR_ACCOUNT };
  if (isOn(event.config.archive_mode) && !user.isAdmin)
    return { code: 'forbidden', message: LOUNGES_ARCHIVED };
  const closed = closedMessage('soft', event.config, user.isAdmin, now);
  return closed === null ? null : { code: 'forbidden', message: closed };
}
