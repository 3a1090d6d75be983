import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { WALL_TEXT, type WallPostJson, type WallReplyJson } from '../../schemas/wall';
import { folderObjectStore } from '../../server/areas/media/objectStore';
import { createMediaSigner } from '../../server/areas/media/signedUrls';
import { createWall } from '../../server/areas/wall/wall';
import { events, postRemovals, posts } from '../../server/db/schema';
import { FAKE_IMAGE, imageForm, JPEG, PNG } from '../support/images';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOUR = 3_600_000;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let baseConfig: Partial<EventConfig>;
const tokens: Record<string, string> = {};
const uuids: Record<string, string> = {};
let sessionEnd: number;

const api = (who: string, path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) =>
  s.request(`/api${path}`, { ...init, token: tokens[who] ?? '' });

async function post(who: string, json: Record<string, unknown>): Promise<WallPostJson> {
  const res = await api(who, '/wall/posts', { method: 'POST', json });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as WallPostJson;
}

async function wall(who: string, lastSync?: number): Promise<WallReplyJson> {
  const res = await api(who, `/wall${lastSync === undefined ? '' : `?lastSync=${lastSync}`}`);
  expect(res.status).toBe(200);
  return (await res.json()) as WallReplyJson;
}
const idsOn = async (who: string) => (await wall(who)).posts.map((p) => p.CommentID);

async function setConfig(patch: Partial<EventConfig>) {
  await s.db
    .update(events)
    .set({ config: { ...baseConfig, ...patch } as EventConfig })
    .where(eq(events.id, ev.id));
}

async function upload(who: string, bytes: Uint8Array) {
  return api(who, '/uploads/wall-images', { method: 'POST', body: imageForm(bytes) });
}

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'wall');
  const [row] = await s.db.select().from(events).where(eq(events.id, ev.id));
  baseConfig = row?.config ?? {};
  const people: [string, Parameters<typeof insertUser>[3]][] = [
    ['ada', { sessionAccess: [501, 502] }],
    ['bob', { sessionAccess: [501, 502] }],
    ['outsider', { sessionAccess: [] }],
    ['limited', { limitedAccess: true, sessionAccess: [501] }],
    ['admin', { isAdmin: true }],
  ];
  for (const [who, fields] of people) {
    uuids[who] = await insertUser(s.db, ev.id, `${who}@example.com`, fields);
    tokens[who] = await signIn(s, 'wall', `${who}@example.com`);
  }
  sessionEnd = s.clock.now() + HOUR;
  await insertItems(s.db, ev.id, [
    item(ev, {
      _id: 'session_501',
      session_id: 501,
      start_time_unix: s.clock.now(),
      end_time_unix: sessionEnd,
    }),
    item(ev, {
      _id: 'session_502',
      session_id: 502,
      start_time_unix: s.clock.now(),
      end_time_unix: sessionEnd,
    }),
  ]);
});
afterAll(() => s.close());

describe('posting and reading', () => {
  it('keeps a post with its author, and sanitises its HTML', async () => {
    const p = await post('ada', {
      body: '<p onclick="x()">Hi <b>all</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(p.message_object.body).toBe('<p>Hi <b>all</b></p>');
    expect(p).toMatchObject({
      Level: 0,
      topic_identifier: 'conference',
      author: { id: uuids.ada, firstname: 'Ada' },
    });
    expect(await idsOn('bob')).toContain(p.CommentID);
  });

  it('refuses a post without text or image, and stores nothing', async () => {
    const before = (await s.db.select().from(posts)).length;
    for (const body of ['', '   ', '<p></p>', '<script>x</script>']) {
      const res = await api('ada', '/wall/posts', { method: 'POST', json: { body } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(WALL_TEXT.EMPTY);
    }
    expect((await s.db.select().from(posts)).length).toBe(before);
  });

  it("shows a session's posts only to users with access to the session, and to admins", async () => {
    const p = await post('ada', { body: 'About 501', session_id: 501 });
    expect(p.tags).toEqual(['session_501']);
    expect(await idsOn('bob')).toContain(p.CommentID);
    expect(await idsOn('admin')).toContain(p.CommentID);
    expect(await idsOn('outsider')).not.toContain(p.CommentID);
    const res = await api('outsider', '/wall/posts', {
      method: 'POST',
      json: { body: 'me too', session_id: 501 },
    });
    expect(res.status).toBe(404);
  });

  it('shows webinar posts only after the session ends, approved, not discarded; the author sees theirs', async () => {
    const p = await post('ada', { body: 'Discussion', topic: 'webinar', session_id: 502 });
    expect(await idsOn('bob')).not.toContain(p.CommentID);
    expect(await idsOn('ada')).toContain(p.CommentID);
    s.clock.set(sessionEnd + 1);
    try {
      expect(await idsOn('bob')).toContain(p.CommentID);
      await s.db.update(posts).set({ discarded: true }).where(eq(posts.id, p.CommentID));
      expect(await idsOn('bob')).not.toContain(p.CommentID);
      await s.db.update(posts).set({ discarded: false, approved: false }).where(eq(posts.id, p.CommentID));
      expect(await idsOn('bob')).not.toContain(p.CommentID);
    } finally {
      s.clock.set(sessionEnd - HOUR);
    }
  });

  it('needs a session for a question, approves it only when the event auto-approves, and shows Q&A only when included', async () => {
    const res = await api('ada', '/wall/posts', { method: 'POST', json: { body: 'Why?', question: true } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(WALL_TEXT.QUESTION_NEEDS_SESSION);

    const pending = await post('ada', { body: 'Why?', question: true, session_id: 501 });
    expect(pending.message_object).toMatchObject({ message_type: 'question', obj: { approved: false } });
    await setConfig({ session_config: { auto_approve_abstract_qna: 1 } });
    const approved = await post('ada', { body: 'How?', question: true, session_id: 501 });
    expect(approved.message_object.obj.approved).toBe(true);

    s.clock.set(sessionEnd + 1);
    try {
      expect(await idsOn('bob')).not.toContain(approved.CommentID);
      await setConfig({ session_config: { auto_approve_abstract_qna: 1, include_qna_in_discussion: 1 } });
      const seen = await idsOn('bob');
      expect(seen).toContain(approved.CommentID);
      expect(seen).not.toContain(pending.CommentID);
    } finally {
      s.clock.set(sessionEnd - HOUR);
      await setConfig({});
    }
  });
});

describe('replies', () => {
  it('answers at level 1 and level 2 with the grandparent, and no deeper', async () => {
    const top = await post('ada', { body: 'Top' });
    const one = await post('bob', { body: 'Reply', parent_id: top.CommentID });
    const two = await post('ada', { body: 'Reply to reply', parent_id: one.CommentID });
    expect(one).toMatchObject({ Level: 1, ParentCommentID: top.CommentID, GrandParentCommentID: null });
    expect(two).toMatchObject({
      Level: 2,
      ParentCommentID: one.CommentID,
      GrandParentCommentID: top.CommentID,
    });
    const res = await api('bob', '/wall/posts', {
      method: 'POST',
      json: { body: 'Deeper', parent_id: two.CommentID },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(WALL_TEXT.TOO_DEEP);
    const listed = (await wall('bob')).posts.find((p) => p.CommentID === top.CommentID);
    expect(listed?.TotalComments).toBe(1);
  });

  it('keeps a reply in its thread: a reply to a session post needs access to the session', async () => {
    const top = await post('ada', { body: 'Session talk', session_id: 501 });
    const res = await api('outsider', '/wall/posts', {
      method: 'POST',
      json: { body: 'Hi', parent_id: top.CommentID },
    });
    expect(res.status).toBe(404);
    const reply = await post('bob', { body: 'Hi', parent_id: top.CommentID });
    expect(reply.tags).toEqual(['session_501']);
  });
});

describe('likes', () => {
  it('counts one like per user, and takes it back', async () => {
    const p = await post('ada', { body: 'Like me' });
    for (let i = 0; i < 2; i++)
      expect((await api('bob', `/wall/posts/${p.CommentID}/like`, { method: 'PUT' })).status).toBe(200);
    const liked = (await (
      await api('admin', `/wall/posts/${p.CommentID}/like`, { method: 'PUT' })
    ).json()) as WallPostJson;
    expect(liked.likes.map((l) => l.ReviewID).sort()).toEqual([uuids.bob, uuids.admin].sort());
    const unliked = (await (
      await api('bob', `/wall/posts/${p.CommentID}/like`, { method: 'DELETE' })
    ).json()) as WallPostJson;
    expect(unliked.likes.map((l) => l.ReviewID)).toEqual([uuids.admin]);
  });
});

describe('who may write', () => {
  it('refuses limited-access users posting, replying and liking', async () => {
    const p = await post('ada', { body: 'Open to all' });
    for (const [path, method, json] of [
      ['/wall/posts', 'POST', { body: 'Me' }],
      ['/wall/posts', 'POST', { body: 'Me', parent_id: p.CommentID }],
      [`/wall/posts/${p.CommentID}/like`, 'PUT', undefined],
    ] as const) {
      const res = await api('limited', path, { method, ...(json ? { json } : {}) });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(WALL_TEXT.LIMITED);
    }
    expect(await idsOn('limited')).toContain(p.CommentID);
  });

  it('refuses attendees writing from the soft close on, admins excepted', async () => {
    await setConfig({ soft_closed: 1 });
    try {
      const res = await api('ada', '/wall/posts', { method: 'POST', json: { body: 'Late' } });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('site_closed');
      expect(
        (await api('admin', '/wall/posts', { method: 'POST', json: { body: 'Closing words' } })).status,
      ).toBe(201);
      expect((await api('ada', '/wall')).status).toBe(200);
    } finally {
      await setConfig({});
    }
  });

  it('lets only the author edit', async () => {
    const p = await post('ada', { body: 'Draft' });
    for (const who of ['bob', 'admin']) {
      const res = await api(who, `/wall/posts/${p.CommentID}`, { method: 'PUT', json: { body: 'Hijack' } });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(WALL_TEXT.NOT_AUTHOR);
    }
    const res = await api('ada', `/wall/posts/${p.CommentID}`, {
      method: 'PUT',
      json: { body: 'Final <i>text</i>' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as WallPostJson).message_object.body).toBe('Final <i>text</i>');
  });

  it('lets the author or an admin delete, nobody else', async () => {
    const mine = await post('ada', { body: 'Mine' });
    const res = await api('bob', `/wall/posts/${mine.CommentID}`, { method: 'DELETE' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(WALL_TEXT.NOT_YOURS);
    expect((await api('ada', `/wall/posts/${mine.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    const other = await post('bob', { body: 'Spam' });
    expect((await api('admin', `/wall/posts/${other.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    const left = await idsOn('ada');
    expect(left).not.toContain(mine.CommentID);
    expect(left).not.toContain(other.CommentID);
  });
});

describe('deleting', () => {
  it('deletes a conference post for real, with its replies, and tells incremental polls', async () => {
    const top = await post('ada', { body: 'Going away' });
    const reply = await post('bob', { body: 'Bye', parent_id: top.CommentID });
    s.clock.advance(10_000);
    const { lastSync } = await wall('bob');
    s.clock.advance(5_000);
    expect((await api('ada', `/wall/posts/${top.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    expect(await s.db.select().from(posts).where(eq(posts.id, top.CommentID))).toEqual([]);
    expect(await s.db.select().from(posts).where(eq(posts.id, reply.CommentID))).toEqual([]);
    const since = await wall('bob', lastSync);
    expect([...since.removed].sort()).toEqual([top.CommentID, reply.CommentID].sort());
    expect((await s.db.select().from(postRemovals)).length).toBeGreaterThanOrEqual(2);
  });

  it('flags a webinar post discussion_board_deleted instead, hidden everywhere', async () => {
    const p = await post('ada', { body: 'Webinar remark', topic: 'webinar', session_id: 501 });
    expect((await api('ada', `/wall/posts/${p.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    const [row] = await s.db.select().from(posts).where(eq(posts.id, p.CommentID));
    expect(row?.boardDeleted).toBe(true);
    expect(await idsOn('ada')).not.toContain(p.CommentID);
  });
});

describe('incremental polls', () => {
  it('bring only what changed since lastSync: new posts, likes, replies', async () => {
    const p = await post('ada', { body: 'Before' });
    s.clock.advance(10_000);
    const first = await wall('bob');
    expect((await wall('bob', first.lastSync)).posts).toEqual([]);
    const fresh = await post('ada', { body: 'After' });
    await api('bob', `/wall/posts/${p.CommentID}/like`, { method: 'PUT' });
    const changed = (await wall('bob', first.lastSync)).posts.map((x) => x.CommentID);
    expect(changed.sort()).toEqual([p.CommentID, fresh.CommentID].sort());
  });
});

describe('images', () => {
  it('stores an image told by its content, serves it to signed-in users, and lets posts carry it', async () => {
    const res = await upload('ada', PNG);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const image = await s.request(url, { token: tokens.bob ?? '' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const unsigned = url.split('?')[0] ?? '';
    expect((await s.request(unsigned, { token: tokens.bob ?? '' })).status).toBe(401);
    s.clock.advance(5 * HOUR);
    expect((await s.request(url)).status).toBe(401);
    s.clock.advance(-5 * HOUR);
    const p = await post('ada', { body: '', images: [url] });
    expect(p.message_object.message_type).toBe('image');
    expect(p.mediaList.map((m) => m.split('?')[0])).toEqual([unsigned]);
    const [stored] = await s.db.select().from(posts).where(eq(posts.id, p.CommentID));
    expect(stored?.images).toEqual([unsigned]);
  });

  it("refuses what is not an image, and a post with someone else's upload", async () => {
    const fake = await upload('ada', FAKE_IMAGE);
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe(WALL_TEXT.NOT_AN_IMAGE);
    const { url } = (await (await upload('bob', JPEG)).json()) as { url: string };
    const res = await api('ada', '/wall/posts', { method: 'POST', json: { body: 'Stolen', images: [url] } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(WALL_TEXT.UNKNOWN_IMAGE);
  });

  it('takes at most 8 images a post', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 9; i++) urls.push(((await (await upload('ada', PNG)).json()) as { url: string }).url);
    expect(
      (await api('ada', '/wall/posts', { method: 'POST', json: { body: 'Album', images: urls } })).status,
    ).toBe(400);
    expect(
      (await api('ada', '/wall/posts', { method: 'POST', json: { body: 'Album', images: urls.slice(0, 8) } }))
        .status,
    ).toBe(201);
  });
});

describe('game hooks', () => {
  it('are told of a post, a post with a picture and a reply', async () => {
    const told: string[] = [];
    const store = folderObjectStore(mkdtempSync(join(tmpdir(), 'wall-')));
    const wallService = createWall(s.db, s.clock, store, createMediaSigner(s.deps.authSecret), {
      posted: async (_, p) => void told.push(p.withPicture ? 'picture' : 'post'),
      replied: async () => void told.push('reply'),
    });
    const [eventRow] = await s.db.select().from(events).where(eq(events.id, ev.id));
    const { users } = await import('../../server/db/schema');
    const [ada] = await s.db
      .select()
      .from(users)
      .where(eq(users.uuid, uuids.ada ?? ''));
    if (!eventRow || !ada) throw new Error('missing fixtures');
    const actor = { event: eventRow, user: ada };
    const top = await wallService.create(actor, { body: 'Plain' });
    const { url } = await wallService.upload(actor, PNG);
    await wallService.create(actor, { body: 'With a picture', images: [url] });
    await wallService.create(actor, { body: 'Answer', parent_id: top.CommentID });
    expect(told).toEqual(['post', 'picture', 'reply']);
  });
});
