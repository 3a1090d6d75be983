import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_TEXT } from '../../schemas/program';
import { RatingFigures, RatingsReply } from '../../schemas/rating';
import { ratingsOf } from '../../server/areas/ratings/queries';
import { ratings } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const RATERS = 40;
let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
const tokens: Record<string, string> = {};

const rate = (path: string, body: unknown, token: string) =>
  s.request(`/api/ratings${path}`, { method: 'PUT', json: body, token });
const figures = async (res: Response) => {
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(RatingFigures)(await res.json());
};
const list = async (token: string) =>
  Schema.decodeUnknownSync(RatingsReply)(await (await s.request('/api/ratings', { token })).json()).ratings;

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'alpha');
  await insertUser(s.db, a.id, 'locked@example.com');
  for (let i = 0; i < RATERS; i++)
    await insertUser(s.db, a.id, `rater${i}@example.com`, { sessionAccess: [1001] });
  await insertItems(s.db, a.id, [
    item(a, { _id: 'session_1001', session_id: 1001 }),
    item(a, { _id: 'abstract_20001', internal_type: 'abstract', session_id: 1001, ab_id: 20001 }),
  ]);
  tokens.locked = await signIn(s, 'alpha', 'locked@example.com');
  for (let i = 0; i < RATERS; i++) tokens[i] = await signIn(s, 'alpha', `rater${i}@example.com`);
});
afterAll(() => s.close());

describe('ratings', () => {
  it('keeps count and total by 000 §4: new adds, change adds the difference, 0 removes', async () => {
    const t = tokens[0] ?? '';
    expect(await figures(await rate('/abstract/20001', { value: 3.5 }, t))).toMatchObject({
      value: 3.5,
      count: 1,
      total: 3.5,
    });
    expect(await figures(await rate('/abstract/20001', { value: 2 }, t))).toMatchObject({
      value: 2,
      count: 1,
      total: 2,
    });
    expect(await figures(await rate('/abstract/20001', { value: 4.5 }, tokens[1] ?? ''))).toMatchObject({
      count: 2,
      total: 6.5,
    });
    expect(await figures(await rate('/abstract/20001', { value: 0 }, t))).toMatchObject({
      value: 0,
      count: 1,
      total: 4.5,
    });
    expect(await list(t)).toEqual([
      { entity_type: 'abstract', entity_id: '20001', value: 0, count: 1, total: 4.5 },
    ]);
    expect((await list(tokens[1] ?? ''))[0]?.value).toBe(4.5);
  });

  it('stays right under many concurrent raters rating, re-rating and removing', async () => {
    const values = (i: number, round: number) => ((i * 7 + round * 3) % 11) / 2;
    for (let round = 0; round < 3; round++)
      await Promise.all(
        Array.from({ length: RATERS }, (_, i) =>
          rate('/session/1001', { value: values(i, round) }, tokens[i] ?? ''),
        ),
      );
    const stored = await ratingsOf(s.db, a.id, 'session', '1001');
    const expected = Array.from({ length: RATERS }, (_, i) => values(i, 2)).filter((v) => v > 0);
    expect(stored).toHaveLength(expected.length);
    const [mine] = (await list(tokens[0] ?? '')).filter((r) => r.entity_type === 'session');
    expect(mine).toMatchObject({
      count: expected.length,
      total: expected.reduce((sum, v) => sum + v, 0),
      value: values(0, 2),
    });
    expect(mine?.total).toBe(stored.reduce((sum, r) => sum + r.halves, 0) / 2);
  });

  it('refuses values off the half-star scale, unknown items and locked sessions, storing nothing', async () => {
    const before = (await s.db.select().from(ratings)).length;
    const t = tokens[2] ?? '';
    for (const value of [5.5, -0.5, 1.25, '3', null]) {
      const res = await rate('/session/1001', { value }, t);
      expect(res.status, String(value)).toBe(400);
      expect((await res.json()).error.message).toMatch(/value/);
    }
    expect((await rate('/session/9999', { value: 3 }, t)).status).toBe(404);
    expect((await rate('/poster/1001', { value: 3 }, t)).status).toBe(400);
    const locked = await rate('/session/1001', { value: 3 }, tokens.locked ?? '');
    expect(locked.status).toBe(403);
    expect((await locked.json()).error.message).toBe(PROGRAM_TEXT.LOCKED);
    expect((await s.db.select().from(ratings)).length).toBe(before);
  });
});
