/**
 * The sign-in page (000 §2, §4, §5): resume a stored login, load login-start, then the sign-in or sign-up form
 * with its validation, password or single sign-on login, magic-link request, a sign-up that mails a confirmation
 * link (shown like a sent magic link), and on success the settings and contact card load before the login is
 * stored. Input: mode, the event's url id, the `token`/`uuid` of the address and the stored login (who, without
 * a credential). Provide the actors (fetchLoginStart, logIn, logInWithToken, signUp, requestMagicLink,
 * loadSession, resumeSession) and the actions storeLogin and forgetLogin.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import type { LoginReply, LoginStartReply } from '../schemas/auth';
import type { Contact } from '../schemas/contact';
import { isOn, type EventConfig } from '../schemas/eventConfig';
import type { SessionLogin, StoredLogin } from '../schemas/session';
import { messageOf, statusOf } from './support/callError';

export type SignInMode = 'signIn' | 'signUp';
export type Field = 'email' | 'password' | 'username';
export type FieldValues = Record<Field, string>;

/** Text keys of the validation messages of 000 §5. */
export const VALIDATION = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  usernameRequired: 'validation.usernameRequired',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
export type FieldErrors = Partial<Record<Field, ValidationKey>>;

/** A social or single sign-on failure message longer than this becomes 'Your request has been canceled.' */
export const SSO_MESSAGE_MAX = 100;
export const REQUEST_CANCELED = 'signIn.requestCanceled';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateField(field: Field, value: string): ValidationKey | undefined {
  const v = value.trim();
  if (field === 'email') {
    if (!v) return VALIDATION.emailRequired;
    return EMAIL_PATTERN.test(v) ? undefined : VALIDATION.emailInvalid;
  }
  if (field === 'password') return value ? undefined : VALIDATION.passwordRequired;
  return v ? undefined : VALIDATION.usernameRequired;
}

function validate(fields: readonly Field[], values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const e = validateField(f, values[f]);
    if (e) errors[f] = e;
  }
  return errors;
}

/** Whether the event's login form asks for a password: on unless `login_form.password` is explicitly off. */
export const asksPassword = (start: LoginStartReply | null) => {
  const flag = start?.login_form.password;
  return flag === undefined || isOn(flag);
};
const signInFields = (start: LoginStartReply | null): Field[] =>
  asksPassword(start) ? ['email', 'password'] : ['email'];
const SIGN_UP_FIELDS: Field[] = ['username', 'email', 'password'];

/** A login reply: success carries a reviewid; anything else is a failure with the server's error_message. */
export type LoginAnswer = LoginReply | { readonly error_message: string };
export const hasReviewId = (a: LoginAnswer): a is LoginReply => 'reviewid' in a && a.reviewid !== '';
/** A sign-up answer: a login (the address's own password), or the message to open the mailed link. */
export type SignUpAnswer = LoginAnswer | { readonly message: string };
const isMailed = (a: unknown): a is { message: string } =>
  !!a && typeof a === 'object' && 'message' in a && typeof a.message === 'string' && !('reviewid' in a);

export interface SessionLoad {
  settings: EventConfig;
  contact: Contact | null;
}
export interface SignedInSession extends SessionLogin, SessionLoad {}

export interface SignInInput {
  mode: SignInMode | 'restore';
  urlid: string;
  sso: { token: string; uuid: string } | null;
  stored: StoredLogin | null;
}

export interface SignInContext {
  urlid: string;
  mode: SignInMode;
  restore: boolean;
  sso: { token: string; uuid: string } | null;
  stored: StoredLogin | null;
  start: LoginStartReply | null;
  values: FieldValues;
  errors: FieldErrors;
  /** The server's message (or a text key) of the last failure. */
  failure: string | null;
  /** The server's message after a magic-link request. */
  notice: string | null;
  supportOpen: boolean;
  pending: SessionLogin | null;
  session: SignedInSession | null;
}

export type SignInEvent =
  | { type: 'FIELD.CHANGE'; field: Field; value: string }
  | { type: 'SUBMIT' }
  | { type: 'MAGIC_LINK.REQUEST' }
  | { type: 'MODE.SIGN_IN' }
  | { type: 'MODE.SIGN_UP' }
  | { type: 'SUPPORT.TOGGLE' }
  | { type: 'RETRY' }
  | { type: 'BACK' };

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

const toLogin = (r: LoginReply): SessionLogin => ({ user: r.user, token: r.token, loginId: r.loginId });

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignedInSession | null,
  },
  actors: {
    fetchLoginStart: fromPromise<LoginStartReply, { urlid: string }>(notProvided('fetchLoginStart')),
    logIn: fromPromise<LoginAnswer, { urlid: string; email: string; password?: string }>(
      notProvided('logIn'),
    ),
    logInWithToken: fromPromise<LoginAnswer, { urlid: string; token: string; uuid: string }>(
      notProvided('logInWithToken'),
    ),
    signUp: fromPromise<SignUpAnswer, { urlid: string; username: string; email: string; password: string }>(
      notProvided('signUp'),
    ),
    requestMagicLink: fromPromise<{ message: string }, { start: LoginStartReply; email: string }>(
      notProvided('requestMagicLink'),
    ),
    loadSession: fromPromise<SessionLoad, SessionLogin>(notProvided('loadSession')),
    /** The login of the stored one, from the server (its token is not kept in the page), with its settings. */
    resumeSession: fromPromise<SignedInSession, { urlid: string; stored: StoredLogin }>(
      notProvided('resumeSession'),
    ),
  },
  actions: {
    storeLogin: notProvided('storeLogin') as (args: { context: SignInContext }) => void,
    forgetLogin: notProvided('forgetLogin') as (args: { context: SignInContext }) => void,
    assignField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      const errors = { ...context.errors };
      // After a submit shows errors, a field is checked again as it changes.
      if (event.field in errors) {
        const e = validateField(event.field, event.value);
        if (e) errors[event.field] = e;
        else delete errors[event.field];
      }
      return { values, errors };
    }),
    showSignInErrors: assign({
      errors: ({ context }) => validate(signInFields(context.start), context.values),
    }),
    showEmailError: assign({ errors: ({ context }) => validate(['email'], context.values) }),
    showSignUpErrors: assign({ errors: ({ context }) => validate(SIGN_UP_FIELDS, context.values) }),
    clearMessages: assign({ errors: {}, failure: null, notice: null }),
    toggleSupport: assign({ supportOpen: ({ context }) => !context.supportOpen }),
    enterSignIn: assign({ mode: 'signIn' as const, errors: {}, failure: null }),
    enterSignUp: assign({ mode: 'signUp' as const, errors: {}, failure: null }),
    dropStored: assign({ stored: null }),
  },
  guards: {
    hasStoredLogin: ({ context }) => context.stored !== null,
    isSignedOutError: ({ event }) => 'error' in event && statusOf(event.error) === 401,
    hasSsoQuery: ({ context }) => context.sso !== null,
    isAppDisabled: ({ context }) => context.start !== null && !context.start.closing.app_enabled,
    isSignUpMode: ({ context }) => context.mode === 'signUp',
    isSignInValid: ({ context }) =>
      Object.keys(validate(signInFields(context.start), context.values)).length === 0,
    isSignUpValid: ({ context }) => Object.keys(validate(SIGN_UP_FIELDS, context.values)).length === 0,
    isEmailValid: ({ context }) => validateField('email', context.values.email) === undefined,
    hasMagicLink: ({ context }) => isOn(context.start?.login_form.magicLink),
    hasSupportForm: ({ context }) => isOn(context.start?.login_form.support_form_enabled),
    hasNoErrors: ({ context }) => Object.keys(context.errors).length === 0,
    hasReviewId: ({ event }) =>
      'output' in event &&
      !!event.output &&
      typeof event.output === 'object' &&
      hasReviewId(event.output as LoginAnswer),
    isMailedNotice: ({ event }) => 'output' in event && isMailed(event.output),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    urlid: input.urlid,
    mode: input.mode === 'signUp' ? 'signUp' : 'signIn',
    restore: input.mode === 'restore',
    sso: input.sso,
    stored: input.stored,
    start: null,
    values: { email: '', password: '', username: '' },
    errors: {},
    failure: null,
    notice: null,
    supportOpen: false,
    pending: null,
    session: null,
  }),
  output: ({ context }) => context.session,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredLogin', target: 'restoring' }, { target: 'loading' }],
    },
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'resumeSession',
        input: ({ context }) => ({ urlid: context.urlid, stored: context.stored! }),
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          // The server says the login ended: forget it and show the sign-in page.
          { guard: 'isSignedOutError', target: 'loading', actions: ['forgetLogin', 'dropStored'] },
          // Anything else (no network, a navigation that aborted the call): keep the login and offer a retry.
          { target: 'restoreFailed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    restoreFailed: {
      on: { RETRY: { target: 'restoring', actions: 'clearMessages' } },
    },
    loading: {
      invoke: {
        id: 'fetchLoginStart',
        src: 'fetchLoginStart',
        input: ({ context }) => ({ urlid: context.urlid }),
        onDone: { target: 'routing', actions: assign({ start: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearMessages' } },
    },
    routing: {
      always: [
        { guard: 'isAppDisabled', target: 'appDisabled' },
        { guard: 'hasSsoQuery', target: 'signingInWithToken' },
        { guard: 'isSignUpMode', target: 'signUp' },
        { target: 'signIn' },
      ],
    },
    appDisabled: {},
    signIn: {
      initial: 'editing',
      on: {
        'FIELD.CHANGE': { actions: 'assignField' },
        SUBMIT: [
          { guard: 'isSignInValid', target: 'submitting' },
          { target: '.invalid', actions: 'showSignInErrors' },
        ],
        'MAGIC_LINK.REQUEST': [
          { guard: and(['hasMagicLink', 'isEmailValid']), target: 'requestingMagicLink' },
          { guard: 'hasMagicLink', target: '.invalid', actions: 'showEmailError' },
        ],
        'MODE.SIGN_UP': { target: 'signUp', actions: 'enterSignUp' },
        'SUPPORT.TOGGLE': { guard: 'hasSupportForm', actions: 'toggleSupport' },
      },
      states: {
        editing: {},
        invalid: { always: { guard: 'hasNoErrors', target: 'editing' } },
        failed: {},
      },
    },
    submitting: {
      entry: 'clearMessages',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({
          urlid: context.urlid,
          email: context.values.email.trim(),
          ...(asksPassword(context.start) ? { password: context.values.password } : {}),
        }),
        onDone: [
          {
            guard: 'hasReviewId',
            target: 'loadingSession',
            actions: assign({ pending: ({ event }) => toLogin(event.output as LoginReply) }),
          },
          {
            target: 'signIn.failed',
            actions: ['forgetLogin', assign({ failure: ({ event }) => failureOf(event.output) })],
          },
        ],
        onError: {
          target: 'signIn.failed',
          actions: ['forgetLogin', assign({ failure: ({ event }) => messageOf(event.error) })],
        },
      },
    },
    requestingMagicLink: {
      entry: 'clearMessages',
      invoke: {
        id: 'requestMagicLink',
        src: 'requestMagicLink',
        input: ({ context }) => ({ start: context.start!, email: context.values.email.trim() }),
        onDone: { target: 'magicLinkSent', actions: assign({ notice: ({ event }) => event.output.message }) },
        onError: {
          target: 'signIn.failed',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    magicLinkSent: {
      on: { BACK: { target: 'signIn', actions: 'clearMessages' } },
    },
    signingInWithToken: {
      invoke: {
        id: 'logInWithToken',
        src: 'logInWithToken',
        input: ({ context }) => ({ urlid: context.urlid, ...context.sso! }),
        onDone: [
          {
            guard: 'hasReviewId',
            target: 'loadingSession',
            actions: assign({ pending: ({ event }) => toLogin(event.output as LoginReply) }),
          },
          {
            target: 'signIn.failed',
            actions: ['forgetLogin', assign({ failure: ({ event }) => ssoFailure(failureOf(event.output)) })],
          },
        ],
        onError: {
          target: 'signIn.failed',
          actions: ['forgetLogin', assign({ failure: ({ event }) => ssoFailure(messageOf(event.error)) })],
        },
      },
    },
    signUp: {
      initial: 'editing',
      on: {
        'FIELD.CHANGE': { actions: 'assignField' },
        SUBMIT: [
          { guard: 'isSignUpValid', target: 'submittingSignUp' },
          { target: '.invalid', actions: 'showSignUpErrors' },
        ],
        'MODE.SIGN_IN': { target: 'signIn', actions: 'enterSignIn' },
        'SUPPORT.TOGGLE': { guard: 'hasSupportForm', actions: 'toggleSupport' },
      },
      states: {
        editing: {},
        invalid: { always: { guard: 'hasNoErrors', target: 'editing' } },
        failed: {},
      },
    },
    submittingSignUp: {
      entry: 'clearMessages',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          urlid: context.urlid,
          username: context.values.username.trim(),
          email: context.values.email.trim(),
          password: context.values.password,
        }),
        onDone: [
          {
            guard: 'hasReviewId',
            target: 'loadingSession',
            actions: assign({ pending: ({ event }) => toLogin(event.output as LoginReply) }),
          },
          {
            guard: 'isMailedNotice',
            target: 'magicLinkSent',
            actions: assign({ notice: ({ event }) => (event.output as { message: string }).message }),
          },
          {
            target: 'signUp.failed',
            actions: assign({ failure: ({ event }) => failureOf(event.output as LoginAnswer) }),
          },
        ],
        onError: {
          target: 'signUp.failed',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loadingSession: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ context, event }) => ({ ...context.pending!, ...event.output }) }),
            'storeLogin',
          ],
        },
        onError: [
          {
            guard: 'isSignUpMode',
            target: 'signUp.failed',
            actions: [
              'forgetLogin',
              assign({ failure: ({ event }) => messageOf(event.error), pending: null }),
            ],
          },
          {
            target: 'signIn.failed',
            actions: [
              'forgetLogin',
              assign({ failure: ({ event }) => messageOf(event.error), pending: null }),
            ],
          },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});

function failureOf(answer: LoginAnswer): string {
  return 'error_message' in answer && answer.error_message ? answer.error_message : '';
}
const ssoFailure = (message: string) => (message.length > SSO_MESSAGE_MAX ? REQUEST_CANCELED : message);
