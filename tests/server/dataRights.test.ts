import { Schema } from 'effect';
import { count as countRows, eq, getTableName, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaTables } from '../support/schemaTables';
import { DataRightsLogReply, PersonalDataExport } from '../../schemas/dataRights';
import { PERSONAL_COLUMNS } from '../../server/areas/dataRights/personalColumns';
import { naming } from '../../server/areas/dataRights/personMatch';
import * as schema from '../../server/db/schema';
import { signIn } from '../support/program';
import { insertPersonalRows } from '../support/personalRows';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
type Person = { uuid: string; email: string; firstname: string; lastname: string; token: string };
const people: Record<string, Person> = {};
const postOf: Record<string, string> = {};
let pollId = 0;
const tables = schemaTables();

/** Every row of every table, as text, that holds one of the person's identifying values. */
async function rowsNaming(p: Pick<Person, 'uuid' | 'email' | 'firstname' | 'lastname'>) {
  const found: string[] = [];
  for (const table of tables) {
    for (const row of await s.db.select().from(table)) {
      const text = JSON.stringify(row);
      for (const value of [p.uuid, p.email, p.firstname, p.lastname])
        if (text.includes(value)) found.push(`${getTableName(table)}: ${text.slice(0, 120)}`);
    }
  }
  return found;
}

const count = async (table: PgTable) => (await s.db.select({ n: countRows() }).from(table))[0]?.n ?? 0;

async function addPerson(
  eventId: string,
  name: string,
  fields: Partial<typeof schema.users.$inferInsert> = {},
) {
  const email = `${name.toLowerCase()}@example.com`;
  const [firstname, lastname] = [`${name}fn`, `${name}ln`];
  const uuid = await insertUser(s.db, eventId, email, { firstname, lastname, ...fields });
  people[name] = { uuid, email, firstname, lastname, token: await signIn(s, 'alpha', email) };
  return people[name]!;
}

const exportOf = async (token: string, path = '/api/me/data') => {
  const res = await s.request(path, { token });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(PersonalDataExport)(await res.json());
};

beforeAll(async () => {
  s = await startTestServer();
  const a = await insertEvent(s.db, 'alpha');
  const [poll] = await s.db
    .insert(schema.polls)
    .values({
      eventId: a.id,
      sessionId: 1,
      question: 'Q',
      kind: 'single',
      options: ['a'],
      status: 'open',
      createdBy: 'x',
    })
    .returning();
  pollId = poll!.id;
  for (const name of ['Zelda', 'Otto', 'Rhea', 'Ivo']) {
    const p = await addPerson(a.id, name);
    const made = await insertPersonalRows(s.db, {
      eventId: a.id,
      uuid: p.uuid,
      email: p.email,
      pollId,
      exhibitorId: 7,
    });
    postOf[name] = made.postId;
  }
  await addPerson(a.id, 'Admina', { isAdmin: true });
});
afterAll(() => s.close());

describe("the export of a person's data", () => {
  it("holds every registered table's rows of the person and nothing of another person", async () => {
    const zelda = people.Zelda!;
    const otto = people.Otto!;
    const data = await exportOf(zelda.token);
    expect(data.person).toMatchObject({ uuid: zelda.uuid, email: zelda.email, firstname: zelda.firstname });
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    for (const entry of PERSONAL_COLUMNS) {
      const name = getTableName(entry.table);
      expect(data.tables[name]?.length, name).toBeGreaterThan(0);
    }
    // Exactly the rows that name her: as many as the database holds, table by table.
    for (const table of new Set(PERSONAL_COLUMNS.map((e) => e.table))) {
      const entries = PERSONAL_COLUMNS.filter((e) => e.table === table);
      const rows = await s.db
        .select()
        .from(table)
        .where(or(...entries.map((e) => naming(e, zelda))));
      expect(data.tables[getTableName(table)], getTableName(table)).toHaveLength(rows.length);
    }
    for (const value of [otto.uuid, otto.email, otto.firstname, otto.lastname])
      expect(JSON.stringify(data)).not.toContain(value);
  });

  it('is open to admins for any person of the event, and to no one else', async () => {
    const zelda = people.Zelda!;
    const data = await exportOf(people.Admina!.token, `/api/admin/people/${zelda.uuid}/data`);
    expect(data.person.uuid).toBe(zelda.uuid);
    expect(
      (await s.request(`/api/admin/people/${zelda.uuid}/data`, { token: people.Otto!.token })).status,
    ).toBe(403);
    expect((await s.request(`/api/admin/people/${zelda.uuid}/data`)).status).toBe(401);
    expect((await s.request('/api/me/data')).status).toBe(401);
    expect((await s.request('/api/admin/people/nobody/data', { token: people.Admina!.token })).status).toBe(
      404,
    );
  });
});

describe('the deletion of an account', () => {
  it('refuses a wrong confirmation or a bad body, deleting nothing', async () => {
    const zelda = people.Zelda!;
    const before = await rowsNaming(zelda);
    for (const json of [{ confirm: 'nope' }, {}, { confirm: 5 }, { confirm: 'x'.repeat(400) }]) {
      const res = await s.request('/api/me', { method: 'DELETE', json, token: zelda.token });
      expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
    expect(await rowsNaming(zelda)).toEqual(before);
    expect((await s.request('/api/me/data', { token: zelda.token })).status).toBe(200);
  });

  it('erases every personal field, keeps posts under Deleted user and the counts, and ends the sign-in', async () => {
    const zelda = people.Zelda!;
    const { posts, pollVotes, postLikes, ratingTotals, votes, chatMessages } = schema;
    const counts = async () => ({
      posts: await count(posts),
      pollVotes: await count(pollVotes),
      postLikes: await count(postLikes),
      ratingTotals: await count(ratingTotals),
      votes: await count(votes),
      chatMessages: await count(chatMessages),
    });
    const before = await counts();
    const res = await s.request('/api/me', {
      method: 'DELETE',
      json: { confirm: zelda.email.toUpperCase() },
      token: zelda.token,
    });
    expect(res.status).toBe(200);
    expect(await rowsNaming(zelda)).toEqual([]);
    expect(await rowsNaming(people.Otto!)).not.toEqual([]);
    expect(await counts()).toEqual(before);
    const kept = await s.db.select().from(posts).where(eq(posts.id, postOf.Zelda!));
    const [author] = await s.db.select().from(schema.users).where(eq(schema.users.uuid, kept[0]!.authorUuid));
    expect(author).toMatchObject({ firstname: 'Deleted', lastname: 'user', ghost: true, passwordHash: null });
    expect((await s.request('/api/me/data', { token: zelda.token })).status).toBe(401);
    const login = await s.request('/api/login', {
      method: 'POST',
      json: { urlid: 'alpha', email: zelda.email, password: 'demo1234' },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
  });

  it('removes posts and messages instead when the event says so', async () => {
    const rhea = people.Rhea!;
    const [event] = await s.db.select().from(schema.events);
    await s.db
      .update(schema.events)
      .set({ config: { ...event!.config, deleted_account_content: 'remove' } })
      .where(eq(schema.events.id, event!.id));
    const postsBefore = await count(schema.posts);
    const messagesBefore = await count(schema.chatMessages);
    const res = await s.request('/api/me', {
      method: 'DELETE',
      json: { confirm: 'DELETE' },
      token: rhea.token,
    });
    expect(res.status).toBe(200);
    expect(await rowsNaming(rhea)).toEqual([]);
    expect(await count(schema.posts)).toBe(postsBefore - 1);
    expect(await count(schema.chatMessages)).toBe(messagesBefore - 1);
    await s.db.update(schema.events).set({ config: event!.config }).where(eq(schema.events.id, event!.id));
  });

  it('is done by admins only for another person, and written in the audit log admins read', async () => {
    const ivo = people.Ivo!;
    const admin = people.Admina!;
    const path = `/api/admin/people/${ivo.uuid}`;
    expect(
      (await s.request(path, { method: 'DELETE', json: { confirm: 'DELETE' }, token: people.Otto!.token }))
        .status,
    ).toBe(403);
    expect((await s.request(path, { method: 'DELETE', json: { confirm: 'DELETE' } })).status).toBe(401);
    expect(
      (await s.request(path, { method: 'DELETE', json: { confirm: 'no' }, token: admin.token })).status,
    ).toBe(400);
    expect(
      (await s.request(path, { method: 'DELETE', json: { confirm: 'DELETE' }, token: admin.token })).status,
    ).toBe(200);
    expect(await rowsNaming(ivo)).toEqual([]);
    expect(
      (await s.request(path, { method: 'DELETE', json: { confirm: 'DELETE' }, token: admin.token })).status,
    ).toBe(404);

    expect((await s.request('/api/admin/data-rights/log', { token: people.Otto!.token })).status).toBe(403);
    const res = await s.request('/api/admin/data-rights/log', { token: admin.token });
    const { entries } = Schema.decodeUnknownSync(DataRightsLogReply)(await res.json());
    const deletions = entries.filter((e) => e.action === 'delete');
    expect(deletions).toHaveLength(3);
    expect(deletions[0]).toMatchObject({
      by_admin: true,
      actor: { uuid: admin.uuid },
      subject: { name: 'Deleted user' },
    });
    expect(deletions.filter((e) => !e.by_admin)).toHaveLength(2);
    const adminExport = entries.find((e) => e.action === 'export' && e.by_admin);
    expect(adminExport).toMatchObject({ actor: { uuid: admin.uuid }, subject: { name: 'Deleted user' } });
  });
});
