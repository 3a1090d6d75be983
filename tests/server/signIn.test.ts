import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH, AUTH_MAIL } from '../../schemas/constants';
import { SIGNUP_MAIL_SENT } from '../../server/areas/auth/signIn';
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

  it('takes as long for an unknown address as for a wrong password (a dummy hash is checked)', async () => {
    const timed = async (email: string, i: number) => {
      const started = performance.now();
      const res = await login({ urlid: 'demo', email, password: 'wrong-password' }, `198.51.100.${30 + i}`);
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    // Warmed up first, then pairs in alternating order, so that neither side gains from going second.
    await timed('attendee@example.com', 0);
    await timed('nobody@example.com', 1);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const pair = [
        async () => known.push(await timed('attendee@example.com', 2 + 2 * i)),
        async () => unknown.push(await timed(`nobody${i}@example.com`, 3 + 2 * i)),
      ];
      for (const run of i % 2 === 0 ? pair : [...pair].reverse()) await run();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });
});

describe('sign-in throttling', () => {
  const attempt = (email: string, password: string, ip: string) =>
    login({ urlid: 'demo', email, password }, ip);

  it('makes each failure after the third from one address wait longer (1 s, 2 s, ...), not a lock', async () => {
    await insertUser(s.db, event.id, 'paced@example.com');
    const ip = '192.0.2.10';
    for (let i = 0; i < AUTH.FREE_FAILURES_PER_PAIR; i++) {
      expect((await attempt('paced@example.com', 'guess', ip)).status).toBe(401);
    }
    const waiting = await attempt('paced@example.com', 'demo1234', ip);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    s.clock.advance(1000);
    expect((await attempt('paced@example.com', 'guess', ip)).status).toBe(401);
    const longer = await attempt('paced@example.com', 'demo1234', ip);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
    // Another address of the owner is not slowed by these failures.
    expect((await attempt('paced@example.com', 'demo1234', '192.0.2.11')).status).toBe(200);
    s.clock.advance(2000);
    expect((await attempt('paced@example.com', 'demo1234', ip)).status).toBe(200);
  });

  it("keeps the owner's known address open while a stranger's failures elsewhere slow new addresses", async () => {
    await insertUser(s.db, event.id, 'target@example.com');
    const home = '192.0.2.100';
    expect((await attempt('target@example.com', 'demo1234', home)).status).toBe(200);
    for (let i = 0; i < AUTH.FREE_FAILURES_PER_ACCOUNT; i++) {
      expect((await attempt('target@example.com', 'guess', `192.0.2.${i + 20}`)).status).toBe(401);
    }
    const stranger = await attempt('target@example.com', 'demo1234', '192.0.2.60');
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toBe('1');
    expect((await attempt('target@example.com', 'demo1234', home)).status).toBe(200);
  });

  it('slows an address that fails on many accounts, and no other address', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < AUTH.FREE_FAILURES_PER_ADDRESS; i++) {
      expect((await attempt(`guess${i}@example.com`, 'guess', ip)).status).toBe(401);
    }
    expect((await attempt('attendee@example.com', 'demo1234', ip)).status).toBe(429);
    expect((await attempt('attendee@example.com', 'demo1234', '203.0.113.100')).status).toBe(200);
    s.clock.advance(1000);
    expect((await attempt('attendee@example.com', 'demo1234', ip)).status).toBe(200);
  });
});

describe('dual login and sign-out', () => {
  it('ends the older login of an attendee and tells the relay', async () => {
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

  it('keeps every login of an admin until each signs out', async () => {
    const signIn = async () =>
      (await login({ urlid: 'demo', email: 'admin@example.com', password: 'demo1234' })).json();
    const first = await signIn();
    s.published.length = 0;
    const second = await signIn();
    expect(s.published).toEqual([]);
    expect((await s.request('/api/settings', { token: first.token })).status).toBe(200);
    expect((await s.request('/api/logout', { method: 'POST', token: first.token })).status).toBe(204);
    expect(s.published).toEqual([
      { kind: 'login_ended', eventId: event.id, uuid: first.user_uuid, loginId: first.loginId },
    ]);
    const out = await s.request('/api/settings', { token: first.token });
    expect(out.status).toBe(401);
    expect((await out.json()).error_message).toBe('Your session has ended. Please sign in again.');
    expect((await s.request('/api/settings', { token: second.token })).status).toBe(200);
  });

  it('ends a signed-out login for good: its token, its ssotoken and a second sign-out are refused', async () => {
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    expect((await s.request('/api/logout', { method: 'POST', token: body.token })).status).toBe(204);
    expect((await s.request('/api/settings', { token: body.token })).status).toBe(401);
    expect((await s.request('/api/logout', { method: 'POST', token: body.token })).status).toBe(401);
    const sso = await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: attendee });
    expect(sso.status).toBe(401);
  });
});

/** The mail to `to` whose subject has `subject`, once it has gone out (mail leaves after the reply). */
async function mailTo(to: string, subject = '') {
  const mail = await vi.waitFor(
    async () => {
      const found = (await s.deps.mailer.outbox()).find((m) => m.to === to && m.subject.includes(subject));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { mail };
}
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
const magicLink = (json: unknown, ip = '198.51.100.80') =>
  s.request('/api/auto-login-email', { method: 'POST', json, ip });

describe('magic link and single sign-on', () => {
  it('mails a one-time link that signs in once', async () => {
    const res = await magicLink({ VirtualApp: 'demo', clientEmail: 'attendee@example.com' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/sign-in link/);
    const { mail } = await mailTo('attendee@example.com');
    const link = linkIn(mail.text);
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
    const known = await magicLink({ VirtualApp: 'demo', clientEmail: 'admin@example.com' }, '198.51.100.81');
    const before = (await s.deps.mailer.outbox()).length;
    const res = await magicLink({ VirtualApp: 'demo', clientEmail: 'stranger@example.com' }, '198.51.100.81');
    expect(res.status).toBe(known.status);
    expect(await res.json()).toEqual(await known.json());
    await mailTo('admin@example.com');
    await new Promise((r) => setTimeout(r, 50));
    expect((await s.deps.mailer.outbox()).filter((m) => m.to === 'stranger@example.com')).toEqual([]);
    expect((await s.deps.mailer.outbox()).length).toBeLessThanOrEqual(before + 1);
  });

  it('limits requests per recipient, registered or not, and per client address', async () => {
    for (const email of ['attendee@example.com', 'unregistered@example.com']) {
      for (let i = 0; i < AUTH_MAIL.MAX_PER_RECIPIENT; i++) {
        const res = await magicLink({ VirtualApp: 'other', clientEmail: email }, `198.51.100.${90 + i}`);
        expect(res.status).toBe(200);
      }
      const over = await magicLink({ VirtualApp: 'other', clientEmail: email }, '198.51.100.99');
      expect(over.status).toBe(429);
    }
    for (let i = 0; i < AUTH_MAIL.MAX_PER_ADDRESS; i++) {
      await magicLink({ VirtualApp: 'demo', clientEmail: `many${i}@example.com` }, '198.51.100.120');
    }
    expect(
      (await magicLink({ VirtualApp: 'demo', clientEmail: 'one@example.com' }, '198.51.100.120')).status,
    ).toBe(429);
  });

  it('uses the ssotoken of a login once, and refuses a forged or expired one', async () => {
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    expect((await login({ urlid: 'demo', sso_token: `${body.ssotoken}x`, uuid: attendee })).status).toBe(401);
    expect((await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: 'someone-else' })).status).toBe(401);
    const sso = await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: attendee });
    expect(sso.status).toBe(200);
    const again = await login({ urlid: 'demo', sso_token: body.ssotoken, uuid: attendee });
    expect(again.status).toBe(401);

    const fresh = await (
      await login({ urlid: 'demo', email: 'admin@example.com', password: 'demo1234' })
    ).json();
    s.clock.advance(AUTH.SSO_TOKEN_TTL + 1000);
    const admin = fresh.user_uuid;
    expect((await login({ urlid: 'demo', sso_token: fresh.ssotoken, uuid: admin })).status).toBe(401);
  });

  it('ends the ssotoken with its login when a newer login supersedes it', async () => {
    const first = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' });
    const sso = await login({ urlid: 'demo', sso_token: first.ssotoken, uuid: attendee });
    expect(sso.status).toBe(401);
  });
});

describe('links to third parties', () => {
  it('hands a custom screen a one-time token of two minutes that the third party checks once', async () => {
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    expect((await s.request('/api/sso/external-token', { method: 'POST' })).status).toBe(401);
    const res = await s.request('/api/sso/external-token', { method: 'POST', token: body.token });
    expect(res.status).toBe(200);
    const { token, expires_in } = await res.json();
    expect(expires_in).toBe(120);
    expect(token).not.toBe(body.token);
    expect((await s.request('/api/settings', { token })).status).toBe(401);
    const verify = (t: string) =>
      s.request('/api/sso/external-token/verify', { method: 'POST', json: { token: t } });
    const checked = await verify(token);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({
      uuid: attendee,
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      Email: 'attendee@example.com',
      event_id: event.id,
    });
    expect((await verify(token)).status).toBe(401);
    expect((await verify(body.token)).status).toBe(401);

    const late = (
      await (await s.request('/api/sso/external-token', { method: 'POST', token: body.token })).json()
    ).token;
    s.clock.advance(AUTH.EXTERNAL_SSO_TTL + 1000);
    expect((await verify(late)).status).toBe(401);
    const ended = (
      await (await s.request('/api/sso/external-token', { method: 'POST', token: body.token })).json()
    ).token;
    await s.request('/api/logout', { method: 'POST', token: body.token });
    expect((await verify(ended)).status).toBe(401);
  });
});

describe('sign-up', () => {
  const signUp = (json: Record<string, string>, ip = '198.51.100.150') =>
    s.request('/api/signup', { method: 'POST', json: { urlid: 'demo', ...json }, ip });

  it('mails a confirmation link; the account exists once the link is opened, and the link works once', async () => {
    const res = await signUp({ username: 'Grace Hopper', email: 'grace@example.com', password: 'cobol1959' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SIGNUP_MAIL_SENT });
    expect((await login({ urlid: 'demo', email: 'grace@example.com', password: 'cobol1959' })).status).toBe(
      401,
    );
    const link = linkIn((await mailTo('grace@example.com')).mail.text);
    const confirm = {
      urlid: 'demo',
      sso_token: link.searchParams.get('token'),
      uuid: link.searchParams.get('uuid'),
    };
    const confirmed = await login(confirm);
    expect(confirmed.status).toBe(200);
    const body = await confirmed.json();
    expect(body.user).toMatchObject({ Firstname: 'Grace', Lastname: 'Hopper', Email: 'grace@example.com' });
    expect((await login(confirm)).status).toBe(401);
    const again = await login({ urlid: 'demo', email: 'grace@example.com', password: 'cobol1959' });
    expect(again.status).toBe(200);
  });

  it('answers a taken address exactly as a new one, and mails its owner a sign-in link instead', async () => {
    const fresh = await signUp({ username: 'New', email: 'new-person@example.com', password: 'whatever1' });
    const taken = await signUp({ username: 'Ada', email: 'attendee@example.com', password: 'whatever1' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    const { mail } = await mailTo('attendee@example.com', 'Your account');
    expect(linkIn(mail.text).searchParams.get('uuid')).toBe(attendee);
    expect(
      (await login({ urlid: 'demo', email: 'attendee@example.com', password: 'whatever1' })).status,
    ).toBe(401);
  });

  it("signs in when the address's own password comes along", async () => {
    const res = await signUp(
      { username: 'Ada', email: 'attendee@example.com', password: 'demo1234' },
      '198.51.100.151',
    );
    expect(res.status).toBe(200);
    expect((await res.json()).reviewid).toBe(attendee);
  });

  it('refuses bad input and over-long fields, storing nothing', async () => {
    const bad = await signUp({ username: '', email: 'x', password: '' });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const long = await signUp({
      username: 'x'.repeat(AUTH.USERNAME_MAX + 1),
      email: `${'x'.repeat(AUTH.EMAIL_MAX)}@example.com`,
      password: 'p'.repeat(AUTH.PASSWORD_MAX + 1),
    });
    expect(long.status).toBe(400);
    const longPaths = (await long.json()).error.fields.map((f: { path: string }) => f.path);
    expect(longPaths).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const short = await signUp({ username: 'Bob', email: 'bob@example.com', password: 'short' });
    expect(short.status).toBe(400);
    const longLogin = await login({
      urlid: 'demo',
      email: 'bob@example.com',
      password: 'p'.repeat(AUTH.PASSWORD_MAX + 1),
    });
    expect(longLogin.status).toBe(400);
  });

  it('limits sign-ups per client address', async () => {
    const ip = '198.51.100.160';
    for (let i = 0; i < AUTH.SIGNUPS_PER_ADDRESS; i++) {
      const res = await signUp(
        { username: 'Many', email: `many-signup${i}@example.com`, password: 'password1' },
        ip,
      );
      expect(res.status).toBe(202);
    }
    const over = await signUp({ username: 'Many', email: 'one-more@example.com', password: 'password1' }, ip);
    expect(over.status).toBe(429);
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

  it('leaves hidden people (ghosts, badge -1) out of contact cards, except their own', async () => {
    const ghost = await insertUser(s.db, event.id, 'ghost@example.com', { ghost: true });
    const hidden = await insertUser(s.db, event.id, 'hidden@example.com', { badges: [-1] });
    const body = await (
      await login({ urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' })
    ).json();
    const cards = async (token: string) => {
      const res = await s.request(`/api/contact/${event.sourceHex}`, {
        method: 'POST',
        json: { uuids: [attendee, ghost, hidden] },
        token,
      });
      return (await res.json()).contacts.map((c: { uuid: string }) => c.uuid);
    };
    expect(await cards(body.token)).toEqual([attendee]);
    const own = await (
      await login({ urlid: 'demo', email: 'ghost@example.com', password: 'demo1234' })
    ).json();
    expect((await cards(own.token)).sort()).toEqual([attendee, ghost].sort());
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

describe('mail after the reply', () => {
  it('answers a magic-link request before its mail goes out, as fast as for an unknown address', async () => {
    let sent = 0;
    const slow = await startTestServer({
      mailer: {
        send: async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          sent += 1;
        },
        outbox: async () => [],
      },
    });
    try {
      const e = await insertEvent(slow.db, 'slow', {}, true);
      await insertUser(slow.db, e.id, 'known@example.com');
      const timed = async (clientEmail: string) => {
        const started = performance.now();
        const res = await slow.request('/api/auto-login-email', {
          method: 'POST',
          json: { VirtualApp: 'slow', clientEmail },
        });
        return { ms: performance.now() - started, status: res.status, body: await res.json() };
      };
      const known = await timed('known@example.com');
      const unknown = await timed('unknown@example.com');
      expect(known.ms).toBeLessThan(400);
      expect({ ...known, ms: 0 }).toEqual({ ...unknown, ms: 0 });
      await vi.waitFor(() => expect(sent).toBe(1), { timeout: 2000 });
    } finally {
      await slow.close();
    }
  });
});
