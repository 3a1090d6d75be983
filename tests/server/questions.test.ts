import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import { QUESTION_TEXT, type Question, type QuestionsReply } from '../../schemas/questions';
import type { WallReplyJson } from '../../schemas/wall';
import { events, posts } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let baseConfig: Partial<EventConfig>;
const tokens: Record<string, string> = {};
const uuids: Record<string, string> = {};
let now0: number;

const api = (who: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  s.request(`/api${path}`, { ...init, token: tokens[who] ?? '' });

async function ask(who: string, json: Record<string, unknown>, session = 601): Promise<Question> {
  const res = await api(who, `/sessions/${session}/questions`, { method: 'POST', json });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Question;
}
async function list(who: string, session = 601): Promise<QuestionsReply> {
  const res = await api(who, `/sessions/${session}/questions`);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as QuestionsReply;
}
const moderate = (who: string, qid: string, json: Record<string, unknown>, session = 601) =>
  api(who, `/sessions/${session}/questions/${qid}/moderation`, { method: 'POST', json });
const vote = (who: string, qid: string, method = 'PUT') =>
  api(who, `/sessions/601/questions/${qid}/vote`, { method });

async function setConfig(patch: Partial<EventConfig>) {
  await s.db
    .update(events)
    .set({ config: { ...baseConfig, ...patch } as EventConfig })
    .where(eq(events.id, ev.id));
}

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'qna');
  const [row] = await s.db.select().from(events).where(eq(events.id, ev.id));
  baseConfig = row?.config ?? {};
  const people: [string, Parameters<typeof insertUser>[3]][] = [
    ['ada', { sessionAccess: [601, 602] }],
    ['bob', { sessionAccess: [601, 602] }],
    ['chair', { sessionAccess: [] }],
    ['outsider', { sessionAccess: [] }],
    ['limited', { limitedAccess: true, sessionAccess: [601] }],
    ['admin', { isAdmin: true }],
  ];
  for (const [who, fields] of people) {
    uuids[who] = await insertUser(s.db, ev.id, `${who}@example.com`, fields);
    tokens[who] = await signIn(s, 'qna', `${who}@example.com`);
  }
  now0 = s.clock.now();
  await insertItems(s.db, ev.id, [
    item(ev, {
      _id: 'session_601',
      session_id: 601,
      start_time_unix: now0,
      end_time_unix: now0 + HOUR,
      session_chair_array: [{ uuid: uuids.chair ?? '', Firstname: 'Cha', Lastname: 'Ir' }],
    }),
    item(ev, {
      _id: 'session_602',
      session_id: 602,
      start_time_unix: now0,
      end_time_unix: now0 + HOUR,
      live_config_object: { hideqna: true },
    }),
  ]);
});
afterAll(() => s.close());
beforeEach(async () => {
  await setConfig({});
  s.clock.set(now0);
});

describe('asking and approval', () => {
  it('keeps a new question pending, shown to its author only, until a chair approves it', async () => {
    const q = await ask('ada', { body: 'Will the <b>slides</b> be shared?<script>x()</script>' });
    expect(q.status).toBe('pending');
    expect(q.body).toBe('Will the <b>slides</b> be shared?');
    const mine = await list('ada');
    expect(mine.mine.map((x) => x.id)).toContain(q.id);
    expect(mine.questions.map((x) => x.id)).not.toContain(q.id);
    expect((await list('bob')).questions.map((x) => x.id)).not.toContain(q.id);
    expect((await list('bob')).mine).toEqual([]);
    const queue = await list('chair');
    expect(queue.moderator).toBe(true);
    expect(queue.queue.map((x) => x.id)).toContain(q.id);

    expect((await moderate('chair', q.id, { action: 'approve' })).status).toBe(200);
    const after = await list('bob');
    expect(after.questions.find((x) => x.id === q.id)?.status).toBe('approved');
    expect((await list('ada')).mine.map((x) => x.id)).not.toContain(q.id);
  });

  it('approves at once where auto_approve_abstract_qna says so', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const q = await ask('ada', { body: 'Auto?' });
    expect(q.status).toBe('approved');
    expect((await list('bob')).questions.map((x) => x.id)).toContain(q.id);
  });

  it('refuses an empty question and stores nothing', async () => {
    const before = (await s.db.select().from(posts)).length;
    const res = await api('ada', '/sessions/601/questions', { method: 'POST', json: { body: '<p> </p>' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(QUESTION_TEXT.EMPTY);
    const bad = await api('ada', '/sessions/601/questions', { method: 'POST', json: { body: 5 } });
    expect(bad.status).toBe(400);
    expect((await s.db.select().from(posts)).length).toBe(before);
  });

  it('hides the name of an anonymous question where the event allows it, and refuses it elsewhere', async () => {
    const refused = await api('ada', '/sessions/601/questions', {
      method: 'POST',
      json: { body: 'Who am I?', anonymous: true },
    });
    expect(refused.status).toBe(400);
    await setConfig({
      session_config: { allow_anonymous_questions: true, auto_approve_abstract_qna: true },
    });
    const q = await ask('ada', { body: 'Who am I?', anonymous: true });
    expect(q.author?.id).toBe(uuids.ada);
    const seen = (await list('bob')).questions.find((x) => x.id === q.id);
    expect(seen?.anonymous).toBe(true);
    expect(seen?.author).toBeUndefined();
    const chairSees = (await list('chair')).questions.find((x) => x.id === q.id);
    expect(chairSees?.author).toBeUndefined();
  });
});

describe('who may ask and read', () => {
  it('refuses users without access to the session, limited-access users and a hideqna session', async () => {
    expect((await api('outsider', '/sessions/601/questions')).status).toBe(403);
    const out = await api('outsider', '/sessions/601/questions', { method: 'POST', json: { body: 'Hi' } });
    expect(out.status).toBe(403);
    const limited = await api('limited', '/sessions/601/questions', { method: 'POST', json: { body: 'Hi' } });
    expect(limited.status).toBe(403);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      QUESTION_TEXT.LIMITED,
    );
    const hidden = await api('ada', '/sessions/602/questions', { method: 'POST', json: { body: 'Hi' } });
    expect(hidden.status).toBe(403);
    expect((await api('ada', '/sessions/999/questions')).status).toBe(404);
  });

  it('refuses asking and upvoting after the soft close', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const q = await ask('ada', { body: 'Before the close' });
    await setConfig({ soft_close_timestamp: now0 - HOUR });
    const res = await api('bob', '/sessions/601/questions', { method: 'POST', json: { body: 'Late' } });
    expect(res.status).toBe(403);
    expect((await vote('bob', q.id)).status).toBe(403);
  });
});

describe('upvotes', () => {
  it('counts one upvote per user, takes it back, and orders by votes', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const first = await ask('ada', { body: 'First asked' });
    const second = await ask('ada', { body: 'Second asked' });
    expect((await vote('bob', second.id)).status).toBe(200);
    const twice = await vote('bob', second.id);
    expect(((await twice.json()) as { votes: number }).votes).toBe(1);
    const reply = await list('bob');
    const ids = reply.questions.map((x) => x.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(reply.voted).toContain(second.id);
    const undo = await vote('bob', second.id, 'DELETE');
    expect(((await undo.json()) as { votes: number }).votes).toBe(0);
  });

  it('refuses upvotes of pending questions and of limited-access users', async () => {
    const pending = await ask('ada', { body: 'Not yet approved' });
    expect((await vote('bob', pending.id)).status).toBe(404);
    expect((await vote('ada', pending.id)).status).toBe(403);
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const open = await ask('ada', { body: 'Approved' });
    expect((await vote('limited', open.id)).status).toBe(403);
  });
});

describe('moderation', () => {
  it('is refused to attendees who are not chairs, authors or admins', async () => {
    const q = await ask('ada', { body: 'Moderate me' });
    const res = await moderate('bob', q.id, { action: 'approve' });
    expect(res.status).toBe(403);
    expect((await list('bob')).queue).toEqual([]);
    expect((await moderate('admin', q.id, { action: 'approve' })).status).toBe(200);
  });

  it('dismisses, marks answered, pins one question at a time and merges duplicates with their votes', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const a = await ask('ada', { body: 'Pin A' });
    const b = await ask('bob', { body: 'Pin B' });
    const dup = await ask('ada', { body: 'Pin B again' });
    await moderate('chair', a.id, { action: 'pin' });
    await moderate('chair', b.id, { action: 'pin' });
    const shown = (await list('bob')).questions;
    expect(shown.find((x) => x.id === a.id)?.pinned).toBe(false);
    expect(shown.find((x) => x.id === b.id)?.pinned).toBe(true);
    const pinned = await api('ada', '/sessions/601/questions/pinned');
    expect(((await pinned.json()) as { question: Question }).question.id).toBe(b.id);

    await vote('chair', dup.id);
    await vote('bob', dup.id);
    await vote('bob', b.id);
    expect((await moderate('chair', dup.id, { action: 'merge', into: dup.id })).status).toBe(400);
    expect((await moderate('chair', dup.id, { action: 'merge', into: b.id })).status).toBe(200);
    const merged = (await list('bob')).questions;
    expect(merged.map((x) => x.id)).not.toContain(dup.id);
    expect(merged.find((x) => x.id === b.id)?.votes).toBe(2);

    expect((await (await moderate('chair', b.id, { action: 'answer' })).json()).status).toBe('answered');
    expect((await (await moderate('chair', a.id, { action: 'dismiss' })).json()).status).toBe('dismissed');
    expect((await list('bob')).questions.map((x) => x.id)).not.toContain(a.id);
    expect((await list('ada')).mine.find((x) => x.id === a.id)?.status).toBe('dismissed');
    expect((await moderate('chair', a.id, { action: 'shout' })).status).toBe(400);
  });

  it('lets the author delete their question (kept, flagged) and nobody else but moderators', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true } });
    const q = await ask('ada', { body: 'Delete me' });
    expect((await api('bob', `/sessions/601/questions/${q.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api('ada', `/sessions/601/questions/${q.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await list('bob')).questions.map((x) => x.id)).not.toContain(q.id);
    const [row] = await s.db.select().from(posts).where(eq(posts.id, q.id));
    expect(row?.boardDeleted).toBe(true);
  });
});

describe('live updates and the wall', () => {
  it('sends approved questions to the public room and the queue to the moderators’ room only', async () => {
    const q = await ask('ada', { body: 'Live pending' });
    const publicRoom = (await list('bob')).room;
    const modRoom = (await list('chair')).room;
    expect(publicRoom).not.toBe(modRoom);
    await vi.waitFor(
      () => {
        const last = s.published.filter((m) => m.kind === 'session_questions' && m.room === modRoom).at(-1);
        expect(last?.kind === 'session_questions' && last.update.queue?.map((x) => x.id)).toContain(q.id);
      },
      { timeout: 5_000 },
    );
    const toPublic = s.published.filter((m) => m.kind === 'session_questions' && m.room === publicRoom);
    expect(JSON.stringify(toPublic)).not.toContain(q.id);
  });

  it('tells the public room which questions were dismissed, by id only, so their askers see it live', async () => {
    const q = await ask('ada', { body: 'Soon dismissed' });
    const publicRoom = (await list('ada')).room;
    expect((await moderate('chair', q.id, { action: 'dismiss' })).status).toBe(200);
    await vi.waitFor(
      () => {
        const last = s.published
          .filter((m) => m.kind === 'session_questions' && m.room === publicRoom)
          .at(-1);
        expect(last?.kind === 'session_questions' && last.update.closed).toContainEqual({
          id: q.id,
          status: 'dismissed',
        });
      },
      { timeout: 5_000 },
    );
    const toPublic = s.published.filter((m) => m.kind === 'session_questions' && m.room === publicRoom);
    expect(JSON.stringify(toPublic)).not.toContain('Soon dismissed');
  });

  it('shows approved questions on the wall only after the session’s end (001 §5)', async () => {
    await setConfig({ session_config: { auto_approve_abstract_qna: true, include_qna_in_discussion: true } });
    const q = await ask('ada', { body: 'On the wall later' });
    const wall = async () =>
      ((await (await api('bob', '/wall')).json()) as WallReplyJson).posts.map((p) => p.CommentID);
    expect(await wall()).not.toContain(q.id);
    s.clock.set(now0 + 2 * HOUR);
    expect(await wall()).toContain(q.id);
  });
});
