import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { REQUEST_CANCELED, signInMachine, VALIDATION } from '../../machines/signIn';
import { adRotationMs, signInView } from '../../machines/signIn.view';
import { emailOnlyStart, fullStart, LONG_SSO_MESSAGE } from './fixtures';

const pending = <T>() => new Promise<T>(() => {});

function started(start = fullStart, sso: { token: string; uuid: string } | null = null) {
  const actor = createActor(
    signInMachine.provide({
      actors: {
        fetchLoginStart: fromPromise(() => pending()),
        logIn: fromPromise(() => pending()),
        logInWithToken: fromPromise(() => pending()),
        requestMagicLink: fromPromise(() => pending()),
      },
      actions: { storeLogin: () => {}, forgetLogin: () => {} },
    }),
    { input: { mode: 'signIn', urlid: 'demo', sso, stored: null } },
  ).start();
  actor.send({ type: 'xstate.done.actor.fetchLoginStart', output: start } as never);
  return actor;
}

describe('signIn view', () => {
  it('shows the configured form: password, magic link text, find-account link, calls to action, support, ads', () => {
    const v = signInView(started().getSnapshot());
    expect(v).toMatchObject({
      state: 'signIn.editing',
      page: 'signIn',
      fields: ['email', 'password'],
      magicLink: { text: 'Email me a sign-in link' },
      findAccount: { url: 'https://example.com/find', text: 'Find my registration' },
      callsToAction: [{ label: 'Register', url: 'https://example.com/register' }],
      support: { enabled: true, open: false, email: 'help@example.com' },
      adRotationMs: 5000,
      title: 'Demo',
      helpText: 'Use the email you registered with.',
      failure: null,
    });
    expect(v.ads).toHaveLength(2);
    expect(v.can).toMatchObject({
      submit: true,
      requestMagicLink: true,
      toSignUp: true,
      toggleSupport: true,
    });
  });

  it('asks for the email only when the login form turns the password off', () => {
    const v = signInView(started(emailOnlyStart).getSnapshot());
    expect(v.fields).toEqual(['email']);
    expect(v.magicLink).toBeNull();
    expect(v.can.requestMagicLink).toBe(false);
    expect(v.can.toggleSupport).toBe(false);
  });

  it('gives the §5 messages as text keys, and clears one as its field becomes valid', () => {
    const actor = started();
    actor.send({ type: 'SUBMIT' });
    expect(signInView(actor.getSnapshot()).errors).toEqual({
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordRequired,
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@' });
    expect(signInView(actor.getSnapshot()).errors.email).toBe(VALIDATION.emailInvalid);
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'x' });
    expect(signInView(actor.getSnapshot()).errors).toEqual({ email: VALIDATION.emailInvalid });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    const v = signInView(actor.getSnapshot());
    expect(v.errors).toEqual({});
    expect(v.state).toBe('signIn.editing');
  });

  it('shows Login Failed with the server message, and a long single sign-on message as canceled', () => {
    const actor = started();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(signInView(actor.getSnapshot()).busy).toBe('signingIn');
    actor.send({
      type: 'xstate.error.actor.logIn',
      error: { message: 'The email or password is not correct.' },
    } as never);
    expect(signInView(actor.getSnapshot()).failure).toEqual({
      message: 'The email or password is not correct.',
      messageKey: null,
    });

    const sso = started(fullStart, { token: 't', uuid: 'u' });
    expect(signInView(sso.getSnapshot()).page).toBe('loading');
    sso.send({ type: 'xstate.error.actor.logInWithToken', error: { message: LONG_SSO_MESSAGE } } as never);
    expect(signInView(sso.getSnapshot()).failure).toEqual({ message: '', messageKey: REQUEST_CANCELED });
  });

  it('reads ad_rotation_speed in milliseconds, small values as seconds, 8 s by default', () => {
    expect(adRotationMs(undefined)).toBe(8000);
    expect(adRotationMs(6000)).toBe(6000);
    expect(adRotationMs(10)).toBe(10_000);
    expect(adRotationMs(-1)).toBe(8000);
  });
});
