import { expect, type Page } from '@playwright/test';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { signInMachine } from '../../machines/signIn';
import { LOGIN_START_ELEMENT } from '../../schemas/auth';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';

type Machine = typeof signInMachine;
type Ev = EventFromLogic<Machine>;
type Snap = SnapshotFrom<Machine>;

/** The parts of the demo's login-start the machine's guards read (the spec checks the platform agrees). */
export const DEMO_LOGIN_START = {
  login_form: { password: 1, magicLink: 1, support_form_enabled: 1 },
  closing: { app_enabled: true },
};

const PASSWORD = 'demo1234';
const WRONG_PASSWORD = 'not-the-password';
const NEWCOMER = { username: 'Grace Hopper', email: 'grace.hopper@example.com', password: 'cobol1959' };

const LOGIN = { reviewid: 'r', user: {}, token: 't', loginId: 'l' };

const LABELS = { email: 'Email', password: 'Password', username: 'Username' } as const;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Ev;
const failed = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: { message } }) as unknown as Ev;
const change = (field: keyof typeof LABELS, value: string): Ev => ({ type: 'FIELD.CHANGE', field, value });

const apiCall = (method: string, path: string) => (request: { method(): string; url(): string }) =>
  request.method() === method && new URL(request.url()).pathname === `/api${path}`;

/** The screen's root element in the state (`data-state` is the state's dotted name). */
const root = (page: Page, state: string) => page.locator(`[data-state="${state}"]`).first();
const shows =
  (state: string, ...texts: (string | RegExp)[]) =>
  async (page: Page) => {
    await expect(root(page, state)).toBeVisible();
    for (const text of texts) await expect(root(page, state).getByText(text).first()).toBeVisible();
  };
const rightPassword = (s: Snap) =>
  s.context.values.email === 'attendee@example.com' && s.context.values.password === PASSWORD;

/**
 * The sign-in page as a page model of the signIn machine, from a first visit (no stored login). A first load of
 * /signin carries its settings in the page (tests/server/webApp.test.ts, tests/src/signInPage.test.tsx): here
 * they are taken out of it, so that the page asks for them as it does after a sign-out, and the walk sees it.
 */
export const signInModel = (machine: Machine): PageModel<Machine> => ({
  machine,
  input: { mode: 'signIn', urlid: '', sso: null, stored: null },
  open: async (page) => {
    await page.route('**/signin', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        new RegExp(`<script type="application/json" id="${LOGIN_START_ELEMENT}"[^>]*>.*?</script>`, 's'),
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/signin');
  },
  states: {
    restoring: shows('restoring'),
    restoreFailed: shows('restoreFailed', 'The sign-in page could not be loaded.'),
    loading: shows('loading', 'Loading'),
    loadFailed: shows('loadFailed', 'The sign-in page could not be loaded.'),
    appDisabled: shows('appDisabled', /This app is not enabled/),
    'signIn.editing': shows('signIn.editing', 'Sign in', 'Email me a sign-in link instead'),
    'signIn.invalid': shows('signIn.invalid', 'Please input your E-mail!', 'Please input your Password!'),
    'signIn.failed': shows('signIn.failed', 'Login Failed', 'The email or password is not correct.'),
    submitting: shows('submitting', 'Signing in...'),
    requestingMagicLink: shows('requestingMagicLink', 'Sending the link...'),
    magicLinkSent: shows('magicLinkSent', 'Check your email', /sign-in link is on its way/),
    signingInWithToken: shows('signingInWithToken'),
    'signUp.editing': shows('signUp.editing', 'Create your account'),
    'signUp.invalid': shows('signUp.invalid', 'Please input your username!', 'Please input your E-mail!'),
    'signUp.failed': shows('signUp.failed', 'Login Failed'),
    submittingSignUp: shows('submittingSignUp', 'Creating your account...'),
    loadingSession: shows('loadingSession', 'Signing in...'),
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/main\/lobby$/);
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    },
  },
  events: {
    'FIELD.CHANGE': {
      samples: (s) =>
        s.matches('signUp')
          ? [
              change('username', NEWCOMER.username),
              change('email', NEWCOMER.email),
              change('password', NEWCOMER.password),
            ]
          : [
              change('email', 'attendee@example.com'),
              change('password', PASSWORD),
              change('password', WRONG_PASSWORD),
            ],
      perform: async (page, event) => {
        if (event.type !== 'FIELD.CHANGE') return;
        await page.getByLabel(LABELS[event.field], { exact: true }).fill(event.value);
      },
    },
    SUBMIT: {
      perform: (page) => page.locator('form button[type=submit]').click(),
    },
    'MAGIC_LINK.REQUEST': {
      perform: (page) => page.getByRole('button', { name: 'Email me a sign-in link instead' }).click(),
    },
    'MODE.SIGN_UP': { perform: (page) => page.getByRole('link', { name: 'Sign up', exact: true }).click() },
    'MODE.SIGN_IN': {
      perform: (page) => page.getByRole('link', { name: 'Back to sign in', exact: true }).click(),
    },
    'SUPPORT.TOGGLE': {
      perform: (page) => page.getByRole('button', { name: 'Support', exact: true }).click(),
    },
    RETRY: { perform: (page) => page.getByRole('button', { name: /try again/i }).click() },
    BACK: { perform: (page) => page.getByRole('button', { name: 'Back to sign in', exact: true }).click() },
    'xstate.done.actor.fetchLoginStart': {
      samples: () => [done('fetchLoginStart', DEMO_LOGIN_START)],
      request: apiCall('GET', '/login-start'),
    },
    'xstate.done.actor.logIn': {
      samples: (s) => (rightPassword(s) ? [done('logIn', LOGIN)] : []),
      request: apiCall('POST', '/login'),
    },
    'xstate.error.actor.logIn': {
      samples: (s) => (rightPassword(s) ? [] : [failed('logIn', 'The email or password is not correct.')]),
      request: apiCall('POST', '/login'),
    },
    'xstate.done.actor.loadSession': {
      samples: () => [done('loadSession', { settings: {}, contact: null })],
      request: apiCall('GET', '/settings'),
    },
    'xstate.done.actor.requestMagicLink': {
      samples: () => [done('requestMagicLink', { message: 'a sign-in link is on its way' })],
      request: apiCall('POST', '/auto-login-email'),
    },
    'xstate.done.actor.signUp': {
      // An account's own address and password sign in; a new address is mailed a link to confirm it.
      samples: (s) => [done('signUp', rightPassword(s) ? LOGIN : { message: 'confirm your address' })],
      request: apiCall('POST', '/signup'),
    },
    // The demo's platform neither fails these calls on demand nor signs in with a token or a stored login here.
    'xstate.error.actor.fetchLoginStart': NOT_A_PERSONS_ACTION,
    'xstate.error.actor.requestMagicLink': NOT_A_PERSONS_ACTION,
    'xstate.error.actor.signUp': NOT_A_PERSONS_ACTION,
    'xstate.error.actor.loadSession': NOT_A_PERSONS_ACTION,
    'xstate.done.actor.logInWithToken': NOT_A_PERSONS_ACTION,
    'xstate.error.actor.logInWithToken': NOT_A_PERSONS_ACTION,
    'xstate.done.actor.restoreSession': NOT_A_PERSONS_ACTION,
    'xstate.error.actor.restoreSession': NOT_A_PERSONS_ACTION,
  },
});
