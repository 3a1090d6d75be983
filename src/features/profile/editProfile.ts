import { type EventConfig, isOn } from '../../../schemas/eventConfig';
import type { OwnProfile, ProfileEditRequest, ProfileReply } from '../../../schemas/profile';
import { nameRules } from '../../people/names';

/** What attendee_profile_edit hides from the edit form (002 §3). */
export interface EditHides {
  /** Name parts attendee_name leaves out of names (hide_prefix) or does not show (middle name, suffix). */
  readonly prefix: boolean;
  readonly middle: boolean;
  readonly suffix: boolean;
  readonly publicToggle: boolean;
  readonly degrees: boolean;
  readonly institution: boolean;
  readonly title: boolean;
  readonly biography: boolean;
}

type FlagValue = boolean | 0 | 1 | undefined;

/** What attendee_profile_edit and attendee_name leave out of the edit form: what is not shown is not asked. */
export function editHides(config: Pick<EventConfig, 'attendee_profile_edit' | 'attendee_name'>): EditHides {
  const names = nameRules(config);
  const c = (
    typeof config.attendee_profile_edit === 'object' && config.attendee_profile_edit !== null
      ? config.attendee_profile_edit
      : {}
  ) as Record<string, FlagValue>;
  return {
    prefix: !names.prefix,
    middle: !names.middle,
    suffix: !names.suffix,
    publicToggle: isOn(c.hide_public_toggle),
    degrees: isOn(c.hide_degrees) || !names.degrees,
    institution: isOn(c.hide_institution),
    title: isOn(c.hide_title),
    biography: isOn(c.hide_biography),
  };
}

export interface EditValues {
  Mr: string;
  Firstname: string;
  Middle: string;
  Namesuffix: string;
  Lastname: string;
  ContactTitle: string;
  Company: string;
  ContactDegrees: string;
  /** The biography as text to edit. */
  Biography: string;
  messaging: boolean;
  public_profile: boolean;
  custom_fields: Record<string, string | readonly string[]>;
  /** social_message as loaded: -1 (hidden) stays unless messaging is changed. */
  initialSocial: -1 | 0 | 1;
}

/** The form's starting values from the own profile (`asText` turns the biography's HTML into text). */
export function editValues(p: ProfileReply, own: OwnProfile, asText: (html: string) => string): EditValues {
  return {
    Mr: p.Mr,
    Firstname: p.Firstname,
    Middle: p.Middle,
    Namesuffix: p.Namesuffix,
    Lastname: p.Lastname,
    ContactTitle: p.ContactTitle ?? '',
    Company: p.Company ?? '',
    ContactDegrees: p.ContactDegrees ?? '',
    Biography: asText(p.Biography ?? ''),
    messaging: own.social_message === 1,
    public_profile: own.public_profile,
    custom_fields: Object.fromEntries(own.fields.map((f) => [f.name, f.value])),
    initialSocial: own.social_message,
  };
}

/** The edit request of the form's values, without the fields the configuration hides. */
export function editRequest(
  v: EditValues,
  hides: EditHides,
  asHtml: (text: string) => string,
): ProfileEditRequest {
  const social = v.messaging ? 1 : v.initialSocial === -1 ? -1 : 0;
  return {
    ...(hides.prefix ? {} : { Mr: v.Mr.trim() }),
    Firstname: v.Firstname.trim(),
    ...(hides.middle ? {} : { Middle: v.Middle.trim() }),
    Lastname: v.Lastname.trim(),
    ...(hides.suffix ? {} : { Namesuffix: v.Namesuffix.trim() }),
    ...(hides.title ? {} : { ContactTitle: v.ContactTitle.trim() }),
    ...(hides.institution ? {} : { Company: v.Company.trim() }),
    ...(hides.degrees ? {} : { ContactDegrees: v.ContactDegrees.trim() }),
    ...(hides.biography ? {} : { Biography: v.Biography.trim() ? asHtml(v.Biography) : '' }),
    social_message: social,
    ...(hides.publicToggle ? {} : { public_profile: v.public_profile }),
    custom_fields: Object.fromEntries(
      Object.entries(v.custom_fields).map(([k, value]) => [
        k,
        typeof value === 'string' ? value.trim() : [...value],
      ]),
    ),
  };
}
