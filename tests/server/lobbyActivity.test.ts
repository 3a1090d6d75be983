import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { LOBBY, type LobbyActivityJson } from '../../schemas/lobby';
import { events, posts } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let baseConfig: EventConfig;
const tokens: Record<string, string> = {};
const uuids: Record<string, string> = {};
let sessionEnd: number;
/** Posts are made one second apart, the newest last, so the expected order is plain. */
let clock = 0;

type PostFields = Partial<typeof posts.$inferInsert>;

async function addPost(author: string, body: string, fields: PostFields = {}): Promise<string> {
  const id = randomUUID();
  clock += 1000;
  const at = new Date(s.clock.now() - HOUR + clock);
  await s.db.insert(posts).values({
    id,
    eventId: ev.id,
    authorUuid: uuids[author] ?? '',
    level: 0,
    topic: 'conference',
    messageType: 'text',
    body: `<p>${body}</p>`,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  return id;
}

/** `count` posts about session 501 (which the outsider may not read), all made at the same instant. */
async function sessionPostsAt(at: Date, count: number) {
  await s.db.insert(posts).values(
    Array.from({ length: count }, (_, n) => ({
      id: `session-only-${String(n).padStart(4, '0')}`,
      eventId: ev.id,
      authorUuid: uuids.ada ?? '',
      level: 0,
      topic: 'conference',
      messageType: 'text',
      body: '<p>Hidden</p>',
      sessionId: 501,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

const reply = (author: string, body: string, parent: string, fields: PostFields = {}) =>
  addPost(author, body, { parentId: parent, level: 1, ...fields });

async function activity(who: string): Promise<LobbyActivityJson[]> {
  const res = await s.request('/api/lobby/activity', { token: tokens[who] ?? '' });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return ((await res.json()) as { activity: LobbyActivityJson[] }).activity;
}
const bodies = async (who: string) => (await activity(who)).map((a) => a.body.replace(/<\/?p>/g, ''));

async function setConfig(patch: Partial<EventConfig>) {
  await s.db
    .update(events)
    .set({ config: { ...baseConfig, ...patch } })
    .where(eq(events.id, ev.id));
}

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'lobby');
  const [row] = await s.db.select().from(events).where(eq(events.id, ev.id));
  if (!row) throw new Error('no event');
  baseConfig = row.config;
  const people: [string, Parameters<typeof insertUser>[3]][] = [
    ['ada', { sessionAccess: [501, 502], company: 'Analytical Engines' }],
    ['bob', { sessionAccess: [501, 502] }],
    ['outsider', { sessionAccess: [] }],
    ['limited', { limitedAccess: true, sessionAccess: [501] }],
    ['admin', { isAdmin: true }],
  ];
  for (const [who, fields] of people) {
    uuids[who] = await insertUser(s.db, ev.id, `${who}@example.com`, fields);
    tokens[who] = await signIn(s, 'lobby', `${who}@example.com`);
  }
  sessionEnd = s.clock.now() + HOUR;
  await insertItems(
    s.db,
    ev.id,
    [501, 502].map((id) =>
      item(ev, {
        _id: `session_${id}`,
        session_id: id,
        start_time_unix: s.clock.now(),
        end_time_unix: sessionEnd,
      }),
    ),
  );
});
beforeEach(async () => {
  await s.db.delete(posts).where(eq(posts.eventId, ev.id));
  await setConfig({});
});
afterAll(() => s.close());

describe('the lobby activity feed', () => {
  it('lists the newest posts and replies first, with author, time, text and number of images', async () => {
    const first = await addPost('ada', 'First post', {
      images: ['/api/wall/images/00000000-0000-0000-0000-000000000001'],
      messageType: 'image',
    });
    const answer = await reply('bob', 'A reply', first);
    await addPost('bob', 'Second post');
    const list = await activity('ada');
    expect(list.map((a) => a.body)).toEqual(['<p>Second post</p>', '<p>A reply</p>', '<p>First post</p>']);
    expect(list[1]).toMatchObject({ id: answer, kind: 'reply', post_id: first });
    expect(list[2]).toMatchObject({
      id: first,
      kind: 'post',
      post_id: first,
      image_count: 1,
      author: { id: uuids.ada, firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical Engines' },
    });
    expect(list[2]?.created_timestamp).toBeTypeOf('number');
    expect(list[2]).not.toHaveProperty('session_id');
  });

  it(`lists at most ${LOBBY.ACTIVITY_SIZE}`, async () => {
    for (let n = 1; n <= LOBBY.ACTIVITY_SIZE + 3; n++) await addPost('ada', `Post ${n}`);
    const list = await bodies('bob');
    expect(list).toHaveLength(LOBBY.ACTIVITY_SIZE);
    expect(list[0]).toBe(`Post ${LOBBY.ACTIVITY_SIZE + 3}`);
  });

  it("shows a session's posts and their replies only to users with the session in their access array, and to admins", async () => {
    const post = await addPost('ada', 'About 501', { sessionId: 501 });
    await reply('bob', 'Reply about 501', post, { sessionId: 501 });
    await addPost('ada', 'About 502', { sessionId: 502 });
    await addPost('ada', 'General');
    expect(await bodies('bob')).toEqual(['General', 'About 502', 'Reply about 501', 'About 501']);
    expect(await bodies('admin')).toEqual(['General', 'About 502', 'Reply about 501', 'About 501']);
    expect(await bodies('outsider')).toEqual(['General']);
    expect((await activity('bob')).find((a) => a.body === '<p>About 501</p>')).toMatchObject({
      session_id: 501,
      session_title: 'Title of session_501',
    });
  });

  it('shows a limited-access attendee what their pass lets them read (they may read, not write)', async () => {
    await addPost('ada', 'About 501', { sessionId: 501 });
    await addPost('ada', 'About 502', { sessionId: 502 });
    await addPost('ada', 'General');
    expect(await bodies('limited')).toEqual(['General', 'About 501']);
  });

  it("holds back webinar posts and questions until they are released, except for their author's own", async () => {
    await addPost('ada', 'Webinar discussion', { topic: 'webinar', sessionId: 502 });
    await addPost('ada', 'Unapproved', { topic: 'webinar', sessionId: 502, approved: false });
    expect(await bodies('bob')).toEqual([]);
    expect(await bodies('ada')).toEqual(['Unapproved', 'Webinar discussion']);
    s.clock.set(sessionEnd + 1);
    try {
      expect(await bodies('bob')).toEqual(['Webinar discussion']);
    } finally {
      s.clock.set(sessionEnd - HOUR);
    }
  });

  it('leaves out replies whose post the user no longer sees (a deleted webinar post)', async () => {
    s.clock.set(sessionEnd + 1);
    try {
      const post = await addPost('ada', 'Webinar post', { topic: 'webinar', sessionId: 502 });
      const answer = await reply('bob', 'Webinar reply', post, { topic: 'webinar', sessionId: 502 });
      await addPost('bob', 'Level two', {
        parentId: answer,
        grandParentId: post,
        level: 2,
        topic: 'webinar',
        sessionId: 502,
      });
      expect(await bodies('bob')).toEqual(['Level two', 'Webinar reply', 'Webinar post']);
      await s.db.update(posts).set({ boardDeleted: true }).where(eq(posts.id, post));
      expect(await bodies('bob')).toEqual([]);
      expect(await bodies('admin')).toEqual([]);
    } finally {
      s.clock.set(sessionEnd - HOUR);
    }
  });

  it('finds visible posts behind a batch of posts the user may not see, posts made in the same instant included', async () => {
    await addPost('ada', 'Old general');
    await sessionPostsAt(new Date(s.clock.now() - HOUR + clock + 1000), LOBBY.ACTIVITY_BATCH + 20);
    expect(await bodies('outsider')).toEqual(['Old general']);
    expect(await bodies('bob')).toHaveLength(LOBBY.ACTIVITY_SIZE);
  });

  it('reads a bounded number of posts: what lies further back than that is not looked for', async () => {
    await addPost('ada', 'Far back');
    await sessionPostsAt(new Date(s.clock.now()), LOBBY.ACTIVITY_BATCH * LOBBY.ACTIVITY_MAX_BATCHES);
    expect(await bodies('outsider')).toEqual([]);
    expect(await bodies('admin')).toHaveLength(LOBBY.ACTIVITY_SIZE);
  });

  it('is empty when the event hides its discussion board', async () => {
    await addPost('ada', 'General');
    await setConfig({ hide_discussion_board: 1 });
    expect(await activity('ada')).toEqual([]);
    expect(await activity('admin')).toEqual([]);
  });

  it('stays readable after the soft close; after the hard close only admins read it', async () => {
    await addPost('ada', 'General');
    await setConfig({ soft_close_timestamp: s.clock.now() - HOUR });
    expect(await bodies('bob')).toEqual(['General']);
    await setConfig({
      soft_close_timestamp: s.clock.now() - 2 * HOUR,
      hard_close_time: s.clock.now() - HOUR,
    });
    const refused = await s.request('/api/lobby/activity', { token: tokens.bob ?? '' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('site_closed');
    expect(await bodies('admin')).toEqual(['General']);
  });

  it('needs a signed-in user', async () => {
    expect((await s.request('/api/lobby/activity')).status).toBe(401);
  });
});
