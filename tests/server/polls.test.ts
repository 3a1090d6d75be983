import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POLL } from '../../schemas/constants';
import { POLL_TEXT, PollView, SessionPollsReply } from '../../schemas/poll';
import { PROGRAM_TEXT } from '../../schemas/program';
import type { RelayMessage } from '../../schemas/relay';
import { SOFT_CLOSED_MESSAGE } from '../../server/areas/closing/closing';
import { createPollFeed } from '../../server/areas/polls/pollFeed';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const RACERS = 12;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
const t: Record<string, string> = {};

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const list = async (token: string, sessionId = 1) => {
  const res = await s.request(`/api/sessions/${sessionId}/polls`, { token });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(SessionPollsReply)(await res.json());
};
const create = (token: string, json: unknown, sessionId = 1) =>
  s.request(`/api/sessions/${sessionId}/polls`, { method: 'POST', json, token });
const move = (token: string, id: number, action: string) =>
  s.request(`/api/polls/${id}/${action}`, { method: 'POST', token });
const vote = (token: string, id: number, choices: unknown) =>
  s.request(`/api/polls/${id}/vote`, { method: 'POST', json: { choices }, token });
const newPoll = async (kind: 'single' | 'multiple', options = ['Yes', 'No', 'Unsure']) => {
  const res = await create(t.chair as string, { question: `A ${kind} poll?`, kind, options });
  expect(res.status).toBe(201);
  return Schema.decodeUnknownSync(PollView)(await res.json());
};
const opened = async (kind: 'single' | 'multiple') => {
  const poll = await newPoll(kind);
  expect((await move(t.chair as string, poll.id, 'open')).status).toBe(200);
  return poll;
};
const countsOf = async (token: string, id: number) => (await list(token)).polls.find((p) => p.id === id);

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'polls');
  const e = { sourceHex: ev.sourceHex, conferenceId: ev.conferenceId };
  const chairUuid = await insertUser(s.db, ev.id, 'chair@example.com');
  const authorUuid = await insertUser(s.db, ev.id, 'author@example.com');
  await insertItems(s.db, ev.id, [
    item(e, {
      _id: 'session_1',
      session_id: 1,
      live_config_object: { has_polling: 1 },
      session_chair_array: [{ uuid: chairUuid, Firstname: 'Cara', Lastname: 'Chair' }],
      author_array: [{ uuid: authorUuid, Firstname: 'Abe', Lastname: 'Author' }],
    }),
    item(e, { _id: 'session_2', session_id: 2, live_config_object: { has_polling: 0 } }),
    item(e, {
      _id: 'session_3',
      session_id: 3,
      live_config_object: { has_polling: 1, hide_from_public: 1 },
    }),
  ]);
  await insertUser(s.db, ev.id, 'a@example.com', { sessionAccess: [1, 2] });
  await insertUser(s.db, ev.id, 'b@example.com', { sessionAccess: [1] });
  await insertUser(s.db, ev.id, 'outsider@example.com', { sessionAccess: [2] });
  await insertUser(s.db, ev.id, 'limited@example.com', { sessionAccess: [1], limitedAccess: true });
  await insertUser(s.db, ev.id, 'admin@example.com', { isAdmin: true });
  for (const who of ['chair', 'author', 'a', 'b', 'outsider', 'limited', 'admin'])
    t[who] = await signIn(s, 'polls', `${who}@example.com`);
  for (let i = 0; i < RACERS; i++) {
    await insertUser(s.db, ev.id, `racer${i}@example.com`, { sessionAccess: [1] });
    t[`racer${i}`] = await signIn(s, 'polls', `racer${i}@example.com`);
  }
}, 240_000);
afterAll(() => s.close());

describe('poll moderation', () => {
  it('lets the chair, an author and an admin create drafts, which attendees do not see', async () => {
    const poll = await newPoll('single');
    expect(poll).toMatchObject({
      status: 'draft',
      counts: [0, 0, 0],
      voters: 0,
      options: ['Yes', 'No', 'Unsure'],
    });
    for (const who of ['author', 'admin'])
      expect(
        (await create(t[who] as string, { question: 'Q', kind: 'multiple', options: ['x', 'y'] })).status,
      ).toBe(201);
    expect((await list(t.a as string)).polls.some((p) => p.id === poll.id)).toBe(false);
    expect((await list(t.chair as string)).can_manage).toBe(true);
    expect((await list(t.a as string)).can_manage).toBe(false);
    const res = await vote(t.a as string, poll.id, [0]);
    expect(res.status).toBe(404);
  });

  it('refuses an attendee who would create or open a poll (403)', async () => {
    const res = await create(t.a as string, { question: 'Mine?', kind: 'single', options: ['a', 'b'] });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(POLL_TEXT.NOT_MODERATOR);
    const poll = await newPoll('single');
    expect((await move(t.a as string, poll.id, 'open')).status).toBe(404);
    await move(t.chair as string, poll.id, 'open');
    expect((await move(t.a as string, poll.id, 'close')).status).toBe(403);
  });

  it('refuses bad polls with 400 naming the field, and stores nothing', async () => {
    const before = (await list(t.chair as string)).polls.length;
    for (const body of [
      { question: '', kind: 'single', options: ['a', 'b'] },
      { question: 'Q', kind: 'ranked', options: ['a', 'b'] },
      { question: 'Q', kind: 'single', options: ['only one'] },
      { question: 'Q', kind: 'single', options: Array(POLL.MAX_OPTIONS + 1).fill('o') },
      { question: 'Q', kind: 'single', options: ['a', ' '] },
    ]) {
      const res = await create(t.chair as string, body);
      expect(res.status).toBe(400);
    }
    expect((await list(t.chair as string)).polls).toHaveLength(before);
  });

  it('moves draft → open → closed → results shown, and refuses any other move (409)', async () => {
    const poll = await newPoll('single');
    expect((await move(t.chair as string, poll.id, 'close')).status).toBe(409);
    expect((await move(t.chair as string, poll.id, 'open')).status).toBe(200);
    expect((await move(t.chair as string, poll.id, 'open')).status).toBe(409);
    expect((await move(t.chair as string, poll.id, 'show_results')).status).toBe(409);
    expect((await move(t.chair as string, poll.id, 'close')).status).toBe(200);
    expect((await move(t.chair as string, poll.id, 'show_results')).status).toBe(200);
    expect((await move(t.chair as string, poll.id, 'archive')).status).toBe(400);
    expect((await countsOf(t.a as string, poll.id))?.status).toBe('results_shown');
  });

  it('answers 404 where the session has no polls, 403 when the session is not open to the user', async () => {
    const none = await s.request('/api/sessions/2/polls', { token: t.a as string });
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toBe(POLL_TEXT.NOT_ENABLED);
    const locked = await s.request('/api/sessions/1/polls', { token: t.outsider as string });
    expect(locked.status).toBe(403);
    expect(await errorOf(locked)).toBe(PROGRAM_TEXT.LOCKED);
    expect((await s.request('/api/sessions/3/polls', { token: t.a as string })).status).toBe(403);
    expect((await s.request('/api/sessions/99/polls', { token: t.a as string })).status).toBe(404);
    expect((await s.request('/api/sessions/1/polls')).status).toBe(401);
  });
});

describe('voting', () => {
  it('counts one vote per attendee; a changed vote replaces the old one while open', async () => {
    const poll = await opened('single');
    expect((await vote(t.a as string, poll.id, [0])).status).toBe(200);
    expect((await vote(t.b as string, poll.id, [0])).status).toBe(200);
    expect((await countsOf(t.a as string, poll.id))?.counts).toEqual([2, 0, 0]);
    const changed = await vote(t.a as string, poll.id, [2]);
    expect(changed.status).toBe(200);
    expect(Schema.decodeUnknownSync(PollView)(await changed.json())).toMatchObject({
      counts: [1, 0, 1],
      voters: 2,
    });
    expect((await list(t.a as string)).mine[String(poll.id)]).toEqual([2]);
  });

  it('takes several options in a multiple-choice poll, exactly one in a single-choice one', async () => {
    const multi = await opened('multiple');
    expect((await vote(t.a as string, multi.id, [0, 2, 2])).status).toBe(200);
    expect((await countsOf(t.a as string, multi.id))?.counts).toEqual([1, 0, 1]);
    const single = await opened('single');
    const two = await vote(t.a as string, single.id, [0, 1]);
    expect(two.status).toBe(400);
    expect(await errorOf(two)).toBe(POLL_TEXT.ONE_CHOICE);
    const far = await vote(t.a as string, single.id, [3]);
    expect(far.status).toBe(400);
    expect(await errorOf(far)).toBe(POLL_TEXT.NO_SUCH_OPTION);
    expect((await vote(t.a as string, single.id, [])).status).toBe(400);
    expect((await vote(t.a as string, single.id, ['x'])).status).toBe(400);
    expect((await countsOf(t.a as string, single.id))?.voters).toBe(0);
  });

  it('refuses votes once closed (409), and hides counts from attendees until the results are shown', async () => {
    const poll = await opened('single');
    await vote(t.a as string, poll.id, [1]);
    await move(t.chair as string, poll.id, 'close');
    const late = await vote(t.b as string, poll.id, [1]);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(POLL_TEXT.NOT_OPEN);
    expect(await countsOf(t.b as string, poll.id)).toMatchObject({
      status: 'closed',
      counts: null,
      voters: null,
    });
    expect((await countsOf(t.chair as string, poll.id))?.counts).toEqual([0, 1, 0]);
    await move(t.chair as string, poll.id, 'show_results');
    expect((await countsOf(t.b as string, poll.id))?.counts).toEqual([0, 1, 0]);
  });

  it('refuses limited-access accounts (403), who may still look', async () => {
    const poll = await opened('single');
    expect((await list(t.limited as string)).can_vote).toBe(false);
    const res = await vote(t.limited as string, poll.id, [0]);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(POLL_TEXT.NOT_ALLOWED);
  });

  it('12 voters at once, each twice, end with exact counts, one vote each', async () => {
    const poll = await opened('single');
    const voters = Array.from({ length: RACERS }, (_, i) => t[`racer${i}`] as string);
    const replies = await Promise.all(
      voters.flatMap((tk, i) => [vote(tk, poll.id, [i % 3]), vote(tk, poll.id, [i % 3])]),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(RACERS * 2).fill(200));
    expect(await countsOf(t.a as string, poll.id)).toMatchObject({ counts: [4, 4, 4], voters: RACERS });
  });

  it('exports the polls and results as CSV for moderators only', async () => {
    const res = await s.request('/api/sessions/1/polls.csv', { token: t.chair as string });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('poll_id,question,kind,status,option,votes,voters');
    expect(lines.some((l) => l.endsWith(`,Yes,4,${RACERS}`))).toBe(true);
    expect((await s.request('/api/sessions/1/polls.csv', { token: t.a as string })).status).toBe(403);
  });
});

describe('soft close', () => {
  it('refuses votes and new polls from the soft close on (admins excepted)', async () => {
    const closing = await insertEvent(s.db, 'closing', { soft_close_timestamp: s.clock.now() + HOUR });
    const e = { sourceHex: closing.sourceHex, conferenceId: closing.conferenceId };
    await insertItems(s.db, closing.id, [
      item(e, { _id: 'session_1', session_id: 1, live_config_object: { has_polling: 1 } }),
    ]);
    await insertUser(s.db, closing.id, 'late@example.com', { sessionAccess: [1] });
    await insertUser(s.db, closing.id, 'boss@example.com', { isAdmin: true });
    const late = await signIn(s, 'closing', 'late@example.com');
    const boss = await signIn(s, 'closing', 'boss@example.com');
    const made = await create(boss, { question: 'Q', kind: 'single', options: ['a', 'b'] });
    const { id } = (await made.json()) as { id: number };
    await move(boss, id, 'open');
    s.clock.advance(2 * HOUR);
    try {
      const res = await vote(late, id, [0]);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(SOFT_CLOSED_MESSAGE);
      expect((await vote(boss, id, [0])).status).toBe(200);
      expect((await create(boss, { question: 'Q2', kind: 'single', options: ['a', 'b'] })).status).toBe(201);
    } finally {
      s.clock.advance(-2 * HOUR);
    }
  });
});

describe('the poll feed', () => {
  it('sends a burst of votes at most once a second, with exact counts, never a draft', async () => {
    const jobs: { run: () => void; ms: number }[] = [];
    const sent: RelayMessage[] = [];
    const feed = createPollFeed({
      db: s.db,
      authSecret: new TextEncoder().encode('poll-feed-test'),
      clock: s.clock,
      publisher: { publish: async (m) => void sent.push(m) },
      schedule: (run, ms) => void jobs.push({ run, ms }),
    });
    const draft = await newPoll('single');
    const poll = await opened('multiple');
    for (let i = 0; i < 5; i++) feed.changed(ev.id, 1);
    expect(jobs.map((j) => j.ms)).toEqual([0]);
    jobs[0]?.run();
    // The interval runs from the end of a send.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    s.clock.advance(300);
    await vote(t.b as string, poll.id, [0, 1]);
    feed.changed(ev.id, 1);
    expect(jobs.map((j) => j.ms)).toEqual([0, POLL.PUSH_INTERVAL - 300]);
    s.clock.advance(POLL.PUSH_INTERVAL);
    jobs[1]?.run();
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 10_000 });
    const last = sent[1];
    if (last?.kind !== 'session_polls') throw new Error('expected session_polls');
    expect(last.update.session_id).toBe(1);
    expect(last.update.polls.some((p) => p.id === draft.id)).toBe(false);
    expect(last.update.polls.find((p) => p.id === poll.id)).toMatchObject({ counts: [1, 1, 0], voters: 1 });
  });

  it('a vote through the API reaches the relay as the session_polls of its session', async () => {
    const poll = await opened('single');
    const before = s.published.length;
    await vote(t.b as string, poll.id, [2]);
    const last = await vi.waitFor(
      () => {
        const sent = s.published
          .slice(before)
          .filter((m) => m.kind === 'session_polls' && m.eventId === ev.id && m.update.session_id === 1)
          .at(-1);
        if (sent?.kind !== 'session_polls') throw new Error('no session_polls sent yet');
        expect(sent.update.polls.find((p) => p.id === poll.id)?.counts).toEqual([0, 0, 1]);
        return sent;
      },
      { timeout: 10_000 },
    );
    // To the room the session's poll list names, whose name nobody can make up from the session id.
    const { room } = await list(t.b as string, 1);
    expect(last.room).toBe(room);
    expect(room).toMatch(/^polls:1:[0-9a-f]{24}$/);
  });
});
