import { describe, expect, it } from 'vitest';
import { editHides, editRequest, editValues } from '../../../src/features/profile/editProfile';
import { PROFILE_TAB_KEYS, profileTabs, ROLE_KEYS } from '../../../src/features/profile/profile.view';
import { shownBadges } from '../../../src/people/badges';
import { nameRules, nameWithDegrees, personName, placeOf } from '../../../src/people/names';
import { englishTextAt } from '../../support/texts';

const textAt = englishTextAt;

const badges = [
  { id: 1, label: 'Attendee', bgColor: '#1f6feb' },
  { id: 2, label: 'Speaker' },
  { id: 3, label: 'Staff', hidden: 1 as const },
  { id: 4, label: 'VIP', bgColor: '#f6c343' },
  { id: 5, label: 'Press', bgColor: '#cf222e' },
  { id: 6, label: 'Student', bgColor: '#1a7f37' },
];

describe('profile view', () => {
  it('gives the own profile its notes tabs only when the event has notes and keeps the notes tab', () => {
    const notes = { note_config: { enable_notes: 1 as const } };
    expect(profileTabs(true, notes)).toEqual([
      'profile',
      'editProfile',
      'editBadge',
      'notes',
      'generalNotes',
    ]);
    expect(profileTabs(true, { ...notes, my_notes_tab: 0 })).toEqual(['profile', 'editProfile', 'editBadge']);
    expect(profileTabs(true, {})).toEqual(['profile', 'editProfile', 'editBadge']);
    expect(profileTabs(true, { hide_edit_profile: 1 })).toEqual(['profile']);
    expect(profileTabs(true, { disable_update_profile: true })).toEqual(['profile']);
    expect(profileTabs(false, notes)).toEqual([]);
  });

  it('adds Certificate and Transcript to the own profile when credits are on and each is enabled', () => {
    const credits = { credits_config: { enabled: 1 as const }, hide_edit_profile: 1 as const };
    const both = {
      ...credits,
      basic_certificate_config: { enabled: 1 as const },
      transcript_config: { enabled: true },
    };
    expect(profileTabs(true, both)).toEqual(['profile', 'certificate', 'transcript']);
    expect(profileTabs(true, { ...both, transcript_config: { enabled: 0 as const } })).toEqual([
      'profile',
      'certificate',
    ]);
    expect(profileTabs(true, { ...both, basic_certificate_config: {} })).toEqual(['profile', 'transcript']);
    expect(profileTabs(true, { ...both, credits_config: {} })).toEqual(['profile']);
    expect(profileTabs(false, both)).toEqual([]);
  });

  it('shows at most 4 visible badges in their colours, black by default, never hidden ones', () => {
    const shown = shownBadges(
      { badges: [3, 2, 1, 4, 5, 6], nonattendee_author: false },
      { attendee_badges: badges },
    );
    expect(shown.map((b) => [b.label, b.color])).toEqual([
      ['Speaker', 'black'],
      ['Attendee', '#1f6feb'],
      ['VIP', '#f6c343'],
      ['Press', '#cf222e'],
    ]);
  });

  it("falls back to 'Attendee', or the non-registered author label, when badges are off or none is visible", () => {
    const config = { attendee_badges: badges };
    expect(shownBadges({ badges: [3], nonattendee_author: false }, config)[0]?.labelKey).toBe(
      'profile.defaultBadge',
    );
    expect(
      shownBadges({ badges: [1, 2], nonattendee_author: false }, { ...config, disable_user_badges: 1 })[0]
        ?.labelKey,
    ).toBe('profile.defaultBadge');
    expect(shownBadges({ badges: [], nonattendee_author: true }, config)[0]?.labelKey).toBe(
      'profile.nonAttendeeAuthor',
    );
    expect(textAt('profile.defaultBadge')).toBe('Attendee');
  });

  it('starts the edit form from the own profile and sends only what the configuration shows', () => {
    const profile = {
      uuid: 'u',
      is_self: true,
      Firstname: 'Jordan',
      Lastname: 'Rivera',
      Middle: '',
      Namesuffix: '',
      Mr: '',
      Picture: '',
      Company: 'Northfield',
      ContactTitle: 'Fellow',
      Biography: '<p>Line one</p>',
      badges: [],
      nonattendee_author: false,
      custom_fields: [],
      presentations: [],
      moderated: [],
      can_email: false,
      can_chat: false,
    };
    const own = {
      badge_overwrite: null,
      social_message: -1 as const,
      public_profile: true,
      fields: [{ name: 'CustomField_1', label: 'Specialty', multiple: false, choices: [], value: 'Care' }],
    };
    const values = editValues(profile, own, (html) => html.replace(/<[^>]+>/g, ''));
    expect(values).toMatchObject({
      Biography: 'Line one',
      messaging: false,
      custom_fields: { CustomField_1: 'Care' },
    });
    const hides = editHides({ attendee_profile_edit: { hide_institution: 1, hide_public_toggle: true } });
    const request = editRequest({ ...values, Firstname: ' Jo ' }, hides, (text) => `<p>${text}</p>`);
    expect(request).toMatchObject({ Firstname: 'Jo', Biography: '<p>Line one</p>', social_message: -1 });
    expect(request).not.toHaveProperty('Company');
    expect(request).not.toHaveProperty('public_profile');
    expect(editRequest({ ...values, messaging: true }, hides, String).social_message).toBe(1);
    expect(request).not.toHaveProperty('Middle');
    expect(editHides({})).toEqual({
      prefix: false,
      middle: true,
      suffix: true,
      publicToggle: false,
      degrees: false,
      institution: false,
      title: false,
      biography: false,
    });
    // attendee_name: what names do not show, the form does not ask.
    const names = editHides({
      attendee_name: { hide_prefix: 1, show_middle_name: 1, show_name_suffix: 1, hide_degrees: 1 },
    });
    expect(names).toMatchObject({ prefix: true, middle: false, suffix: false, degrees: true });
    const named = editRequest({ ...values, Mr: 'Dr.', Middle: ' Q ', Namesuffix: 'Jr.' }, names, String);
    expect(named).toMatchObject({ Middle: 'Q', Namesuffix: 'Jr.' });
    expect(named).not.toHaveProperty('Mr');
    expect(named).not.toHaveProperty('ContactDegrees');
  });

  it('writes names and places from the parts given, as attendee_name asks', () => {
    const plain = nameRules({});
    const robin = { Mr: 'Dr.', Firstname: 'Robin', Middle: 'Q.', Lastname: 'Speaker', Namesuffix: 'Jr.' };
    expect(personName(robin, plain)).toBe('Dr. Robin Speaker');
    expect(personName({ Mr: '', Firstname: 'Lee', Lastname: 'Limited' }, plain)).toBe('Lee Limited');
    const all = nameRules({ attendee_name: { show_middle_name: 1, show_name_suffix: 1 } });
    expect(personName(robin, all)).toBe('Dr. Robin Q. Speaker Jr.');
    const bare = nameRules({ attendee_name: { hide_prefix: 1, hide_degrees: 1 } });
    expect(personName(robin, bare)).toBe('Robin Speaker');
    expect(nameWithDegrees({ ...robin, ContactDegrees: 'MD' }, plain)).toBe('Dr. Robin Speaker, MD');
    expect(nameWithDegrees({ ...robin, ContactDegrees: 'MD' }, bare)).toBe('Robin Speaker');
    expect(placeOf({ City: 'Chicago', State: '', Country: 'USA' })).toBe('Chicago, USA');
    expect(placeOf({})).toBe('');
  });

  it.each([...Object.values(PROFILE_TAB_KEYS), ...Object.values(ROLE_KEYS), 'profile.nonAttendeeAuthor'])(
    '%s is a text of src/i18n',
    (key) => expect(typeof textAt(key)).toBe('string'),
  );
});
