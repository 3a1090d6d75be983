// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInSession } from '../../machines/signIn';
import { LOGIN_START_ELEMENT } from '../../schemas/auth';
import { SignInPage } from '../../src/features/auth/SignInPage';
import { fullStart, loginReply, SIGNUP_SENT, settings } from '../machines/fixtures';
import { fakeFetch, renderWithClient } from './render';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const WRONG = 'The email or password is not correct.';
const TOO_MANY = 'Too many sign-ups from your address. Please try again later.';

function api() {
  return fakeFetch({
    'GET /api/login-start': { status: 200, body: fullStart },
    'POST /api/login': (body) =>
      (body as { password?: string }).password === 'demo1234'
        ? { status: 200, body: loginReply }
        : { status: 401, body: { error: { code: 'unauthorized', message: WRONG }, error_message: WRONG } },
    'POST /api/signup': (body) =>
      (body as { email?: string }).email === 'busy@example.com'
        ? {
            status: 429,
            body: { error: { code: 'rate_limited', message: TOO_MANY }, error_message: TOO_MANY },
          }
        : { status: 202, body: { message: SIGNUP_SENT } },
    'GET /api/settings': { status: 200, body: settings },
    'POST /api/contact/abc': {
      status: 200,
      body: { contacts: [{ uuid: 'u-1', Firstname: 'Ada', Lastname: 'Lovelace' }] },
    },
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The login settings as the server puts them in the sign-in page (server/http/routes/appPage.ts). */
function settingsInPage(start: unknown, urlid: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LOGIN_START_ELEMENT;
  element.dataset.urlid = urlid;
  element.textContent = JSON.stringify(start);
  document.head.append(element);
}

describe('sign-in page', () => {
  it('draws the login settings that the page carries without asking for them, and only once', async () => {
    settingsInPage(
      { ...fullStart, login_form: { ...fullStart.login_form, help_text: 'From the page.' } },
      '',
    );
    const { fetch, calls } = api();
    renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
    expect(await screen.findByText('From the page.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/login-start')).toEqual([]);
    // Taken once: another sign-in page of this load (after a sign-out) asks the server.
    expect(document.getElementById(LOGIN_START_ELEMENT)).toBeNull();
  });

  it("asks the server when the page carries another event's settings, or settings it cannot read", async () => {
    for (const [start, urlid] of [
      [{ ...fullStart, title: 'Another event' }, 'other'],
      [{ title: 'not a login start' }, ''],
    ] as const) {
      settingsInPage(start, urlid);
      const { fetch, calls } = api();
      renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(calls.filter((c) => c.path === '/api/login-start')).toHaveLength(1);
      expect(document.getElementById(LOGIN_START_ELEMENT)).toBeNull();
      cleanup();
    }
  });

  it("shows the organiser's texts in the reader's language, isolated in their own direction", async () => {
    const perLanguage = {
      ...fullStart,
      login_form: {
        ...fullStart.login_form,
        help_text: {
          en: 'Use the email you registered with.',
          fr: "Utilisez l'adresse de votre inscription.",
        },
        find_account_text: { en: 'Cannot find your account?' },
      },
    };
    const { fetch } = fakeFetch({ 'GET /api/login-start': { status: 200, body: perLanguage } });
    const { i18n } = renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
    expect((await screen.findByText('Use the email you registered with.')).getAttribute('dir')).toBe('auto');
    await i18n.changeLanguage('fr');
    expect(await screen.findByText("Utilisez l'adresse de votre inscription.")).toBeTruthy();
    // No French text: the English one, which keeps its question mark at its end on a right-to-left page.
    const find = screen.getByRole('link', { name: 'Cannot find your account?' });
    expect(find.getAttribute('dir')).toBe('auto');
  });

  it('shows the §5 messages for an empty and an invalid email and a missing password', async () => {
    const { fetch } = api();
    renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please input your E-mail!')).toBeTruthy();
    expect(screen.getByText('Please input your Password!')).toBeTruthy();
    type('Email', 'ada@');
    expect(await screen.findByText('The input is not valid E-mail!')).toBeTruthy();
    type('Email', 'ada@example.com');
    type('Password', 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows Login Failed with the server error_message and forgets the stored login', async () => {
    const { fetch, calls } = api();
    const { storage } = renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
    await screen.findByLabelText('Email');
    type('Email', 'attendee@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText(WRONG)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      urlid: '',
      email: 'attendee@example.com',
      password: 'wrong-password',
    });
    expect(storage.readLogin()).toBeNull();
  });

  it('signs in: loads settings and the contact card, stores who signed in (no token) and hands over the session', async () => {
    const { fetch, calls } = api();
    let session: SignedInSession | null = null;
    const { storage } = renderWithClient(<SignInPage mode="signIn" onSignedIn={(s) => (session = s)} />, {
      fetch,
    });
    await screen.findByLabelText('Email');
    type('Email', 'attendee@example.com');
    type('Password', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session).not.toBeNull());
    expect(session!.settings).toEqual(settings);
    expect(session!.contact?.Firstname).toBe('Ada');
    // The browser keeps who signed in, never the token: it stays in the page's memory.
    expect(storage.readLogin()).toEqual({ uuid: loginReply.user.uuid, loginId: loginReply.loginId });
    expect(JSON.stringify(localStorage)).not.toContain(loginReply.token);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/login-start',
      'POST /api/login',
      'GET /api/settings',
      'POST /api/contact/abc',
    ]);
  });

  it('shows the configured links, support toggle and magic-link text', async () => {
    const { fetch } = api();
    renderWithClient(<SignInPage mode="signIn" onSignedIn={() => {}} />, { fetch });
    expect(await screen.findByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find my registration' }).getAttribute('href')).toBe(
      'https://example.com/find',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBeTruthy();
  });
});

describe('sign-up page', () => {
  it('asks for username, email and password with their messages, then shows the server refusal', async () => {
    const { fetch } = api();
    renderWithClient(<SignInPage mode="signUp" onSignedIn={() => {}} />, { fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please input your username!')).toBeTruthy();
    expect(screen.getByText('Please input your E-mail!')).toBeTruthy();
    expect(screen.getByText('Please input your Password!')).toBeTruthy();
    type('Username', 'Ada Lovelace');
    type('Email', 'busy@example.com');
    type('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign-up Failed')).toBeTruthy();
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(screen.getByText(TOO_MANY)).toBeTruthy();
  });

  it('tells to open the mailed confirmation link, the same for a new and a registered address', async () => {
    const { fetch } = api();
    renderWithClient(<SignInPage mode="signUp" onSignedIn={() => {}} />, { fetch });
    const submit = await screen.findByRole('button', { name: 'Sign up' });
    type('Username', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'long-enough');
    fireEvent.click(submit);
    expect(await screen.findByText(SIGNUP_SENT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });
});
