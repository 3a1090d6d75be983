import { Schema } from 'effect';
import { LocalizedText } from './localizedText';
import { AUTH } from './constants';
import { Ad, LoginForm } from './eventConfig';
import { TextUpTo, TrimmedUpTo } from './input';
import { SignedInUser } from './user';

const Email = TrimmedUpTo(320).pipe(
  Schema.nonEmptyString({ message: () => 'Please input your E-mail!' }),
  Schema.maxLength(AUTH.EMAIL_MAX),
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'The input is not valid E-mail!' }),
);
const Required = (message: string, max = 1000) =>
  TextUpTo(max).pipe(Schema.nonEmptyString({ message: () => message }));
const Password = TextUpTo(AUTH.PASSWORD_MAX);
const UrlId = TextUpTo(200);
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });

/** GET /api/login-start?conference|appdir: the event's url id or folder. */
export const LoginStartQuery = Schema.Struct({ conference: opt(UrlId), appdir: opt(UrlId) });

/** POST /api/login: by email and password, or by a single-sign-on token and uuid. */
export const PasswordLogin = Schema.Struct({
  appdir: opt(UrlId),
  urlid: UrlId,
  email: Email,
  password: opt(Password),
});
export const SsoLogin = Schema.Struct({
  appdir: opt(UrlId),
  urlid: UrlId,
  sso_token: Required('A single sign-on token is required'),
  uuid: Required('A uuid is required', 100),
});
export const LoginRequest = Schema.Union(SsoLogin, PasswordLogin);
export type LoginRequest = typeof LoginRequest.Type;

/** The login reply: success carries reviewid and the user; failure carries error_message only. */
export const LoginReply = Schema.Struct({
  reviewid: Schema.String,
  user_uuid: Schema.String,
  ssotoken: Schema.String,
  badges: Schema.Array(Schema.Number),
  session_access_array: Schema.Array(Schema.Number),
  attenuuid: Schema.String,
  xcd_staff: Schema.Boolean,
  token: Schema.String,
  loginId: Schema.String,
  user: SignedInUser,
});
export type LoginReply = typeof LoginReply.Type;

export const LoginFailure = Schema.Struct({ error_message: Schema.String });

/** POST /api/signup */
export const SignupRequest = Schema.Struct({
  urlid: UrlId,
  username: TrimmedUpTo(AUTH.USERNAME_MAX).pipe(
    Schema.nonEmptyString({ message: () => 'Please input your username!' }),
  ),
  email: Email,
  password: Required('Please input your Password!', AUTH.PASSWORD_MAX),
});
export type SignupRequest = typeof SignupRequest.Type;

/**
 * The sign-up reply: a login when the address has an account and the password is its own; otherwise a
 * message to open the mailed link (a confirmation for a new account), the same for a new and a known address.
 */
export const SignupReply = Schema.Union(LoginReply, Schema.Struct({ message: Schema.String }));

/** POST /api/auto-login-email: mails a magic link. */
export const MagicLinkRequest = Schema.Struct({
  CustomerSourceHexID: opt(TextUpTo(200)),
  VirtualApp: UrlId,
  conferenceid: opt(Schema.Union(TextUpTo(200), Schema.Finite)),
  clientEmail: Email,
});
export const MessageReply = Schema.Struct({ message: Schema.String });

/**
 * POST /api/sso/external-token (signed in): a token for the third party a custom screen's external link opens,
 * made for that purpose (never the session token): one use, `expires_in` seconds, valid while the login lasts.
 */
export const ExternalTokenReply = Schema.Struct({ token: Schema.String, expires_in: Schema.Number });
/** POST /api/sso/external-token/verify: the third party's server checks the token it received (once). */
export const ExternalVerifyRequest = Schema.Struct({ token: Required('A token is required') });
export const ExternalIdentity = Schema.Struct({
  uuid: Schema.String,
  Firstname: Schema.String,
  Lastname: Schema.String,
  Email: Schema.String,
  event_id: Schema.String,
});
export type ExternalIdentity = typeof ExternalIdentity.Type;

/** GET /api/login-start?appdir&conference */
export const LoginStartReply = Schema.Struct({
  login_form: LoginForm,
  ads: Schema.Array(Ad),
  ad_rotation_speed: Schema.optionalWith(Schema.Number, { exact: true }),
  source_hex: Schema.String,
  ConferenceID: Schema.Union(Schema.String, Schema.Number),
  title: Schema.String,
  confurlid: Schema.String,
  privacy_banner_text: Schema.optionalWith(LocalizedText, { exact: true }),
  support_email: Schema.optionalWith(Schema.String, { exact: true }),
  closing: Schema.Struct({
    soft_close_timestamp: Schema.NullOr(Schema.Number),
    hard_close_time: Schema.NullOr(Schema.Number),
    hard_close_msg: Schema.NullOr(Schema.String),
    app_enabled: Schema.Boolean,
  }),
});
export type LoginStartReply = typeof LoginStartReply.Type;
/** The id of the element in which the sign-in page carries its LoginStartReply (JSON), for its script to read. */
export const LOGIN_START_ELEMENT = 'login-start';
