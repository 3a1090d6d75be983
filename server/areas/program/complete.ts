import { PROGRAM_TEXT, type SessionCompleteReply } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import type { EventRow } from '../events/queries';
import type { UserRow } from '../auth/users';
import { isPersonOf, mayOpen } from './access';

const denied = (message: string): SessionCompleteReply => ({ access: false, message });
const allowed: SessionCompleteReply = { access: true, message: '' };

const limitedMessage = (event: EventRow) =>
  event.config.limited_access_config?.message || PROGRAM_TEXT.PASS_NO_ACCESS;

/**
 * Whether the user may complete a session (evaluation, quiz, credits), checked in this order: admins may;
 * limited-access attendees may not; the session must be open to the user (access array, author or chair);
 * a live_stream_only pass does not cover on-demand items (no start time); and the session must have started.
 */
export function sessionComplete(
  user: UserRow,
  event: EventRow,
  session: SessionItemDoc,
  items: readonly SessionItemDoc[],
  now: number,
): SessionCompleteReply {
  if (user.isAdmin) return allowed;
  if (user.limitedAccess) return denied(limitedMessage(event));
  if (!mayOpen(user, session.session_id, items)) return denied(PROGRAM_TEXT.LOCKED);
  const privileged = isPersonOf(user.uuid, items);
  if (user.liveStreamOnly && session.start_time_unix === undefined && !privileged) {
    return denied(PROGRAM_TEXT.PASS_NO_ACCESS);
  }
  if (session.start_time_unix !== undefined && now < session.start_time_unix && !privileged) {
    return denied(PROGRAM_TEXT.EVALUATION_NOT_STARTED);
  }
  return allowed;
}

/** Completing a product: admins may, limited-access attendees may not, everyone else may. */
export function productComplete(user: UserRow, event: EventRow): SessionCompleteReply {
  if (user.isAdmin) return allowed;
  if (user.limitedAccess) return denied(limitedMessage(event));
  return allowed;
}
