import { BADGES } from '../../../schemas/constants';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { ProfileReply } from '../../../schemas/profile';

export type ProfileTab =
  | 'profile'
  | 'editProfile'
  | 'editBadge'
  | 'notes'
  | 'generalNotes'
  | 'certificate'
  | 'transcript';

/** The text keys of the profile's tabs. */
export const PROFILE_TAB_KEYS: Record<ProfileTab, string> = {
  profile: 'profile.myProfile',
  editProfile: 'profile.editProfile',
  editBadge: 'profile.editBadge',
  notes: 'profile.myNotes',
  generalNotes: 'profile.generalNotes',
  certificate: 'profile.certificate',
  transcript: 'profile.transcript',
};

/** A badge as shown: its label (a text key for the defaults) and its border colour. */
export interface ShownBadge {
  readonly id: number | null;
  readonly label: string;
  readonly labelKey?: 'profile.defaultBadge' | 'profile.nonAttendeeAuthor';
  readonly color: string;
}

/** The text keys a session card's tags use, by role. */
export const ROLE_KEYS = {
  presenter: 'profile.presenter',
  author: 'profile.author',
  chair: 'profile.chair',
} as const;

/**
 * The own profile's tabs: My Profile; Edit Profile unless hidden (hide_edit_profile) or updates are off
 * (disable_update_profile), and Edit Badge with it; My Notes and General Notes when the event has notes
 * (note_config.enable_notes) and does not turn the notes tab off (my_notes_tab: 0); Certificate and Transcript
 * when the event has credits (credits_config.enabled) and certificates (basic_certificate_config.enabled) or the
 * transcript (transcript_config.enabled). Another person's profile has no tabs.
 */
export function profileTabs(
  isSelf: boolean,
  config: Pick<
    EventConfig,
    | 'note_config'
    | 'my_notes_tab'
    | 'hide_edit_profile'
    | 'disable_update_profile'
    | 'credits_config'
    | 'basic_certificate_config'
    | 'transcript_config'
  >,
): ProfileTab[] {
  if (!isSelf) return [];
  const notes =
    isOn(config.note_config?.enable_notes) && config.my_notes_tab !== 0 && config.my_notes_tab !== false;
  const edit = !isOn(config.hide_edit_profile) && !isOn(config.disable_update_profile);
  const credits = isOn(config.credits_config?.enabled);
  return [
    'profile',
    ...(edit ? (['editProfile', 'editBadge'] as const) : []),
    ...(notes ? (['notes', 'generalNotes'] as const) : []),
    ...(credits && isOn(config.basic_certificate_config?.enabled) ? (['certificate'] as const) : []),
    ...(credits && isOn(config.transcript_config?.enabled) ? (['transcript'] as const) : []),
  ];
}

/**
 * The badges a profile shows (002 §5): hidden badges never, at most 4, each in its configured colour; when user
 * badges are disabled or none is left, the default 'Attendee' badge (or the non-registered author label).
 */
export function shownBadges(
  profile: Pick<ProfileReply, 'badges' | 'nonattendee_author'>,
  config: Pick<EventConfig, 'attendee_badges' | 'disable_user_badges'>,
): ShownBadge[] {
  const byId = new Map((config.attendee_badges ?? []).map((b) => [b.id, b]));
  const shown = isOn(config.disable_user_badges)
    ? []
    : profile.badges.flatMap((id): ShownBadge[] => {
        const b = byId.get(id);
        return b && !isOn(b.hidden)
          ? [{ id, label: b.label, color: b.bgColor ?? BADGES.BORDER_DEFAULT_COLOR }]
          : [];
      });
  if (shown.length > 0) return shown.slice(0, BADGES.MAX_ON_CARD);
  return [
    profile.nonattendee_author
      ? { id: null, label: '', labelKey: 'profile.nonAttendeeAuthor', color: BADGES.BORDER_DEFAULT_COLOR }
      : { id: null, label: '', labelKey: 'profile.defaultBadge', color: BADGES.BORDER_DEFAULT_COLOR },
  ];
}

/** Prefix, first and last name, as the banner shows them. */
export const displayName = (p: Pick<ProfileReply, 'Mr' | 'Firstname' | 'Lastname'>) =>
  [p.Mr, p.Firstname, p.Lastname].filter(Boolean).join(' ');

/** City, state and country, those given. */
export const placeOf = (p: Pick<ProfileReply, 'City' | 'State' | 'Country'>) =>
  [p.City, p.State, p.Country].filter(Boolean).join(', ');
