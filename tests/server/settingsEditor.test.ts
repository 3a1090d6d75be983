import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_EDITOR_TEXT } from '../../schemas/settingsEditor';
import { events, settingsVersions } from '../../server/db/schema';
import { FAKE_IMAGE, imageForm, PNG } from '../support/images';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let demo: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  s = await startTestServer();
  demo = await insertEvent(s.db, 'demo', { title: 'Demo Conference', primary_color: '#0b3d91' }, true);
  await insertUser(s.db, demo.id, 'ann@example.com');
  await insertUser(s.db, demo.id, 'admin@example.com', {
    isAdmin: true,
    firstname: 'Grace',
    lastname: 'Hopper',
  });
});
afterAll(() => s.close());

async function signIn(email: string) {
  const res = await s.request('/api/login', {
    method: 'POST',
    json: { urlid: 'demo', email, password: 'demo1234' },
  });
  return (await res.json()).token as string;
}
const storedConfig = async () =>
  (await s.db.select().from(events).where(eq(events.id, demo.id)))[0]?.config as Record<string, unknown>;

describe('the settings editor is for admins only', () => {
  it('refuses the signed-out (401) and attendees (403), and stores nothing', async () => {
    const token = await signIn('ann@example.com');
    const put = { method: 'PUT', json: { settings: { ...(await storedConfig()), title: 'Hacked' } } };
    expect((await s.request('/api/admin/settings')).status).toBe(401);
    expect((await s.request('/api/admin/settings', put)).status).toBe(401);
    expect((await s.request('/api/admin/settings', { token })).status).toBe(403);
    expect((await s.request('/api/admin/settings', { ...put, token })).status).toBe(403);
    expect((await s.request('/api/admin/settings/versions', { token })).status).toBe(403);
    const restore = await s.request('/api/admin/settings/versions/1/restore', { method: 'POST', token });
    expect(restore.status).toBe(403);
    expect((await storedConfig()).title).toBe('Demo Conference');
  });
});

describe('saving, versions and undo', () => {
  it('serves the document with version 1, the one the event was created with', async () => {
    const token = await signIn('admin@example.com');
    const res = await s.request('/api/admin/settings', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version).toBe(1);
    expect(body.settings.title).toBe('Demo Conference');
    expect(body.versions).toEqual([expect.objectContaining({ version: 1, savedBy: null })]);
  });

  it('refuses an invalid document with its field errors and keeps the old one', async () => {
    const token = await signIn('admin@example.com');
    const before = await storedConfig();
    const bad = { ...before, title: 'New', cacheDelta: 'soon', login_form: { password: 'yes' } };
    const res = await s.request('/api/admin/settings', { method: 'PUT', token, json: { settings: bad } });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('bad_request');
    expect(error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'cacheDelta',
      'login_form.password',
    ]);
    expect(error.fields[0].message).toMatch(/Expected/);
    expect(await storedConfig()).toEqual(before);
    const versions = await s.db.select().from(settingsVersions).where(eq(settingsVersions.eventId, demo.id));
    expect(versions.map((v) => v.version)).toEqual([1]);
    expect(s.published.some((m) => m.kind === 'settings_changed')).toBe(false);
  });

  it('refuses a change of the keys that name the event', async () => {
    const token = await signIn('admin@example.com');
    const moved = { ...(await storedConfig()), source_hex: 'elsewhere' };
    const res = await s.request('/api/admin/settings', { method: 'PUT', token, json: { settings: moved } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      { path: 'source_hex', message: SETTINGS_EDITOR_TEXT.FIXED },
    ]);
    expect((await storedConfig()).source_hex).toBe(demo.sourceHex);
  });

  it('saves a new version with who and when, tells the browsers, and serves it to attendees', async () => {
    const token = await signIn('admin@example.com');
    const next = { ...(await storedConfig()), title: 'Renamed Conference', primary_color: '#7a1f5c' };
    const res = await s.request('/api/admin/settings', {
      method: 'PUT',
      token,
      json: { settings: next, baseVersion: 1 },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version).toBe(2);
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(body.versions[0]).toMatchObject({ savedByName: 'Grace Hopper', restoredFrom: null });
    expect(Date.parse(body.versions[0].savedAt)).not.toBeNaN();
    expect(s.published).toContainEqual({ kind: 'settings_changed', eventId: demo.id });
    const attendee = await signIn('ann@example.com');
    const settings = await (await s.request('/api/settings', { token: attendee })).json();
    expect(settings).toMatchObject({ title: 'Renamed Conference', primary_color: '#7a1f5c' });
    const list = await (await s.request('/api/admin/settings/versions', { token })).json();
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('refuses a save edited from an older version (409)', async () => {
    const token = await signIn('admin@example.com');
    const next = { ...(await storedConfig()), title: 'Late edit' };
    const res = await s.request('/api/admin/settings', {
      method: 'PUT',
      token,
      json: { settings: next, baseVersion: 1 },
    });
    expect(res.status).toBe(409);
    expect((await storedConfig()).title).toBe('Renamed Conference');
  });

  it('undoes to an earlier version by saving it again as the newest', async () => {
    const token = await signIn('admin@example.com');
    const res = await s.request('/api/admin/settings/versions/1/restore', { method: 'POST', token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.version).toBe(3);
    expect(body.settings.title).toBe('Demo Conference');
    expect(body.versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await storedConfig()).primary_color).toBe('#0b3d91');
    const missing = await s.request('/api/admin/settings/versions/99/restore', { method: 'POST', token });
    expect(missing.status).toBe(404);
    const bad = await s.request('/api/admin/settings/versions/first/restore', { method: 'POST', token });
    expect(bad.status).toBe(400);
  });
});

describe('saves at the same moment', () => {
  it('get versions of their own, one after the other', async () => {
    const token = await signIn('admin@example.com');
    const base = await storedConfig();
    const saves = await Promise.all(
      ['First', 'Second', 'Third'].map((title) =>
        s.request('/api/admin/settings', { method: 'PUT', token, json: { settings: { ...base, title } } }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200]);
    const { versions } = await (await s.request('/api/admin/settings/versions', { token })).json();
    const numbers = versions.map((v: { version: number }) => v.version);
    expect(numbers).toEqual([...new Set(numbers)]);
    expect(numbers.slice(0, 3)).toEqual([numbers[0], numbers[0] - 1, numbers[0] - 2]);
  });
});

describe('settings images', () => {
  it('takes an image from admins only, refuses what is not one, and serves it without sign-in', async () => {
    const attendee = await signIn('ann@example.com');
    const upload = (token?: string, bytes = PNG) =>
      s.request('/api/uploads/settings-image', {
        method: 'POST',
        body: imageForm(bytes),
        ...(token ? { token } : {}),
      });
    expect((await upload()).status).toBe(401);
    expect((await upload(attendee)).status).toBe(403);
    const admin = await signIn('admin@example.com');
    const fake = await upload(admin, FAKE_IMAGE);
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.fields).toEqual([
      { path: 'image', message: expect.stringMatching(/not a picture/) },
    ]);
    const res = await upload(admin);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/api\/settings-images\/[0-9a-f-]{36}$/);
    const image = await s.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await s.request('/api/settings-images/nope')).status).toBe(404);
  });
});
