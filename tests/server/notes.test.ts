import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX, NotesReply } from '../../schemas/note';
import { notes } from '../../server/db/schema';
import { insertItems, item, signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
const tokens: Record<string, string> = {};
const save = (body: unknown, who = 'attendee') =>
  s.request('/api/notes', { method: 'PUT', json: body, token: tokens[who] ?? '' });
const list = async (who = 'attendee') =>
  Schema.decodeUnknownSync(NotesReply)(
    await (await s.request('/api/notes', { token: tokens[who] ?? '' })).json(),
  ).notes;
const stored = async () => (await s.db.select().from(notes)).length;

beforeAll(async () => {
  s = await startTestServer();
  const a = await insertEvent(s.db, 'alpha');
  await insertUser(s.db, a.id, 'attendee@example.com');
  await insertUser(s.db, a.id, 'other@example.com');
  await insertItems(s.db, a.id, [
    item(a, { _id: 'session_1001', session_id: 1001 }),
    item(a, { _id: 'abstract_20001', internal_type: 'abstract', session_id: 1001, ab_id: 20001 }),
    item(a, { _id: 'session_1002', session_id: 1002 }),
    item(a, { _id: 'session_1003', session_id: 1003, live_config_object: { hide_from_public: 1 } }),
  ]);
  for (const who of ['attendee', 'other']) tokens[who] = await signIn(s, 'alpha', `${who}@example.com`);
});
afterAll(() => s.close());

describe('notes', () => {
  it('saves a note per session and per abstract, trimmed, replaces it, and deletes it when empty', async () => {
    expect((await save({ session_id: 1001, note: '  Ask about the sample size. ' })).status).toBe(200);
    expect(
      (await save({ session_id: 1001, ab_id: 20001, note: 'Figure 3', anchor: 'fig3', anchorHash: 'h1' }))
        .status,
    ).toBe(200);
    expect((await save({ session_id: 1002, note: 'First' })).status).toBe(200);
    expect((await save({ session_id: 1002, note: 'Second' })).status).toBe(200);
    const mine = await list();
    expect(mine.map(({ updated: _, ...n }) => n)).toEqual([
      { session_id: 1001, anchor: '', anchorHash: '', note: 'Ask about the sample size.' },
      { session_id: 1001, ab_id: 20001, anchor: 'fig3', anchorHash: 'h1', note: 'Figure 3' },
      { session_id: 1002, anchor: '', anchorHash: '', note: 'Second' },
    ]);
    expect(await list('other')).toEqual([]);
    expect((await save({ session_id: 1002, note: '   ' })).status).toBe(200);
    expect((await list()).map((n) => n.session_id)).toEqual([1001, 1001]);
  });

  it('refuses bad input, unknown or hidden items and mismatched sessions, storing nothing', async () => {
    const before = await stored();
    for (const [body, status] of [
      [{ session_id: 1001, note: 'x'.repeat(NOTE_MAX + 1) }, 400],
      [{ session_id: 1001 }, 400],
      [{ session_id: 'a', note: 'n' }, 400],
      [{ session_id: 1001, ab_id: 20001, program_id: 1, note: 'n' }, 400],
      [{ session_id: 9999, note: 'n' }, 404],
      [{ session_id: 1003, note: 'n' }, 404],
      [{ session_id: 1002, ab_id: 20001, note: 'n' }, 404],
    ] as const) {
      const res = await save(body, 'other');
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect((await res.json()).error.message).toBeTruthy();
    }
    expect(await stored()).toBe(before);
  });
});
