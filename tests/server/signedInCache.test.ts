import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app';
import {
  createSignedInCache,
  localInvalidationBus,
  SIGNED_IN_TTL_MS,
} from '../../server/areas/auth/signedInCache';
import { logins, users } from '../../server/db/schema';
import { OTHER_LOGIN_MESSAGE, SIGNED_OUT_MESSAGE } from '../../server/http/auth';
import { imageForm, PNG } from '../support/images';
import { signIn } from '../support/program';
import { insertEvent, insertLogin, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let eventId: string;
let uuid: string;

beforeEach(async () => {
  s = await startTestServer({ signedInTtlMs: SIGNED_IN_TTL_MS });
  eventId = (await insertEvent(s.db, 'cached')).id;
  uuid = await insertUser(s.db, eventId, 'ann@example.com', { firstname: 'Ann' });
});
afterEach(() => s.close());

const get = (token: string) => s.request(`/api/profiles/${uuid}`, { token });
const nameOf = async (token: string) => {
  const res = await get(token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { Firstname: string }).Firstname;
};
const renameInDatabase = (firstname: string) =>
  s.db.update(users).set({ firstname }).where(eq(users.uuid, uuid));

describe('the signed-in cache', () => {
  test('reuses a sign-in for its few seconds: a change made by hand shows only after them', async () => {
    const token = await signIn(s, 'cached', 'ann@example.com');
    expect(await nameOf(token)).toBe('Ann');
    await renameInDatabase('Annie');
    expect(await nameOf(token)).toBe('Ann');
    s.clock.advance(SIGNED_IN_TTL_MS);
    expect(await nameOf(token)).toBe('Annie');
  });

  test('sign-out refuses the token at once', async () => {
    const token = await signIn(s, 'cached', 'ann@example.com');
    expect(await nameOf(token)).toBe('Ann');
    expect((await s.request('/api/logout', { method: 'POST', token })).status).toBe(204);
    const res = await get(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: SIGNED_OUT_MESSAGE } });
  });

  test('a newer login of the account refuses the older token at once', async () => {
    const older = await signIn(s, 'cached', 'ann@example.com');
    expect(await nameOf(older)).toBe('Ann');
    const newer = await signIn(s, 'cached', 'ann@example.com');
    const res = await get(older);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: OTHER_LOGIN_MESSAGE } });
    expect(await nameOf(newer)).toBe('Ann');
  });

  test("the account's own edit shows at once", async () => {
    const token = await signIn(s, 'cached', 'ann@example.com');
    expect(await nameOf(token)).toBe('Ann');
    const edit = await s.request('/api/profile', { method: 'PUT', token, json: { Firstname: 'Anna' } });
    expect(edit.status).toBe(200);
    expect(await nameOf(token)).toBe('Anna');
  });

  test("the account's new picture shows at once", async () => {
    const token = await signIn(s, 'cached', 'ann@example.com');
    expect(await nameOf(token)).toBe('Ann');
    const upload = await s.request('/api/uploads/profile-photo', {
      method: 'POST',
      body: imageForm(PNG),
      token,
    });
    expect(upload.status).toBe(201);
    const { image_url } = (await upload.json()) as { image_url: string };
    const own = (await (await get(token)).json()) as { Picture: string };
    expect(own.Picture).toBe(image_url);
  });

  test('a sign-out in one process refuses the token in another that shares the bus', async () => {
    const bus = localInvalidationBus();
    const one = createApp({ ...s.deps, invalidations: bus }, { database: 'pglite' });
    const two = createApp({ ...s.deps, invalidations: bus }, { database: 'pglite' });
    const token = await signIn(s, 'cached', 'ann@example.com');
    const on = (app: typeof one, path: string, method = 'GET') =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' },
      });
    expect((await on(two, `/api/profiles/${uuid}`)).status).toBe(200);
    expect((await on(one, '/api/logout', 'POST')).status).toBe(204);
    expect((await on(two, `/api/profiles/${uuid}`)).status).toBe(401);
  });

  test('a read under way when the login ends is answered but not kept', async () => {
    const bus = localInvalidationBus();
    const cache = createSignedInCache(s.db, s.clock, bus);
    const loginId = await insertLogin(s.db, eventId, uuid);
    const login = { eventId, uuid, loginId };
    const underWay = cache.find(login);
    await bus.publish({ kind: 'login', loginId });
    expect((await underWay).ok).toBe(true);
    await s.db
      .update(logins)
      .set({ endedAt: new Date(), endReason: 'signed_out' })
      .where(and(eq(logins.id, loginId)));
    expect(await cache.find(login)).toEqual({ ok: false, reason: 'signed_out' });
  });

  test('requests of one login at the same moment share one read', async () => {
    const cache = createSignedInCache(s.db, s.clock, localInvalidationBus());
    const login = { eventId, uuid, loginId: await insertLogin(s.db, eventId, uuid) };
    const reads = Array.from({ length: 20 }, () => cache.find(login));
    expect(new Set(reads).size).toBe(1);
    expect((await reads[0])?.ok).toBe(true);
  });
});
