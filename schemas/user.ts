import { Schema } from 'effect';

const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** The signed-in user as the login reply and the browser's stored user carry it (000 §3). */
export const SignedInUser = Schema.Struct({
  uuid: Schema.String,
  attenuuid: Schema.String,
  reviewid: Schema.String,
  ReviewID: Schema.String,
  user_uuid: Schema.String,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Email: Schema.String,
  Picture: Schema.String,
  ssotoken: Schema.String,
  is_admin: Schema.Boolean,
  ghost: Schema.Boolean,
  live_stream_only: Schema.Boolean,
  xcd_staff: Schema.Boolean,
  exhibitor_staff: Schema.Boolean,
  lounge_moderator: Schema.Boolean,
  badges: Schema.Array(Schema.Number),
  session_access_array: Schema.Array(Schema.Number),
  force_into_itinerary: Schema.String,
  social_message: Schema.Literal(-1, 0, 1),
  limited_access_attendee: Schema.Boolean,
  tags: Schema.Array(Schema.String),
  tagsUpdated: Schema.Boolean,
  profileUpdated: Schema.Boolean,
  Company: opt(Schema.String),
});
export type SignedInUser = typeof SignedInUser.Type;
