/**
 * What the sign-in page shows for a snapshot of the signIn machine: the page, the form with its messages as
 * text keys, the configured texts and links of login-start, and the events allowed now.
 */
import type { SnapshotFrom } from 'xstate';
import { ADS } from '../schemas/constants';
import { type Ad, isOn } from '../schemas/eventConfig';
import type { LocalizedText } from '../schemas/localizedText';
import {
  asksPassword,
  type Field,
  REQUEST_CANCELED,
  type SignedInSession,
  type signInMachine,
} from './signIn';
import { stateName } from './support/stateName';

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export type SignInPageKind =
  | 'restoring'
  | 'loading'
  | 'loadFailed'
  | 'appDisabled'
  | 'signIn'
  | 'signUp'
  | 'magicLinkSent'
  | 'signedIn';

export interface SignInView {
  state: string;
  page: SignInPageKind;
  /** A call is under way: the form stays on screen but cannot be sent again. */
  busy: 'signingIn' | 'sendingLink' | 'signingUp' | 'loadingSession' | null;
  fields: Field[];
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  /** 'Login Failed' with the server's message (or a text key: `messageKey`). */
  failure: { message: string; messageKey: string | null } | null;
  notice: string | null;
  title: string | null;
  logo: string | null;
  /** The organiser's texts, one or one per language (the screen picks the reader's). */
  helpText: LocalizedText | null;
  /** The magic-link button: its configured text, or null for the default text. */
  magicLink: { text: LocalizedText | null } | null;
  findAccount: { url: string; text: LocalizedText | null } | null;
  callsToAction: { label: LocalizedText; url: string }[];
  support: { enabled: boolean; open: boolean; email: string | null; sourceHex: string | null };
  ads: Ad[];
  adRotationMs: number;
  privacyText: LocalizedText | null;
  appDisabledContact: string | null;
  loadError: string | null;
  session: SignedInSession | null;
  can: {
    submit: boolean;
    requestMagicLink: boolean;
    toSignUp: boolean;
    toSignIn: boolean;
    toggleSupport: boolean;
    retry: boolean;
    back: boolean;
  };
}

/** `ad_rotation_speed` in milliseconds; small values (under 100) are read as seconds. */
export function adRotationMs(speed: number | undefined): number {
  if (speed === undefined || !Number.isFinite(speed) || speed <= 0) return ADS.ROTATION;
  return speed < 100 ? speed * 1000 : speed;
}

function pageOf(s: SignInSnapshot): SignInPageKind {
  if (s.matches('starting') || s.matches('restoring')) return 'restoring';
  if (s.matches('loading') || s.matches('routing')) return 'loading';
  if (s.matches('loadFailed') || s.matches('restoreFailed')) return 'loadFailed';
  if (s.matches('appDisabled')) return 'appDisabled';
  if (s.matches('magicLinkSent')) return 'magicLinkSent';
  if (s.matches('signedIn')) return 'signedIn';
  if (s.matches('signingInWithToken')) return 'loading';
  if (s.matches('signUp') || s.matches('submittingSignUp')) return 'signUp';
  if (s.matches('loadingSession')) return s.context.mode === 'signUp' ? 'signUp' : 'signIn';
  return 'signIn';
}

function busyOf(s: SignInSnapshot): SignInView['busy'] {
  if (s.matches('submitting')) return 'signingIn';
  if (s.matches('requestingMagicLink')) return 'sendingLink';
  if (s.matches('submittingSignUp')) return 'signingUp';
  if (s.matches('loadingSession')) return 'loadingSession';
  return null;
}

export function signInView(s: SignInSnapshot): SignInView {
  const { context: c } = s;
  const form = c.start?.login_form;
  const page = pageOf(s);
  const fields: Field[] =
    page === 'signUp'
      ? ['username', 'email', 'password']
      : asksPassword(c.start)
        ? ['email', 'password']
        : ['email'];
  const showsFailure = s.matches({ signIn: 'failed' }) || s.matches({ signUp: 'failed' });
  return {
    state: stateName(s.value),
    page,
    busy: busyOf(s),
    fields,
    values: c.values,
    errors: c.errors,
    failure: showsFailure
      ? c.failure === REQUEST_CANCELED
        ? { message: '', messageKey: REQUEST_CANCELED }
        : { message: c.failure ?? '', messageKey: null }
      : null,
    notice: c.notice,
    title: c.start?.title ?? null,
    logo: form?.logo || null,
    helpText: form?.help_text || null,
    magicLink:
      form && isOn(form.magicLink) && page === 'signIn' ? { text: form.magicLink_text || null } : null,
    findAccount: form?.find_account_url
      ? { url: form.find_account_url, text: form.find_account_text || null }
      : null,
    callsToAction: [...(form?.additional_call_to_action ?? [])],
    support: {
      enabled: isOn(form?.support_form_enabled),
      open: c.supportOpen,
      email: c.start?.support_email ?? null,
      sourceHex: c.start?.source_hex ?? null,
    },
    ads: [...(c.start?.ads ?? [])],
    adRotationMs: adRotationMs(c.start?.ad_rotation_speed),
    privacyText: c.start?.privacy_banner_text ?? null,
    appDisabledContact: c.start?.support_email ?? null,
    loadError: s.matches('loadFailed') || s.matches('restoreFailed') ? c.failure : null,
    session: c.session,
    can: {
      submit: s.can({ type: 'SUBMIT' }),
      requestMagicLink: s.can({ type: 'MAGIC_LINK.REQUEST' }),
      toSignUp: s.can({ type: 'MODE.SIGN_UP' }),
      toSignIn: s.can({ type: 'MODE.SIGN_IN' }),
      toggleSupport: s.can({ type: 'SUPPORT.TOGGLE' }),
      retry: s.can({ type: 'RETRY' }),
      back: s.can({ type: 'BACK' }),
    },
  };
}
