import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCUSSION_TEXT, type DiscussionReplyJson } from '../../schemas/discussion';
import type { EventConfig } from '../../schemas/eventConfig';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import { WALL_TEXT, type WallPostJson, type WallReplyJson } from '../../schemas/wall';
import { events, exhibitors, posts, purchasedProducts } from '../../server/db/schema';
import { imageForm, PNG } from '../support/images';
import { insertItems, insertPeople, item } from '../support/program';
import { purchaseDoc } from '../support/products';
import { insertEvent, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let baseConfig: EventConfig;
let tokens: Record<string, string> = {};
let uuids: Record<string, string> = {};
let sessionEnd: number;

const SESSION = '/discussions/session/601';
const OTHER_SESSION = '/discussions/session/602';
const PRODUCT = '/discussions/product/course';
const OTHER_PRODUCT = '/discussions/product/handbook';
const BOOTH = '/discussions/booth/10';

const api = (who: string, path: string, init: { method?: string; json?: unknown; body?: BodyInit } = {}) =>
  s.request(`/api${path}`, { ...init, token: tokens[who] ?? '' });

async function post(who: string, thread: string, json: Record<string, unknown>): Promise<WallPostJson> {
  const res = await api(who, `${thread}/posts`, { method: 'POST', json });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as WallPostJson;
}

async function read(who: string, thread: string, lastSync?: number): Promise<DiscussionReplyJson> {
  const res = await api(who, `${thread}${lastSync === undefined ? '' : `?lastSync=${lastSync}`}`);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as DiscussionReplyJson;
}
const idsIn = async (who: string, thread: string) => (await read(who, thread)).posts.map((p) => p.CommentID);
const onWall = async (who: string) =>
  ((await (await api(who, '/wall')).json()) as WallReplyJson).posts.map((p) => p.CommentID);
const storedPosts = async () => (await s.db.select().from(posts)).length;

async function setConfig(patch: Partial<EventConfig>) {
  await s.db
    .update(events)
    .set({ config: { ...baseConfig, ...patch } })
    .where(eq(events.id, ev.id));
}
/** Runs `check` with the event's configuration patched, then puts it back. */
async function withConfig(patch: Partial<EventConfig>, check: () => Promise<void>) {
  await setConfig(patch);
  try {
    await check();
  } finally {
    await setConfig({});
  }
}

const exhibitor = (id: number): ExhibitorDoc => ({
  CompanyInfo: { CompID: id, CompUUID: `c-${id}`, Companyname: `Company ${id}` },
  badgeObj: { label: 'Gold', order: 2 },
  media: { youtube: [], raffle: [], pdf: [], links: [], products: [] },
  contact_info: [],
});

beforeAll(async () => {
  s = await startTestServer();
  // Booth 20 is left out of the only hall: it opens nowhere.
  ev = await insertEvent(s.db, 'disc', { enable_exhibitor: 1, exhibitor_hall_config: { exhibitors: [10] } });
  const [row] = await s.db.select().from(events).where(eq(events.id, ev.id));
  if (!row) throw new Error('no event');
  baseConfig = row.config;
  ({ uuids, tokens } = await insertPeople(s, ev, {
    ada: { sessionAccess: [601, 602] },
    bob: { sessionAccess: [601, 602] },
    outsider: { sessionAccess: [] },
    limited: { limitedAccess: true, sessionAccess: [601] },
    admin: { isAdmin: true },
  }));
  await s.db.insert(purchasedProducts).values(
    ['ada', 'bob', 'limited'].flatMap((who) => [
      { eventId: ev.id, uuid: uuids[who] ?? '', productUuid: 'course', doc: purchaseDoc('course') },
      { eventId: ev.id, uuid: uuids[who] ?? '', productUuid: 'handbook', doc: purchaseDoc('handbook') },
    ]),
  );
  await s.db.insert(exhibitors).values(
    [10, 20].map((id) => ({
      eventId: ev.id,
      id,
      uuid: `c-${id}`,
      name: `Company ${id}`,
      levelOrder: 2,
      doc: exhibitor(id),
    })),
  );
  sessionEnd = s.clock.now() + HOUR;
  await insertItems(
    s.db,
    ev.id,
    [601, 602].map((id) =>
      item(ev, {
        _id: `session_${id}`,
        session_id: id,
        start_time_unix: s.clock.now() - HOUR,
        end_time_unix: sessionEnd,
      }),
    ),
  );
});
afterAll(() => s.close());

describe("a session's discussion", () => {
  it('takes webinar posts of the session, shown to its readers while it runs, on the general wall only after its end', async () => {
    const p = await post('ada', SESSION, { body: '<p>Great talk so far</p>' });
    expect(p).toMatchObject({ topic_identifier: 'webinar', tags: ['session_601'], Level: 0 });
    expect(await idsIn('bob', SESSION)).toContain(p.CommentID);
    expect(await idsIn('admin', SESSION)).toContain(p.CommentID);
    expect(await idsIn('bob', OTHER_SESSION)).not.toContain(p.CommentID);
    expect(await onWall('bob')).not.toContain(p.CommentID);
    s.clock.set(sessionEnd + 1);
    try {
      expect(await onWall('bob')).toContain(p.CommentID);
      expect(await idsIn('bob', SESSION)).toContain(p.CommentID);
    } finally {
      s.clock.set(sessionEnd - HOUR);
    }
  });

  it('shows others only approved posts that are not discarded; their author sees their own', async () => {
    const p = await post('ada', SESSION, { body: 'Under review' });
    await s.db.update(posts).set({ discarded: true }).where(eq(posts.id, p.CommentID));
    expect(await idsIn('bob', SESSION)).not.toContain(p.CommentID);
    expect(await idsIn('ada', SESSION)).toContain(p.CommentID);
    await s.db.update(posts).set({ discarded: false, approved: false }).where(eq(posts.id, p.CommentID));
    expect(await idsIn('bob', SESSION)).not.toContain(p.CommentID);
    await s.db.update(posts).set({ approved: true }).where(eq(posts.id, p.CommentID));
    expect(await idsIn('bob', SESSION)).toContain(p.CommentID);
  });

  it('takes replies and likes in the thread while the session runs, which the wall does not reach yet', async () => {
    const p = await post('ada', SESSION, { body: 'Question for the room' });
    const reply = await post('bob', SESSION, { body: 'My answer', parent_id: p.CommentID });
    expect(reply).toMatchObject({ Level: 1, ParentCommentID: p.CommentID, topic_identifier: 'webinar' });
    const liked = await api('bob', `${SESSION}/posts/${p.CommentID}/like`, { method: 'PUT' });
    expect(liked.status).toBe(200);
    expect(((await liked.json()) as WallPostJson).likes.map((l) => l.ReviewID)).toEqual([uuids.bob]);
    expect((await api('bob', `/wall/posts/${p.CommentID}/like`, { method: 'DELETE' })).status).toBe(404);
    const listed = (await read('ada', SESSION)).posts.find((x) => x.CommentID === p.CommentID);
    expect(listed).toMatchObject({ TotalComments: 1, likes: [{ ReviewID: uuids.bob }] });
    const unliked = await api('bob', `${SESSION}/posts/${p.CommentID}/like`, { method: 'DELETE' });
    expect(((await unliked.json()) as WallPostJson).likes).toEqual([]);
  });

  it('lets only the author edit, and the author or an admin delete: flagged discussion_board_deleted', async () => {
    const p = await post('ada', SESSION, { body: 'First thought' });
    const hijack = await api('bob', `${SESSION}/posts/${p.CommentID}`, {
      method: 'PUT',
      json: { body: 'x' },
    });
    expect(hijack.status).toBe(403);
    expect((await hijack.json()).error.message).toBe(WALL_TEXT.NOT_AUTHOR);
    const edited = await api('ada', `${SESSION}/posts/${p.CommentID}`, {
      method: 'PUT',
      json: { body: 'Second thought' },
    });
    expect(((await edited.json()) as WallPostJson).message_object.body).toBe('Second thought');
    const reply = await post('bob', SESSION, { body: 'Agreed', parent_id: p.CommentID });
    const before = (await read('bob', SESSION)).count;
    expect((await api('bob', `${SESSION}/posts/${p.CommentID}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api('admin', `${SESSION}/posts/${p.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    const [row] = await s.db.select().from(posts).where(eq(posts.id, p.CommentID));
    expect(row?.boardDeleted).toBe(true);
    const after = await read('bob', SESSION);
    expect(after.posts.map((x) => x.CommentID)).not.toContain(p.CommentID);
    // The reply went with the post it answered.
    expect(after.count).toBe(before - 2);
    expect(reply.ParentCommentID).toBe(p.CommentID);
  });

  it('keeps questions out of the discussion unless the event includes Q&A in it', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: 1 } });
    const asked = await api('ada', '/sessions/601/questions', { method: 'POST', json: { body: 'Why?' } });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    try {
      expect(await idsIn('bob', SESSION)).not.toContain(id);
      await setConfig({ session_config: { auto_approve_abstract_qna: 1, include_qna_in_discussion: 1 } });
      expect(await idsIn('bob', SESSION)).toContain(id);
      // Questions for Speakers still has it.
      const questions = await (await api('bob', '/sessions/601/questions')).json();
      expect(questions.questions.map((q: { id: string }) => q.id)).toContain(id);
    } finally {
      await setConfig({});
    }
  });

  it('keeps a reply in its own thread: a post of another thread is not found', async () => {
    const elsewhere = await post('ada', OTHER_SESSION, { body: 'In 602' });
    const res = await api('bob', `${SESSION}/posts`, {
      method: 'POST',
      json: { body: 'Crossing over', parent_id: elsewhere.CommentID },
    });
    expect(res.status).toBe(404);
    expect((await api('bob', `${SESSION}/posts/${elsewhere.CommentID}/like`, { method: 'PUT' })).status).toBe(
      404,
    );
    const general = await api('ada', '/wall/posts', { method: 'POST', json: { body: 'On the wall' } });
    const { CommentID } = (await general.json()) as WallPostJson;
    expect(await idsIn('bob', SESSION)).not.toContain(CommentID);
  });
});

describe('a purchased product and a booth', () => {
  it("have threads of their own that never reach the general wall, the lobby's feed or the wall's calls", async () => {
    const onProduct = await post('ada', PRODUCT, { body: 'Lecture 2 is the best part' });
    const onBooth = await post('ada', BOOTH, { body: 'Nice stand' });
    expect(onProduct).toMatchObject({ topic_identifier: 'conference', tags: [] });
    expect(await idsIn('bob', PRODUCT)).toEqual(expect.arrayContaining([onProduct.CommentID]));
    expect(await idsIn('bob', PRODUCT)).not.toContain(onBooth.CommentID);
    expect(await idsIn('bob', OTHER_PRODUCT)).not.toContain(onProduct.CommentID);
    expect(await idsIn('outsider', BOOTH)).toContain(onBooth.CommentID);
    expect(await idsIn('bob', SESSION)).not.toContain(onProduct.CommentID);
    s.clock.set(sessionEnd + 1);
    try {
      const wall = await onWall('bob');
      expect(wall).not.toContain(onProduct.CommentID);
      expect(wall).not.toContain(onBooth.CommentID);
      const activity = (await (await api('bob', '/lobby/activity')).json()) as { id: string }[];
      expect(JSON.stringify(activity)).not.toContain(onProduct.CommentID);
    } finally {
      s.clock.set(sessionEnd - HOUR);
    }
    for (const [method, path] of [
      ['PUT', `/wall/posts/${onProduct.CommentID}/like`],
      ['DELETE', `/wall/posts/${onBooth.CommentID}`],
    ] as const)
      expect((await api('ada', path, { method })).status).toBe(404);
    const reply = await api('bob', '/wall/posts', {
      method: 'POST',
      json: { body: 'Sneaking in', parent_id: onProduct.CommentID },
    });
    expect(reply.status).toBe(404);
  });

  it('are read only by buyers of the product (admins of any bought one) and where the booth opens', async () => {
    for (const path of [PRODUCT, '/discussions/product/nobody-bought'])
      expect((await api('outsider', path)).status).toBe(404);
    expect((await api('admin', PRODUCT)).status).toBe(200);
    expect((await api('admin', '/discussions/product/nobody-bought')).status).toBe(404);
    const refused = await api('outsider', `${PRODUCT}/posts`, { method: 'POST', json: { body: 'Hi' } });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe(DISCUSSION_TEXT.NO_PRODUCT);
    for (const path of ['/discussions/booth/20', '/discussions/booth/99']) {
      const res = await api('ada', path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(DISCUSSION_TEXT.NO_BOOTH);
    }
    await withConfig({ enable_exhibitor: 0 }, async () => {
      expect((await api('ada', BOOTH)).status).toBe(404);
    });
  });

  it('deletes their posts for real, with the replies', async () => {
    const p = await post('bob', PRODUCT, { body: 'Wrong thread' });
    const reply = await post('ada', PRODUCT, { body: 'Indeed', parent_id: p.CommentID });
    expect((await api('bob', `${PRODUCT}/posts/${p.CommentID}`, { method: 'DELETE' })).status).toBe(200);
    expect(await s.db.select().from(posts).where(eq(posts.id, p.CommentID))).toEqual([]);
    expect(await s.db.select().from(posts).where(eq(posts.id, reply.CommentID))).toEqual([]);
  });
});

describe('who may read and write', () => {
  it('refuses a session without access (403) and an unknown one (404)', async () => {
    const res = await api('outsider', SESSION);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(WALL_TEXT.NO_SESSION_ACCESS);
    const before = await storedPosts();
    expect((await api('outsider', `${SESSION}/posts`, { method: 'POST', json: { body: 'Me' } })).status).toBe(
      403,
    );
    expect((await api('ada', '/discussions/session/999')).status).toBe(404);
    expect(
      (await api('ada', '/discussions/session/999/posts', { method: 'POST', json: { body: 'x' } })).status,
    ).toBe(404);
    expect(await storedPosts()).toBe(before);
  });

  it('lets limited-access users read but not post, reply or like', async () => {
    const p = await post('ada', PRODUCT, { body: 'Open to all buyers' });
    expect(await idsIn('limited', PRODUCT)).toContain(p.CommentID);
    const before = await storedPosts();
    for (const [path, method, json] of [
      [`${SESSION}/posts`, 'POST', { body: 'Me' }],
      [`${PRODUCT}/posts`, 'POST', { body: 'Me', parent_id: p.CommentID }],
      [`${PRODUCT}/posts/${p.CommentID}/like`, 'PUT', undefined],
    ] as const) {
      const res = await api('limited', path, { method, ...(json ? { json } : {}) });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(WALL_TEXT.LIMITED);
    }
    expect(await storedPosts()).toBe(before);
  });

  it('refuses attendees writing from the soft close on, admins excepted, and keeps reading open', async () => {
    await withConfig({ soft_closed: 1 }, async () => {
      const res = await api('ada', `${BOOTH}/posts`, { method: 'POST', json: { body: 'Late' } });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('site_closed');
      expect(
        (await api('admin', `${BOOTH}/posts`, { method: 'POST', json: { body: 'Closing' } })).status,
      ).toBe(201);
      expect((await api('ada', BOOTH)).status).toBe(200);
    });
  });

  it('has no discussion at all where the event hides its discussion board', async () => {
    await withConfig({ hide_discussion_board: 1 }, async () => {
      for (const path of [SESSION, PRODUCT, BOOTH]) {
        const res = await api('ada', path);
        expect(res.status).toBe(404);
        expect((await res.json()).error.message).toBe(DISCUSSION_TEXT.OFF);
      }
      expect((await api('ada', `${BOOTH}/posts`, { method: 'POST', json: { body: 'x' } })).status).toBe(404);
    });
  });
});

describe('bad input', () => {
  it('is refused with 400 naming the field, and stores nothing', async () => {
    const before = await storedPosts();
    const cases: [string, unknown, string][] = [
      [`${SESSION}/posts`, { body: '' }, 'body'],
      [`${SESSION}/posts`, { body: '<script>x</script>' }, 'body'],
      [`${SESSION}/posts`, { body: 42 }, 'body'],
      [`${PRODUCT}/posts`, { body: 'x', images: ['http://elsewhere.example/a.png'] }, 'images.0'],
      [`${PRODUCT}/posts`, { body: 'x'.repeat(10_001) }, 'body'],
      ['/discussions/webinar/601/posts', { body: 'x' }, 'kind'],
      ['/discussions/session/abc/posts', { body: 'x' }, 'id'],
      ['/discussions/booth/-1/posts', { body: 'x' }, 'id'],
    ];
    for (const [path, json, field] of cases) {
      const res = await api('ada', path, { method: 'POST', json });
      expect(res.status, path).toBe(400);
      const { error } = await res.json();
      expect(
        error.fields.map((f: { path: string }) => f.path),
        path,
      ).toContain(field);
    }
    expect((await api('ada', `${SESSION}?lastSync=yesterday`)).status).toBe(400);
    expect(await storedPosts()).toBe(before);
  });

  it("refuses someone else's image", async () => {
    const upload = await api('bob', '/uploads/wall-images', { method: 'POST', body: imageForm(PNG) });
    const { url } = (await upload.json()) as { url: string };
    const res = await api('ada', `${BOOTH}/posts`, {
      method: 'POST',
      json: { body: 'Mine?', images: [url] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(WALL_TEXT.UNKNOWN_IMAGE);
    const own = await post('bob', BOOTH, { body: '', images: [url] });
    expect(own.message_object.message_type).toBe('image');
  });
});

describe('the count and incremental reads', () => {
  it('counts the posts and replies shown, and brings only what changed since lastSync', async () => {
    const thread = '/discussions/product/handbook';
    const first = await read('bob', thread);
    const start = first.count;
    expect(start).toBe(first.posts.length);
    s.clock.advance(10_000);
    const p = await post('ada', thread, { body: 'Chapter 3?' });
    await post('bob', thread, { body: 'Page 40', parent_id: p.CommentID });
    // Past the 2 s a read's lastSync keeps behind, so that the next read has nothing new.
    s.clock.advance(10_000);
    const since = await read('bob', thread, first.lastSync);
    expect(since.count).toBe(start + 2);
    expect(since.posts.map((x) => x.message_object.body).sort()).toEqual(['Chapter 3?', 'Page 40']);
    const quiet = await read('bob', thread, since.lastSync);
    expect(quiet.posts).toEqual([]);
    expect(quiet.count).toBe(start + 2);
  });
});
