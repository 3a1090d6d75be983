import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../schemas/constants';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
let attendee: string;

beforeAll(async () => {
  s = await startTestServer();
  event = await insertEvent(
    s.db,
    'demo',
    { title: 'Demo', login_form: { password: 1, magicLink: 1, magicLink_text: 'Email me a link' } },
    true,
  );
  await insertEvent(s.db, 'other', { title: 'Other' });
  attendee = await insertUser(s.db, event.id, 'attendee@example.com');
  await insertUser(s.db, event.id, 'admin@example.com', { isAdmin: true });
});
afterAll(() => s.close());

const login = (json: unknown, ip?: string) =>
  s.request('/api/login', { method: 'POST', json, ...(ip ? { ip } : {}) });

describe('login start', () => {
  it('answers the login form and keys of the default event', async () => {
    const res = await s.request('/api/login-start');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source_hex: event.sourceHex, confurlid: 'demo', title: 'Demo' });
    expect(body.login_form.magicLink_text).toBe('Email me a link');
  });
  it('addresses another event by url id and answers 404 for an unknown one', async () => {
    expect((await (await s.request('/api/login-start?conference=other')).json()).title).toBe('Other');
    const res = await s.request('/api/login-start?conference=nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('login by email and password', () => {
  it('signs in with the right password and replies with reviewid and a token', async () => {
    const res = await login({ urlid: 'demo', email: 'Attendee@Example.com ', password: 'demo1234' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reviewid).toBe(attendee);
    expect(body.user.Email).toBe('attendee@example.com');
    expect(typeof body.token).toBe('string');
    const settings = await s.request('/api/settings', { token: body.token });
    expect(settings.status).toBe(200);
    expect((await settings.json()).title).toBe('Demo');
  });

  it('refuses a wrong password with 401 and an error_message', async () => {
    const res = await login(
      { urlid: 'demo', email: 'attendee@example.com', password: 'wrong-password' },
      '198.51.100.1',
    );
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error_message).toBe('The email or password is not correct.');
    expect(body.reviewid).toBeUndefined();
  });

  it('refuses an unknown email with the same message', async () => {
    const res = await login(
      { urlid: 'demo', email: 'nobody@example.com', password: 'demo1234' },
      '198.51.100.2',
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error_message).toBe('The email or password is not correct.');
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await login({ urlid: 'demo', email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toContainEqual({ path: 'email', message: 'The input is not valid E-mail!' });
    const missing = await login({ urlid: 'demo', email: 'attendee@example.com' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields[0].path).toBe('password');
    const notJson = await s.request('/api/login', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('limits failed attempts per account', async () => {
    await insertUser(s.db, event.id, 'target@example.com');
    for (let i = 0; i < AUTH.MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await login(
        { urlid: 'demo', email: 'target@example.com', password: 'guess' },
        `192.0.2.${i}`,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await login(
      { urlid: 'demo', email: 'target@example.com', password: 'demo1234' },
      '192.0.2.200',
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    s.clock.advance(AUTH.LOGIN_ATTEMPT_WINDOW + 1000);
    const later = await login(
      { urlid: 'demo', email: 'target@example.com', password: 'demo1234' },
      '192.0.2.200',
    );
    expect(later.status).toBe(200);
  });

  it('limits failed attempts per address', async () => {
    for (let i = 0; i < AUTH.MAX_FAILURES_PER_ADDRESS; i++) {
      await login({ urlid: 'demo', email: `guess${i}@example.com`, password: 'guess' }, '203.0.113.99');
    }
    const blocked = await login(
      { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
      '203.0.113.99',
    );
    expect(blocked.status).toBe(429);
    const elsewhere = await login(
      { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
      '203.0.113.100',
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('dual login', () => {
  it('signs out the older login of an attendee and tells the relay', async () => {
    const first = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    s.published.length = 0;
    const second = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    expect(s.published).toEqual([
      { kind: 'dual_login', eventId: event.id, uuid: attendee, loginId: second.loginId },
    ]);
    const old = await s.request('/api/settings', { token: first.token });
    expect(old.status).toBe(401);
    expect((await old.json()).error_message).toContain('signed in somewhere else');
    expect((await s.request('/api/settings', { token: second.token })).status).toBe(200);
  });

  it('keeps every login of an admin', async () => {
    const first = await (
      await login({ urlid: 'demo', email: 'admin@example.com', password: 'demo1234' })
    ).json();
    s.published.length = 0;
    await login({ urlid: 'demo', email: 'admin@example.com', password: 'demo1234' });
    expect(s.published).toEqual([]);
    expect((await s.request('/api/settings', { token: first.token })).status).toBe(200);
  });
});

describe('magic link and single sign-on', () => {
  it('mails a one-time link that signs in once', async () => {
    const res = await s.request('/api/auto-login-email', {
      method: 'POST',
      json: { VirtualApp: 'demo', clientEmail: 'attendee@example.com' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/sign-in link/);
    const [mail] = await s.deps.mailer.outbox();
    expect(mail?.to).toBe('attendee@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/signin');
    const token = link.searchParams.get('token');
    const uuid = link.searchParams.get('uuid');
    expect(uuid).toBe(attendee);
    const first = await login({ urlid: 'demo', sso_token: token, uuid });
    expect(first.status).toBe(200);
    const again = await login({ urlid: 'demo', sso_token: token, uuid });
    expect(again.status).toBe(401);
    expect((await again.json()).error_message).toBe('This sign-in link has already been used.');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await s.deps.mailer.outbox()).length;
    const res = await s.request('/api/auto-login-email', {
      method: 'POST',
      json: { VirtualApp: 'demo', clientEmail: 'stranger@example.com' },
    });
    expect(res.status).toBe(200);
    expect((await s.deps.mailer.outbox()).length).toBe(before);
  });

  it('signs in with the ssotoken of an earlier login, and refuses a forged or expired one', async () => {
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    const sso = await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: attendee });
    expect(sso.status).toBe(200);
    expect((await login({ urlid: 'demo', sso_token: `${body.ssotoken}x`, uuid: attendee })).status).toBe(401);
    expect((await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: 'someone-else' })).status).toBe(401);
    s.clock.advance(9 * 60 * 60 * 1000);
    expect((await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: attendee })).status).toBe(401);
  });
});

describe('sign-up', () => {
  it('creates an account and signs it in', async () => {
    const res = await s.request('/api/signup', {
      method: 'POST',
      json: { urlid: 'demo', username: 'Grace Hopper', email: 'grace@example.com', password: 'cobol1959' },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({ Firstname: 'Grace', Lastname: 'Hopper', Email: 'grace@example.com' });
    const again = await login({ urlid: 'demo', email: 'grace@example.com', password: 'cobol1959' });
    expect(again.status).toBe(200);
  });

  it('refuses a taken email, and bad input, storing nothing', async () => {
    const taken = await s.request('/api/signup', {
      method: 'POST',
      json: { urlid: 'demo', username: 'Ada', email: 'attendee@example.com', password: 'whatever1' },
    });
    expect(taken.status).toBe(409);
    const bad = await s.request('/api/signup', {
      method: 'POST',
      json: { urlid: 'demo', username: '', email: 'x', password: '' },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const short = await s.request('/api/signup', {
      method: 'POST',
      json: { urlid: 'demo', username: 'Bob', email: 'bob@example.com', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect((await login({ urlid: 'demo', email: 'bob@example.com', password: 'short' })).status).toBe(401);
  });
});

describe('signed-in calls', () => {
  it('answers 401 without a token and after sign-out', async () => {
    expect((await s.request('/api/settings')).status).toBe(401);
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    const contacts = await s.request(`/api/contact/${event.sourceHex}`, {
      method: 'POST',
      json: { uuids: [attendee] },
      token: body.token,
    });
    expect((await contacts.json()).contacts[0]).toMatchObject({ uuid: attendee, Firstname: 'Ada' });
    expect((await s.request('/api/logout', { method: 'POST', token: body.token })).status).toBe(204);
    expect((await s.request('/api/settings', { token: body.token })).status).toBe(401);
  });

  it('answers 404 for an unknown API call and for another event’s contacts', async () => {
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    expect((await s.request('/api/nothing-here', { token: body.token })).status).toBe(404);
    const res = await s.request('/api/contact/hexother', {
      method: 'POST',
      json: { uuids: [] },
      token: body.token,
    });
    expect(res.status).toBe(404);
  });
});
