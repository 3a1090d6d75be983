import { Schema } from 'effect';
import { TextUpTo, TrimmedUpTo } from './input';
import { BadgeName } from './program';

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** A person's part in a session item, as the profile's session cards tag it (002 §2 "Session cards"). */
export const ProfileRole = Schema.Literal('presenter', 'author', 'chair');
export type ProfileRole = typeof ProfileRole.Type;

/**
 * A session, abstract or program item of a person: its title and times, the person's roles in it (with the
 * chair type when chairing), and whether the viewer may open it (`locked` when not).
 */
export const ProfileSession = Schema.Struct({
  internal_type: Schema.Literal('session', 'abstract', 'program'),
  session_id: Schema.Number,
  ab_id: opt(Schema.Number),
  program_id: opt(Schema.Number),
  title: Schema.String,
  start_time_unix: opt(Schema.Number),
  end_time_unix: opt(Schema.Number),
  roles: Schema.Array(ProfileRole),
  chair_type: opt(Schema.String),
  locked: Schema.Boolean,
});
export type ProfileSession = typeof ProfileSession.Type;

/** One answer to a profile custom field of the event (profile_custom_fields), as text. */
export const ProfileField = Schema.Struct({ label: Schema.String, value: Schema.String });
export type ProfileField = typeof ProfileField.Type;

/** A custom field as the own profile's edit form shows it: its choices (none for text) and the current answer. */
export const EditableField = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  multiple: Schema.Boolean,
  choices: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String })),
  value: Schema.Union(Schema.String, Schema.Array(Schema.String)),
});
export type EditableField = typeof EditableField.Type;

export { BadgeName } from './program';

/** What only the owner's reply carries: the settings the edit forms start from. */
export const OwnProfile = Schema.Struct({
  badge_overwrite: Schema.NullOr(BadgeName),
  social_message: Schema.Literal(-1, 0, 1),
  public_profile: Schema.Boolean,
  fields: Schema.Array(EditableField),
});
export type OwnProfile = typeof OwnProfile.Type;

/**
 * GET /api/profiles/{uuid}: a person's profile as this viewer may see it (002 §2 "Profiles"). Fields the viewer
 * may not see (a private profile's details, the company under hide_company_attendees) are left out; the
 * sessions hold only those the viewer may know of. `can_email` and `can_chat` apply the 002 §5 rule.
 */
export const ProfileReply = Schema.Struct({
  uuid: Schema.String,
  is_self: Schema.Boolean,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Middle: Schema.String,
  Namesuffix: Schema.String,
  Mr: Schema.String,
  Picture: Schema.String,
  Company: opt(Schema.String),
  ContactTitle: opt(Schema.String),
  ContactDegrees: opt(Schema.String),
  Biography: opt(Schema.String),
  City: opt(Schema.String),
  State: opt(Schema.String),
  Country: opt(Schema.String),
  badges: Schema.Array(Schema.Number),
  nonattendee_author: Schema.Boolean,
  custom_fields: Schema.Array(ProfileField),
  presentations: Schema.Array(ProfileSession),
  moderated: Schema.Array(ProfileSession),
  can_email: Schema.Boolean,
  can_chat: Schema.Boolean,
  own: opt(OwnProfile),
});
export type ProfileReply = typeof ProfileReply.Type;

export const DIRECT_MESSAGE_MAX = 5000;

/** POST /api/profiles/{uuid}/email (attendee_send_email): a message mailed to the person. */
export const SendEmailRequest = Schema.Struct({
  message: TrimmedUpTo(DIRECT_MESSAGE_MAX).pipe(
    Schema.minLength(1, { message: () => 'Please input your message!' }),
  ),
});
export type SendEmailRequest = typeof SendEmailRequest.Type;

export const SendEmailReply = Schema.Struct({ success: Schema.Boolean, message: Schema.String });
export type SendEmailReply = typeof SendEmailReply.Type;

const Name = TrimmedUpTo(100).pipe(Schema.minLength(1, { message: () => 'is required' }));

/**
 * PUT /api/profile: the signed-in user's own profile edit (002 §7 "POST profile edit"). Every field is optional,
 * so that a form may send only social_message (or, later, only the badge name); Biography is HTML, sanitised on
 * the server. custom_fields answers the event's profile_custom_fields by field name.
 */
export const ProfileEditRequest = Schema.Struct({
  Firstname: opt(Name),
  Lastname: opt(Name),
  Mr: opt(TrimmedUpTo(30)),
  Middle: opt(TrimmedUpTo(100)),
  Namesuffix: opt(TrimmedUpTo(30)),
  Company: opt(TrimmedUpTo(200)),
  ContactTitle: opt(TrimmedUpTo(200)),
  ContactDegrees: opt(TrimmedUpTo(100)),
  Biography: opt(TrimmedUpTo(10_000)),
  social_message: opt(Schema.Literal(-1, 0, 1)),
  public_profile: opt(Schema.Boolean),
  /** The badge's name; both empty prints the profile's name again. */
  badge_overwrite: opt(Schema.Struct({ Firstname: TrimmedUpTo(100), Lastname: TrimmedUpTo(100) })),
  custom_fields: opt(
    Schema.Record({
      key: TextUpTo(50),
      value: Schema.Union(TrimmedUpTo(500), Schema.Array(TrimmedUpTo(200)).pipe(Schema.maxItems(50))),
    }),
  ),
});
export type ProfileEditRequest = typeof ProfileEditRequest.Type;

/** The edit's answer: the server's message (shown as the success toast) and the user's tags. */
export const ProfileEditReply = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.String,
  tags: Schema.Array(Schema.String),
});
export type ProfileEditReply = typeof ProfileEditReply.Type;

/** POST /api/uploads/profile-photo (002 §7 "POST profile photo"): the new picture's address, now the user's. */
export const ProfilePhotoReply = Schema.Struct({ image_url: Schema.String });
export type ProfilePhotoReply = typeof ProfilePhotoReply.Type;
