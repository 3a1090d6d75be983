import { BADGES } from '../../../schemas/constants';
import { isOn } from '../../../schemas/eventConfig';
import type { UserRow } from '../auth/users';
import { chatRefusal, isReachable } from '../chat/rules';
import type { EventRow } from '../events/queries';

type Messaging = Pick<UserRow, 'uuid' | 'socialMessage' | 'limitedAccess' | 'badges'>;

/** Whether a profile can be shown at all: its owner, or a listed person (no ghosts, no badge -1). */
export const isVisiblePerson = (
  viewer: Pick<UserRow, 'uuid'>,
  target: Pick<UserRow, 'uuid' | 'ghost' | 'badges'>,
) => viewer.uuid === target.uuid || (!target.ghost && !target.badges.includes(BADGES.NON_PARTICIPANT));

/**
 * Send Email (002 §5): viewer and target both take messages (social_message 1), are different people, the
 * event has attendee_email_enabled, and the viewer is not a limited-access attendee; the target must be reachable
 * (not limited access, not a non-participant).
 */
export function mayEmail(config: EventRow['config'], viewer: Messaging, target: Messaging): boolean {
  return (
    isOn(config.attendee_email_enabled) &&
    viewer.uuid !== target.uuid &&
    viewer.socialMessage === 1 &&
    target.socialMessage === 1 &&
    !viewer.limitedAccess &&
    isReachable(target)
  );
}

/** Start Chat (002 §5): the viewer may chat now (the chat rules) and the target takes messages. */
export function mayStartChat(event: EventRow, viewer: UserRow, target: Messaging, now: number): boolean {
  return (
    viewer.uuid !== target.uuid &&
    chatRefusal('write', event, viewer, now) === null &&
    target.socialMessage === 1 &&
    isReachable(target)
  );
}
