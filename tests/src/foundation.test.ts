// @vitest-environment happy-dom
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from '../../src/api/client';
import { eventAddress } from '../../schemas/eventAddress';
import { createEventStorage } from '../../src/browser/eventStorage';
import { afterSignIn, forcedRedirect, localPath } from '../../src/app/navigation';
import { createI18n } from '../../src/i18n';
import { stored } from '../machines/fixtures';
import { fakeFetch } from './render';

describe('event address', () => {
  it('serves the default event at / and others at /e/<urlid>/', () => {
    expect(eventAddress('/main/lobby')).toEqual({ base: '', urlid: '', key: 'default' });
    expect(eventAddress('/e/spring-2026/signin')).toEqual({
      base: '/e/spring-2026',
      urlid: 'spring-2026',
      key: 'spring-2026',
    });
    expect(eventAddress('/e/')).toEqual({ base: '', urlid: '', key: 'default' });
  });
});

describe('where sign-in leads', () => {
  it('prefers post_route, then the remembered address, then the lobby; never another site', () => {
    expect(afterSignIn('post_route=%2Fmain%2Fsessions', '/main/lobby?from=mail')).toBe('/main/sessions');
    expect(afterSignIn('', '/main/lobby?from=mail')).toBe('/main/lobby?from=mail');
    expect(afterSignIn('post_route=https://evil.example', null)).toBe('/main/lobby');
    expect(afterSignIn('post_route=//evil.example', '/signin')).toBe('/main/lobby');
    expect(localPath('/signup?x=1')).toBeNull();
  });
  it('redirects to the forced page unless already there', () => {
    expect(forcedRedirect('/main/sessions', '/main/lobby')).toBe('/main/sessions');
    expect(forcedRedirect('/main/sessions', '/main/sessions')).toBeNull();
    expect(forcedRedirect(undefined, '/main/lobby')).toBeNull();
  });
});

describe('api client', () => {
  it('turns an error reply into an ApiError with status, code, fields and error_message', async () => {
    const { fetch } = fakeFetch({
      'POST /api/signup': {
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Bad',
            fields: [{ path: 'email', message: 'Please input your E-mail!' }],
          },
          error_message: 'Please input your E-mail!',
        },
      },
    });
    const api = createApi({ getToken: () => null, fetch });
    const error = await api.signUp({ urlid: '', username: 'a', email: '', password: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Please input your E-mail!' });
    expect(error.fields).toEqual([{ path: 'email', message: 'Please input your E-mail!' }]);
  });
  it('sends the stored token as Bearer and reports a 401 of a signed-in call', async () => {
    let auth: string | null = null;
    const fetch = (async (_: RequestInfo | URL, init?: RequestInit) => {
      auth = new Headers(init?.headers).get('authorization');
      return new Response(
        JSON.stringify({ error: { code: 'unauthorized', message: 'Ended' }, error_message: 'Ended' }),
        { status: 401 },
      );
    }) as typeof globalThis.fetch;
    const seen: ApiError[] = [];
    const api = createApi({ getToken: () => 'tok', fetch, onUnauthorized: (e) => seen.push(e) });
    await expect(api.apiFetch(Schema.Unknown, '/anything')).rejects.toThrow('Ended');
    expect(auth).toBe('Bearer tok');
    expect(seen).toHaveLength(1);
  });
  it('refuses a reply that does not match its schema', async () => {
    const { fetch } = fakeFetch({ 'GET /api/login-start': { status: 200, body: { nope: true } } });
    const error = await createApi({ getToken: () => null, fetch })
      .loginStart('')
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'bad_reply' });
  });
  it('names a network failure', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(createApi({ getToken: () => null, fetch }).loginStart('')).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('event storage', () => {
  it('keeps the login in localStorage per event', () => {
    localStorage.clear();
    const a = createEventStorage('a', { local: localStorage, session: sessionStorage, document });
    const b = createEventStorage('b', { local: localStorage, session: sessionStorage, document });
    a.writeLogin(stored);
    expect(a.readLogin()).toEqual(stored);
    expect(b.readLogin()).toBeNull();
    a.clearAll();
    expect(a.readLogin()).toBeNull();
  });
  it('falls back to a cookie of 2 days when localStorage is unavailable', () => {
    const jar: string[] = [];
    const doc = {
      get cookie() {
        return jar.map((c) => c.split(';')[0]).join('; ');
      },
      set cookie(v: string) {
        const name = v.split('=')[0];
        const i = jar.findIndex((c) => c.startsWith(`${name}=`));
        if (i >= 0) jar.splice(i, 1);
        if (!v.includes('max-age=0')) jar.push(v);
      },
    };
    const s = createEventStorage('demo', { local: null, session: null, document: doc });
    s.writeLogin(stored);
    expect(jar[0]).toContain('max-age=172800');
    expect(s.readLogin()).toEqual(stored);
    s.clearLogin();
    expect(s.readLogin()).toBeNull();
  });
  it('keeps the poster intro hidden when its address is signed anew, and shows another video', () => {
    localStorage.clear();
    const s = createEventStorage('demo', { local: localStorage, session: sessionStorage, document });
    s.dismissPosterIntro('/media/demo/intro.mp4?expires=100&signature=aa');
    expect(s.posterIntroDismissed('/media/demo/intro.mp4?expires=200&signature=bb')).toBe(true);
    expect(s.posterIntroDismissed('/media/demo/other.mp4?expires=200&signature=bb')).toBe(false);
  });
});

describe('languages', () => {
  it('sets lang and dir on the root, right-to-left for Arabic, and remembers the choice', async () => {
    const root = document.createElement('html');
    localStorage.clear();
    const i18n = createI18n({ storage: localStorage, root });
    expect(root.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(root).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(i18n.t('validation.emailRequired')).not.toBe('Please input your E-mail!');
    expect(createI18n({ storage: localStorage, root }).language).toBe('ar');
  });
});
