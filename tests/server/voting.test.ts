import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventConfig } from '../../schemas/eventConfig';
import type { SessionItemDoc } from '../../schemas/sessionItem';
import { VOTING_TEXT, VotingFormReply, VotingFormsReply } from '../../schemas/voting';
import { votesOfForm } from '../../server/areas/voting/queries';
import { SOFT_CLOSED_MESSAGE } from '../../server/areas/closing/closing';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
const RACERS = 20;
const POSTER = 7;
const ORAL = 3;
let s: TestServer;
let ev: Awaited<ReturnType<typeof insertEvent>>;
let token: string;
let other: string;
let limited: string;
const racers: string[] = [];
const racerIds: string[] = [];

const VOTING: EventConfig['basic_abstract_voting'] = {
  enabled: 1,
  title: 'Awards',
  forms: [
    { id: 'best-poster', label: 'Best Poster', custom_text: 'Pick one.', session_types: [POSTER] },
    { label: 'Best Oral', session_types: [String(ORAL)] },
  ],
};

const author = (first: string, presenter: 0 | 1) => ({
  uuid: `u-${first}`,
  Firstname: first,
  Lastname: 'Author',
  presenter,
});

/** An abstract of a session, of the session's type. */
const abstract = (
  e: { sourceHex: string; conferenceId: string },
  abId: number,
  sessionId: number,
  type: number,
  fields: Partial<SessionItemDoc> = {},
) =>
  item(e, {
    _id: `abstract_${abId}`,
    internal_type: 'abstract',
    session_id: sessionId,
    ab_id: abId,
    session_type_id: type,
    ...fields,
  });

const list = async (t: string) => {
  const res = await s.request('/api/voting', { token: t });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(VotingFormsReply)(await res.json());
};
const form = async (t: string, id: string) => {
  const res = await s.request(`/api/voting/${id}`, { token: t });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(VotingFormReply)(await res.json());
};
const vote = (t: string, body: unknown) =>
  s.request('/api/voting/save_vote', { method: 'POST', json: body, token: t });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  s = await startTestServer();
  ev = await insertEvent(s.db, 'alpha', { basic_abstract_voting: VOTING });
  const e = { sourceHex: ev.sourceHex, conferenceId: ev.conferenceId };
  await insertItems(s.db, ev.id, [
    item(e, { _id: 'session_1', session_id: 1, session_type_id: POSTER, start_time_unix: 1 }),
    abstract(e, 11, 1, POSTER, {
      title: 'Sleep and memory',
      start_time_unix: 2,
      author_array: [author('Co', 0), author('Pia', 1)],
    }),
    abstract(e, 12, 1, POSTER, {
      title: 'Hidden poster',
      start_time_unix: 3,
      live_config_object: { hide_from_public: 1 },
    }),
    abstract(e, 13, 1, POSTER, {
      title: 'Gut and brain',
      start_time_unix: 4,
      author_array: [author('Lee', 0)],
    }),
    item(e, { _id: 'session_2', session_id: 2, session_type_id: ORAL, start_time_unix: 5 }),
    abstract(e, 21, 2, ORAL, {
      title: 'An oral abstract',
      start_time_unix: 6,
    }),
    item(e, { _id: 'program_31', internal_type: 'program', session_id: 1, program_id: 31 }),
  ]);
  await insertUser(s.db, ev.id, 'voter@example.com');
  await insertUser(s.db, ev.id, 'other@example.com');
  await insertUser(s.db, ev.id, 'limited@example.com', { limitedAccess: true });
  token = await signIn(s, 'alpha', 'voter@example.com');
  other = await signIn(s, 'alpha', 'other@example.com');
  limited = await signIn(s, 'alpha', 'limited@example.com');
  for (let i = 0; i < RACERS; i++) {
    racerIds.push(await insertUser(s.db, ev.id, `racer${i}@example.com`));
    racers.push(await signIn(s, 'alpha', `racer${i}@example.com`));
  }
});
afterAll(() => s.close());

describe('voting forms', () => {
  it('lists the forms with their url ids (the id, else the position) and none voted yet', async () => {
    expect(await list(token)).toEqual({
      title: 'Awards',
      can_vote: true,
      forms: [
        { id: 'best-poster', label: 'Best Poster', custom_text: 'Pick one.', voted: false },
        { id: '1', label: 'Best Oral', custom_text: '', voted: false },
      ],
    });
  });

  it("gives a form's abstracts of its session types, with the presenter, hidden ones left out", async () => {
    const reply = await form(token, 'best-poster');
    expect(reply.abstracts).toEqual([
      { ab_id: 11, title: 'Sleep and memory', presenter: 'Pia Author' },
      { ab_id: 13, title: 'Gut and brain', presenter: 'Lee Author' },
    ]);
    expect(reply.vote).toBeNull();
    expect((await form(token, '1')).abstracts.map((a) => a.ab_id)).toEqual([21]);
  });

  it('answers 404 for an unknown form, and when voting is not enabled', async () => {
    expect((await s.request('/api/voting/nope', { token })).status).toBe(404);
    const off = await insertEvent(s.db, 'beta', { basic_abstract_voting: { ...VOTING, enabled: 0 } });
    await insertUser(s.db, off.id, 'b@example.com');
    const t = await signIn(s, 'beta', 'b@example.com');
    const res = await s.request('/api/voting', { token: t });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(VOTING_TEXT.NOT_ENABLED);
    expect((await vote(t, { formurlid: 'best-poster', abid: 11 })).status).toBe(404);
  });
});

describe('a vote', () => {
  it('is saved once; the forms then say so; a second vote is refused with 409 and the first stands', async () => {
    const res = await vote(token, { formurlid: 'best-poster', abid: 11 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await list(token)).forms.map((f) => f.voted)).toEqual([true, false]);
    expect((await form(token, 'best-poster')).vote).toBe(11);
    // Another user has not voted.
    expect((await list(other)).forms.map((f) => f.voted)).toEqual([false, false]);

    const again = await vote(token, { formurlid: 'best-poster', abid: 13 });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(VOTING_TEXT.ALREADY_VOTED);
    expect((await form(token, 'best-poster')).vote).toBe(11);
    // One vote per form: the other form still takes one.
    expect((await vote(token, { formurlid: '1', abid: 21 })).status).toBe(200);
  });

  it("takes only the form's abstracts: another form's, a hidden one and an unknown one are 400 naming abid", async () => {
    for (const abid of [21, 12, 99, 31]) {
      const res = await vote(other, { formurlid: 'best-poster', abid });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: { path: string }[] } };
      expect(body.error.fields.map((f) => f.path)).toEqual(['abid']);
    }
    expect(await votesOfForm(s.db, ev.id, 'best-poster')).toHaveLength(1);
  });

  it('refuses an unknown form with 404 and a bad body with 400, storing nothing', async () => {
    expect((await vote(other, { formurlid: 'nope', abid: 11 })).status).toBe(404);
    expect((await vote(other, { formurlid: 'best-poster', abid: -1 })).status).toBe(400);
    expect((await vote(other, { formurlid: 'best-poster', abid: '11' })).status).toBe(400);
    expect((await vote(other, { formurlid: 'best-poster', abid: 1.5 })).status).toBe(400);
    expect((await vote(other, { formurlid: 'best-poster' })).status).toBe(400);
    expect((await vote(other, { abid: 11 })).status).toBe(400);
    expect(await votesOfForm(s.db, ev.id, 'best-poster')).toHaveLength(1);
  });

  it('is refused to limited-access attendees (403), who may still look', async () => {
    expect((await list(limited)).can_vote).toBe(false);
    expect((await form(limited, 'best-poster')).can_vote).toBe(false);
    const res = await vote(limited, { formurlid: 'best-poster', abid: 11 });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(VOTING_TEXT.NOT_ALLOWED);
  });

  it('of 20 concurrent votes of one user exactly one is saved; the others are 409', async () => {
    const [racer] = racers;
    const replies = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        vote(racer as string, { formurlid: 'best-poster', abid: i % 2 ? 11 : 13 }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(RACERS - 1);
    const mine = (await votesOfForm(s.db, ev.id, 'best-poster')).filter((v) => v.uuid === racerIds[0]);
    expect(mine).toHaveLength(1);
  });

  it('20 users voting at once each get their one vote', async () => {
    const replies = await Promise.all(racers.slice(1).map((t) => vote(t, { formurlid: '1', abid: 21 })));
    expect(replies.map((r) => r.status)).toEqual(Array(RACERS - 1).fill(200));
    expect(await votesOfForm(s.db, ev.id, '1')).toHaveLength(RACERS - 1 + 1);
  });

  it('stops at the soft close for attendees (403 closed), admins excepted', async () => {
    const closing = await insertEvent(s.db, 'gamma', {
      basic_abstract_voting: VOTING,
      soft_close_timestamp: s.clock.now() - HOUR,
    });
    const e = { sourceHex: closing.sourceHex, conferenceId: closing.conferenceId };
    await insertItems(s.db, closing.id, [abstract(e, 11, 1, POSTER)]);
    await insertUser(s.db, closing.id, 'late@example.com');
    await insertUser(s.db, closing.id, 'boss@example.com', { isAdmin: true });
    const late = await signIn(s, 'gamma', 'late@example.com');
    const boss = await signIn(s, 'gamma', 'boss@example.com');
    expect((await list(late)).can_vote).toBe(false);
    const res = await vote(late, { formurlid: 'best-poster', abid: 11 });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(SOFT_CLOSED_MESSAGE);
    expect((await vote(boss, { formurlid: 'best-poster', abid: 11 })).status).toBe(200);
  });
});
