import { type EventConfig, isOn } from '../../../schemas/eventConfig';

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
