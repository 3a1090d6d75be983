import { expect } from 'vitest';
import { fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  asksPassword,
  type Field,
  REQUEST_CANCELED,
  signInMachine,
  VALIDATION,
  validateField,
} from '../../../machines/signIn';
import { signInView } from '../../../machines/signIn.view';
import {
  disabledStart,
  emailOnlyStart,
  fullStart,
  LINK_SENT,
  SIGNUP_SENT,
  LONG_SSO_MESSAGE,
  loginReply,
  resumedSession,
  settings,
  stored,
  WRONG_PASSWORD,
} from '../fixtures';
import type { MachineModel } from '../model';

type Machine = typeof signInMachine;
type Ev = EventFromLogic<Machine>;
type Snap = SnapshotFrom<Machine>;

const never = <T>() => new Promise<T>(() => {});

/** The real machine; its calls never settle by themselves: the paths send their done and error events. */
export const signInTestMachine = signInMachine.provide({
  actors: {
    fetchLoginStart: fromPromise(() => never()),
    logIn: fromPromise(() => never()),
    logInWithToken: fromPromise(() => never()),
    signUp: fromPromise(() => never()),
    requestMagicLink: fromPromise(() => never()),
    loadSession: fromPromise(() => never()),
    resumeSession: fromPromise(() => never()),
  },
  actions: { storeLogin: () => {}, forgetLogin: () => {} },
});

const change = (field: Field, value: string): Ev => ({ type: 'FIELD.CHANGE', field, value });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Ev;
const fail = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { message } }) as unknown as Ev;

const events: Ev[] = [
  change('email', ''),
  change('email', 'not-an-email'),
  change('email', 'ada@example.com'),
  change('password', ''),
  change('password', 'secret-pw'),
  change('username', ''),
  change('username', 'Ada'),
  { type: 'SUBMIT' },
  { type: 'MAGIC_LINK.REQUEST' },
  { type: 'MODE.SIGN_IN' },
  { type: 'MODE.SIGN_UP' },
  { type: 'SUPPORT.TOGGLE' },
  { type: 'RETRY' },
  { type: 'BACK' },
  done('fetchLoginStart', fullStart),
  done('fetchLoginStart', emailOnlyStart),
  done('fetchLoginStart', disabledStart),
  fail('fetchLoginStart', 'Event not found'),
  done('logIn', loginReply),
  done('logIn', { error_message: WRONG_PASSWORD }),
  fail('logIn', WRONG_PASSWORD),
  done('logInWithToken', loginReply),
  done('logInWithToken', { error_message: WRONG_PASSWORD }),
  fail('logInWithToken', LONG_SSO_MESSAGE),
  fail('logInWithToken', 'This sign-in link has already been used.'),
  done('signUp', loginReply),
  done('signUp', { message: SIGNUP_SENT }),
  done('signUp', { error_message: 'Please input your username!' }),
  fail('signUp', 'An account with this email already exists. Please sign in.'),
  done('requestMagicLink', { message: LINK_SENT }),
  fail('requestMagicLink', 'Please input your E-mail!'),
  done('loadSession', { settings, contact: null }),
  fail('loadSession', 'Your session has ended. Please sign in again.'),
  done('restoreSession', resumedSession),
  // The server's no ends the stored login; a failure to reach it keeps the login for a retry.
  {
    type: 'xstate.error.actor.restoreSession',
    error: { message: 'Your session has ended. Please sign in again.', status: 401 },
  } as unknown as Ev,
  fail('restoreSession', 'The server cannot be reached. Please check your connection.'),
];

const emailKind = (v: string) => (v === '' ? 'empty' : validateField('email', v) ? 'bad' : 'ok');

function meaning(s: Snap) {
  const v = signInView(s);
  const c = s.context;
  const state = v.state;
  expect(v.state, 'data-state').toBe(state);
  // The form's messages are exactly the §5 rules for the values shown.
  for (const [field, key] of Object.entries(v.errors)) {
    expect(Object.values(VALIDATION)).toContain(key);
    expect(validateField(field as Field, c.values[field as Field])).toBe(key);
  }
  if (s.matches('restoring')) {
    expect(v.page).toBe('restoring');
    expect(c.stored).not.toBeNull();
  } else if (s.matches('loading') || s.matches('signingInWithToken')) {
    expect(v.page).toBe('loading');
    expect(v.busy).toBeNull();
  } else if (s.matches('loadFailed')) {
    expect(v.page).toBe('loadFailed');
    expect(v.loadError).toBeTruthy();
    expect(v.can.retry).toBe(true);
  } else if (s.matches('restoreFailed')) {
    expect(v.page).toBe('loadFailed');
    expect(v.loadError).toBe('The server cannot be reached. Please check your connection.');
    expect(v.can.retry).toBe(true);
    expect(c.stored).not.toBeNull();
  } else if (s.matches('appDisabled')) {
    expect(v.page).toBe('appDisabled');
    expect(v.can.submit).toBe(false);
  } else if (s.matches('signIn') || s.matches('signUp')) {
    const signUp = s.matches('signUp');
    expect(v.page).toBe(signUp ? 'signUp' : 'signIn');
    expect(v.busy).toBeNull();
    expect(v.can.submit).toBe(true);
    expect(v.fields).toEqual(
      signUp ? ['username', 'email', 'password'] : asksPassword(c.start) ? ['email', 'password'] : ['email'],
    );
    expect(v.can.toSignUp).toBe(!signUp);
    expect(v.can.toSignIn).toBe(signUp);
    expect(v.can.toggleSupport).toBe(v.support.enabled);
    expect(v.magicLink !== null).toBe(!signUp && c.start?.login_form.magicLink === 1);
    // Without the magic link option, asking for one does nothing.
    expect(s.can({ type: 'MAGIC_LINK.REQUEST' })).toBe(v.magicLink !== null);
    if (s.matches({ signIn: 'editing' }) || s.matches({ signUp: 'editing' })) {
      expect(v.errors).toEqual({});
      expect(v.failure).toBeNull();
    }
    if (s.matches({ signIn: 'invalid' }) || s.matches({ signUp: 'invalid' })) {
      expect(Object.keys(v.errors).length).toBeGreaterThan(0);
      expect(v.failure).toBeNull();
    }
    if (s.matches({ signIn: 'failed' }) || s.matches({ signUp: 'failed' })) {
      expect(v.failure).not.toBeNull();
      const f = v.failure!;
      expect(f.message !== '' || f.messageKey === REQUEST_CANCELED).toBe(true);
      if (c.sso && !signUp && f.messageKey === null) expect(f.message.length).toBeLessThanOrEqual(100);
    }
  } else if (s.matches('submitting')) {
    expect(v.busy).toBe('signingIn');
    expect(v.can.submit).toBe(false);
    expect(emailKind(c.values.email)).toBe('ok');
  } else if (s.matches('submittingSignUp')) {
    expect(v.busy).toBe('signingUp');
    expect(v.page).toBe('signUp');
  } else if (s.matches('requestingMagicLink')) {
    expect(v.busy).toBe('sendingLink');
    expect(emailKind(c.values.email)).toBe('ok');
  } else if (s.matches('magicLinkSent')) {
    expect(v.page).toBe('magicLinkSent');
    expect(v.notice).toBe(c.mode === 'signUp' ? SIGNUP_SENT : LINK_SENT);
    expect(v.can.back).toBe(true);
  } else if (s.matches('loadingSession')) {
    expect(v.busy).toBe('loadingSession');
    expect(c.pending?.token).toBe(loginReply.token);
  } else if (s.matches('signedIn')) {
    expect(v.page).toBe('signedIn');
    expect(s.status).toBe('done');
    expect(v.session?.settings).toEqual(settings);
    expect(v.session?.token).toBe(c.stored ? resumedSession.token : loginReply.token);
  } else {
    throw new Error(`No meaning for state ${state}`);
  }
}

export const signInModel: MachineModel<typeof signInTestMachine> = {
  name: 'signIn',
  machine: signInTestMachine,
  inputs: [
    { label: 'sign-in page', input: { mode: 'signIn', urlid: 'demo', sso: null, stored: null } },
    { label: 'sign-up page', input: { mode: 'signUp', urlid: 'demo', sso: null, stored: null } },
    {
      label: 'single sign-on',
      input: { mode: 'signIn', urlid: 'demo', sso: { token: 't', uuid: 'u-1' }, stored: null },
    },
    { label: 'stored login', input: { mode: 'restore', urlid: 'demo', sso: null, stored } },
  ],
  events: () => events,
  meaning,
  transitionPaths: 'newEdges',
  // Distinct states: the state, which messages show, the support toggle, the kind of each value and the form.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      errors: Object.keys(s.context.errors).sort(),
      support: s.context.supportOpen,
      email: emailKind(s.context.values.email),
      password: s.context.values.password !== '',
      username: s.context.values.username !== '',
      form: s.context.start?.login_form.password,
    }),
};
