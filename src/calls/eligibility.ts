import { type EventConfig, isOn, isSoftClosed } from '../../schemas/eventConfig';

/** Who may be called, as the screens know people: the uuid, the name to show and their messaging choice. */
export interface CallPeerInfo {
  readonly uuid: string;
  readonly name: string;
  /** 001 §3: -1 hidden, 0 not messaging, 1 messaging; unknown counts as not messaging. */
  readonly social_message?: -1 | 0 | 1 | undefined;
}

export interface CallViewer {
  readonly uuid: string;
  readonly is_admin: boolean;
  readonly limited_access_attendee: boolean;
  readonly social_message: -1 | 0 | 1;
}

type CallSettings = Pick<
  EventConfig,
  'chat_enabled' | 'disable_video_calls' | 'archive_mode' | 'soft_closed' | 'soft_close_timestamp'
>;

/**
 * Whether the rules let the viewer call this person at all (001 §4, §5, §6; 002 §6), before asking whether
 * they are online: chat on for the event, calls not turned off, not soft-closed or archived (admins excepted),
 * the viewer not limited, both messaging (social_message 1), two different people. The server applies the
 * same rules to every call.
 */
export function mayCall(
  settings: CallSettings,
  viewer: CallViewer,
  peer: CallPeerInfo,
  now: number,
): boolean {
  if (!isOn(settings.chat_enabled) || isOn(settings.disable_video_calls)) return false;
  if (!viewer.is_admin && (isOn(settings.archive_mode) || isSoftClosed(settings, now))) return false;
  if (viewer.limited_access_attendee || viewer.social_message !== 1) return false;
  return peer.social_message === 1 && peer.uuid !== viewer.uuid;
}
