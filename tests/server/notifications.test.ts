import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT, type NotificationPost } from '../../schemas/notificationPost';
import { createNotifications } from '../../server/areas/notifications/notifications';
import { notificationPosts } from '../../server/db/schema';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const MINUTE = 60_000;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let admin: string;
let attendee: string;

const publish = (json: Record<string, unknown>, token = admin) =>
  s.request('/api/admin/notifications', { method: 'POST', json, token });
const base = { type: 'instant', actions: ['lobby'], title: 'Welcome', message: '<p>Hello</p>' };
const lobby = async () => {
  const res = await s.request('/api/notifications', { token: attendee });
  expect(res.status).toBe(200);
  return ((await res.json()) as { notifications: NotificationPost[] }).notifications.map(
    (n) => n.post_object.title,
  );
};
const live = () => s.published.filter((m) => m.kind === 'instant_notification');

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'notify');
  await insertUser(s.db, ev.id, 'admin@example.com', { isAdmin: true });
  await insertUser(s.db, ev.id, 'attendee@example.com');
  admin = await signIn(s, 'notify', 'admin@example.com');
  attendee = await signIn(s, 'notify', 'attendee@example.com');
});
afterAll(() => s.close());

describe('publishing', () => {
  it('is for admins only, on the server', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/notifications'],
      ['POST', '/api/admin/notifications'],
      ['PUT', '/api/admin/notifications/x'],
      ['DELETE', '/api/admin/notifications/x'],
    ] as const) {
      const res = await s.request(path, {
        method,
        token: attendee,
        ...(method === 'POST' || method === 'PUT' ? { json: base } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses each mistake of the form with its message, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, actions: [] }, 'actions', NOTIFICATION_TEXT.OPTIONS],
      [{ ...base, type: 'scheduled' }, 'startTime', NOTIFICATION_TEXT.TIME],
      [{ ...base, type: 'range', startTime: s.clock.now() }, 'startTime', NOTIFICATION_TEXT.TIMES],
      [{ ...base, title: '  ' }, 'title', NOTIFICATION_TEXT.TITLE],
      [{ ...base, message: '' }, 'message', NOTIFICATION_TEXT.MESSAGE],
      [
        { ...base, contextType: 'Session', contextId: '7' },
        'linkButtonTitle',
        NOTIFICATION_TEXT.BUTTON_TITLE,
      ],
    ];
    for (const [json, path, message] of cases) {
      const res = await publish(json);
      expect(res.status, message).toBe(400);
      const body = await res.json();
      expect(body.error.fields).toContainEqual({ path, message });
    }
    expect(await s.db.select().from(notificationPosts)).toEqual([]);
  });

  it("answers 'Notification published successfully.' and sends an instant one live when asked", async () => {
    const res = await publish({
      ...base,
      title: 'Keynote starting',
      actions: ['live', 'lobby'],
      contextType: 'Session',
      contextId: '1001',
      linkButtonTitle: 'Join',
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(NOTIFICATION_TEXT.PUBLISHED);
    expect(live().at(-1)).toMatchObject({
      eventId: ev.id,
      notification: {
        type: 'instant_notification',
        title: 'Keynote starting',
        contextType: 'Session',
        contextId: '1001',
        linkButtonTitle: 'Join',
      },
    });
    const sent = live().length;
    await publish({ ...base, title: 'Lobby only' });
    expect(live().length).toBe(sent);
    await publish({ ...base, title: 'Live only', actions: ['live'] });
    expect(live().length).toBe(sent + 1);
    const titles = await lobby();
    expect(titles).toContain('Keynote starting');
    expect(titles).toContain('Lobby only');
    expect(titles).not.toContain('Live only');
  });
});

describe('the lobby list', () => {
  it('shows scheduled ones from their time, range ones until their end, sticky first then newest', async () => {
    const now = s.clock.now();
    await publish({ ...base, type: 'scheduled', title: 'Later', startTime: now + 10 * MINUTE });
    await publish({
      ...base,
      type: 'range',
      title: 'Window',
      startTime: now - MINUTE,
      endTime: now + 5 * MINUTE,
    });
    s.clock.advance(1_000);
    await publish({ ...base, title: 'Pinned', isSticky: true });
    s.clock.advance(1_000);
    await publish({ ...base, title: 'Newest' });
    let titles = await lobby();
    expect(titles.slice(0, 2)).toEqual(['Pinned', 'Newest']);
    expect(titles).toContain('Window');
    expect(titles).not.toContain('Later');
    s.clock.advance(10 * MINUTE);
    titles = await lobby();
    expect(titles).toContain('Later');
    expect(titles).not.toContain('Window');
  });
});

describe('scheduled notifications', () => {
  it('fire once at their time, not before, and again only when their time changes', async () => {
    const service = createNotifications(s.db, s.clock, s.deps.publisher);
    await service.fireDue();
    const res = await publish({
      ...base,
      type: 'scheduled',
      title: 'Coffee break',
      startTime: s.clock.now() + MINUTE,
    });
    const { notification } = (await res.json()) as { notification: NotificationPost };
    const before = live().length;
    expect(await service.fireDue()).toBe(0);
    s.clock.advance(MINUTE);
    expect(await service.fireDue()).toBe(1);
    expect(await service.fireDue()).toBe(0);
    expect(live().length).toBe(before + 1);
    expect(live().at(-1)?.kind === 'instant_notification' && live().at(-1)).toMatchObject({
      notification: { title: 'Coffee break' },
    });
    const moved = await s.request(`/api/admin/notifications/${notification._id}`, {
      method: 'PUT',
      token: admin,
      json: { ...base, type: 'scheduled', title: 'Coffee break', startTime: s.clock.now() + MINUTE },
    });
    expect(moved.status).toBe(200);
    s.clock.advance(MINUTE);
    expect(await service.fireDue()).toBe(1);
  });

  it('are deleted by an admin, and gone from the lobby', async () => {
    const res = await publish({ ...base, title: 'Mistake' });
    const { notification } = (await res.json()) as { notification: NotificationPost };
    const del = await s.request(`/api/admin/notifications/${notification._id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(del.status).toBe(200);
    expect(await lobby()).not.toContain('Mistake');
    expect(
      (await s.request(`/api/admin/notifications/${notification._id}`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(404);
  });
});
