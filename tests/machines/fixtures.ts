import type { LoginReply, LoginStartReply } from '../../schemas/auth';
import type { EventConfig } from '../../schemas/eventConfig';
import type { StoredLogin } from '../../schemas/session';
import type { SignedInUser } from '../../schemas/user';

export const user: SignedInUser = {
  uuid: 'u-1',
  attenuuid: 'u-1',
  reviewid: 'u-1',
  ReviewID: 'u-1',
  user_uuid: 'u-1',
  Firstname: 'Ada',
  Lastname: 'Lovelace',
  Email: 'ada@example.com',
  Picture: 'default-avatar.png',
  ssotoken: 'sso-1',
  is_admin: false,
  ghost: false,
  live_stream_only: false,
  xcd_staff: false,
  exhibitor_staff: false,
  lounge_moderator: false,
  badges: [],
  session_access_array: [],
  force_into_itinerary: '',
  social_message: 1,
  limited_access_attendee: false,
  tags: [],
  tagsUpdated: false,
  profileUpdated: false,
};

export const loginReply: LoginReply = {
  reviewid: 'u-1',
  user_uuid: 'u-1',
  ssotoken: 'sso-1',
  badges: [],
  session_access_array: [],
  attenuuid: 'u-1',
  xcd_staff: false,
  token: 'token-1',
  loginId: 'login-1',
  user,
};

export const stored: StoredLogin = { uuid: user.uuid, loginId: 'login-0' };

export const settings: EventConfig = { source_hex: 'abc', conferenceid: 1, title: 'Demo' };

/** What the server answers when the stored login resumes: its token comes from the login cookie. */
export const resumedSession = { user, token: 'token-0', loginId: 'login-0', settings, contact: null };

const closing = {
  soft_close_timestamp: null,
  hard_close_time: null,
  hard_close_msg: null,
  app_enabled: true,
};

/** A login form with every option on: password, magic link, support form, links and two ads. */
export const fullStart: LoginStartReply = {
  login_form: {
    password: 1,
    magicLink: 1,
    magicLink_text: 'Email me a sign-in link',
    find_account_url: 'https://example.com/find',
    find_account_text: 'Find my registration',
    additional_call_to_action: [{ label: 'Register', url: 'https://example.com/register' }],
    support_form_enabled: 1,
    help_text: 'Use the email you registered with.',
  },
  ads: [{ img: '/media/ad1.png', url: 'https://example.com/1' }, { img: '/media/ad2.png' }],
  ad_rotation_speed: 5000,
  source_hex: 'abc',
  ConferenceID: 1,
  title: 'Demo',
  confurlid: 'demo',
  support_email: 'help@example.com',
  closing,
};

/** An email-only form: no password, no magic link, no support form. */
export const emailOnlyStart: LoginStartReply = {
  ...fullStart,
  login_form: { password: 0 },
  ads: [],
};

export const disabledStart: LoginStartReply = { ...fullStart, closing: { ...closing, app_enabled: false } };

export const WRONG_PASSWORD = 'The email or password is not correct.';
export const LINK_SENT =
  'If this email is registered, a sign-in link is on its way. Please check your inbox.';
export const SIGNUP_SENT =
  'Almost done: we have sent you an email. Please open the link in it to confirm your address and sign in.';
export const LONG_SSO_MESSAGE = `${'The single sign-on provider refused the request. '.repeat(3)}`;
