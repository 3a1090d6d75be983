import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  const demo = await insertEvent(s.db, 'demo', { title: 'Demo' }, true);
  const other = await insertEvent(s.db, 'other', { title: 'Other' });
  await insertUser(s.db, demo.id, 'attendee@example.com');
  await insertUser(s.db, other.id, 'attendee@example.com');
});
afterAll(() => s.close());

const signIn = async (urlid = 'demo') => {
  const res = await s.request('/api/login', {
    method: 'POST',
    json: { urlid, email: 'attendee@example.com', password: 'demo1234' },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie') ?? '';
  return { reply: await res.json(), cookie, pair: cookie.split(';')[0] ?? '' };
};

const resume = (cookie: string, urlid?: string) =>
  s.request('/api/session/resume', { method: 'POST', json: urlid ? { urlid } : {}, headers: { cookie } });

describe('the login cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, on the resume path only, for the token’s lifetime', async () => {
    const { cookie } = await signIn();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/session/);
    expect(cookie).toMatch(/Max-Age=172800/);
    expect(cookie).toMatch(/Secure/); // the public URL of the test server is https
  });

  it('resumes the same login after a reload, and nothing without it', async () => {
    const { reply, pair } = await signIn();
    const res = await resume(pair);
    expect(res.status).toBe(200);
    const login = await res.json();
    expect(login.token).toBe(reply.token);
    expect(login.loginId).toBe(reply.loginId);
    expect(login.user.Email).toBe('attendee@example.com');
    expect((await resume('')).status).toBe(401);
    expect((await resume('login_x=forged')).status).toBe(401);
  });

  it('of one event does not resume another event', async () => {
    const { pair } = await signIn('demo');
    expect((await resume(pair, 'other')).status).toBe(401);
  });

  it('stops working when the login is signed out, and sign-out clears it', async () => {
    const { reply, pair } = await signIn();
    const out = await s.request('/api/logout', { method: 'POST', token: reply.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await resume(pair)).status).toBe(401);
  });

  it('of an older login stops working when a newer login of the account signs in', async () => {
    const older = await signIn();
    await signIn();
    const res = await resume(older.pair);
    expect(res.status).toBe(401);
  });
});
