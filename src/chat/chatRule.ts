import { type EventConfig, isOn } from '../../schemas/eventConfig';
import type { SignedInUser } from '../../schemas/user';

/**
 * Whether chat is open to the user (001 §6): chat enabled, not a limited-access attendee, messaging on
 * (social_message 1), not archive mode. The menu's Chat entry and the chat socket follow it; the server and the
 * relay apply the same rule to every chat call.
 */
export const mayUseChat = (
  config: Pick<EventConfig, 'chat_enabled' | 'archive_mode'>,
  user: Pick<SignedInUser, 'limited_access_attendee' | 'social_message'>,
) =>
  isOn(config.chat_enabled) &&
  !user.limited_access_attendee &&
  user.social_message === 1 &&
  !isOn(config.archive_mode);
