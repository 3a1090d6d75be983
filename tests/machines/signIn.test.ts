import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type LoginAnswer, type SignedInSession, signInMachine } from '../../machines/signIn';
import type { StoredLogin } from '../../schemas/session';
import { fullStart, loginReply, settings, stored, WRONG_PASSWORD } from './fixtures';
import { modelPaths, replay } from './model';
import { signInModel } from './models/signIn.model';

describe('signIn: every path from the definition', () => {
  const paths = modelPaths(signInModel);
  it('has paths to check', () => {
    expect(paths.length).toBeGreaterThan(20);
  });
  for (const label of new Set(paths.map((p) => p.label))) {
    const mine = paths.filter((p) => p.label === label);
    it(`${label}: ${mine.length} paths, each state checked at every step`, () => {
      for (const p of mine) replay(signInModel, p);
    });
  }
});

describe('signIn: what reaches the outside', () => {
  const settle = (actor: { getSnapshot(): { value: unknown } }, value: unknown) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        if (JSON.stringify(actor.getSnapshot().value) === JSON.stringify(value)) resolve();
        else if (Date.now() - started > 2000) reject(new Error(`not ${JSON.stringify(value)}`));
        else setTimeout(poll, 1);
      };
      poll();
    });

  it('stores the login once settings and contact card are loaded, and outputs the session', async () => {
    const storedLogins: unknown[] = [];
    const calls: string[] = [];
    const actor = createActor(
      signInMachine.provide({
        actors: {
          fetchLoginStart: fromPromise(async () => fullStart),
          logIn: fromPromise(async ({ input }) => {
            calls.push(`login ${input.email} ${input.password}`);
            return loginReply;
          }),
          loadSession: fromPromise(async ({ input }) => {
            calls.push(`session ${input.token}`);
            return { settings, contact: null };
          }),
        },
        actions: {
          storeLogin: ({ context }) => storedLogins.push(context.session),
          forgetLogin: () => calls.push('forget'),
        },
      }),
      { input: { mode: 'signIn', urlid: 'demo', sso: null, stored: null } },
    ).start();
    await settle(actor, { signIn: 'editing' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: ' ada@example.com ' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'pw' });
    actor.send({ type: 'SUBMIT' });
    await settle(actor, 'signedIn');
    expect(calls).toEqual(['login ada@example.com pw', 'session token-1']);
    expect(storedLogins).toEqual([
      { user: loginReply.user, token: 'token-1', loginId: 'login-1', settings, contact: null },
    ]);
    expect(actor.getSnapshot().output).toEqual(storedLogins[0]);
  });

  it('removes the stored login when sign-in fails, and when a stored login no longer works', async () => {
    const forgotten: string[] = [];
    const machine = signInMachine.provide({
      actors: {
        fetchLoginStart: fromPromise(async () => fullStart),
        logIn: fromPromise<LoginAnswer, { urlid: string; email: string; password?: string }>(async () => ({
          error_message: WRONG_PASSWORD,
        })),
        resumeSession: fromPromise<SignedInSession, { urlid: string; stored: StoredLogin }>(async () => {
          throw Object.assign(new Error('Your session has ended. Please sign in again.'), { status: 401 });
        }),
      },
      actions: {
        storeLogin: () => {},
        forgetLogin: ({ context }) => forgotten.push(context.failure ?? 'restore'),
      },
    });
    const restoring = createActor(machine, {
      input: { mode: 'restore', urlid: 'demo', sso: null, stored },
    }).start();
    await settle(restoring, { signIn: 'editing' });
    expect(forgotten).toEqual(['restore']);
    restoring.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ada@example.com' });
    restoring.send({ type: 'FIELD.CHANGE', field: 'password', value: 'wrong' });
    restoring.send({ type: 'SUBMIT' });
    await settle(restoring, { signIn: 'failed' });
    expect(restoring.getSnapshot().context.failure).toBe(WRONG_PASSWORD);
    expect(forgotten).toHaveLength(2);
  });

  it('keeps the stored login when the server cannot be reached, and resumes it on Retry', async () => {
    const forgotten: string[] = [];
    let reachable = false;
    const machine = signInMachine.provide({
      actors: {
        fetchLoginStart: fromPromise(async () => fullStart),
        resumeSession: fromPromise<SignedInSession, { urlid: string; stored: StoredLogin }>(async () => {
          if (!reachable) throw new Error('The server cannot be reached. Please check your connection.');
          return { ...loginReply, settings, contact: null };
        }),
      },
      actions: { storeLogin: () => {}, forgetLogin: () => forgotten.push('forgot') },
    });
    const restoring = createActor(machine, {
      input: { mode: 'restore', urlid: 'demo', sso: null, stored },
    }).start();
    await settle(restoring, 'restoreFailed');
    expect(forgotten).toEqual([]);
    reachable = true;
    restoring.send({ type: 'RETRY' });
    await settle(restoring, 'signedIn');
    expect(restoring.getSnapshot().output?.token).toBe(loginReply.token);
  });
});
