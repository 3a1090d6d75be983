import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgramMemory } from '../../server/areas/program/programMemory';
import type { Database } from '../../server/db/connect';
import { programItems, users } from '../../server/db/schema';
import { openTestDatabase } from '../support/database';
import { insertItems, item } from '../support/program';
import { insertEvent, insertUser } from '../support/server';

let database: Database;
let ev: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  database = await openTestDatabase();
  ev = await insertEvent(database.db, 'memory');
  await insertItems(database.db, ev.id, [
    item(ev, { _id: 's1', session_id: 1, start_time_unix: 1_000, end_time_unix: 2_000 }),
    item(ev, { _id: 'a2', session_id: 1, internal_type: 'abstract', ab_id: 12, start_time_unix: 1_500 }),
    item(ev, { _id: 'a1', session_id: 1, internal_type: 'abstract', ab_id: 11, start_time_unix: 1_100 }),
    item(ev, { _id: 'p1', session_id: 1, internal_type: 'program', program_id: 21 }),
    item(ev, { _id: 's2', session_id: 2 }),
  ]);
});
afterAll(() => database.close());

describe('the program in memory', () => {
  it('gives a session its items by start time, and an abstract or program item by its id', async () => {
    const memory = createProgramMemory(database.db);
    expect((await memory.sessionDocs(ev.id, 1)).map((d) => d._id)).toEqual(['s1', 'a1', 'a2', 'p1']);
    expect((await memory.sessionDocs(ev.id, 2)).map((d) => d._id)).toEqual(['s2']);
    expect(await memory.sessionDocs(ev.id, 3)).toEqual([]);
    expect((await memory.childItem(ev.id, 'abstract', 12))?._id).toBe('a2');
    expect((await memory.childItem(ev.id, 'program', 21))?._id).toBe('p1');
    expect(await memory.childItem(ev.id, 'abstract', 21)).toBeUndefined();
  });

  it('sees a change of the program on the very next read, and keeps the documents from being changed', async () => {
    const memory = createProgramMemory(database.db);
    const [before] = await memory.sessionDocs(ev.id, 2);
    expect(before?.title).toBe('Title of s2');
    expect(() => {
      (before as { title: string }).title = 'Changed in memory';
    }).toThrow(TypeError);
    await database.db
      .update(programItems)
      .set({ doc: { ...item(ev, { _id: 's2', session_id: 2 }), title: 'Renamed' } })
      .where(and(eq(programItems.eventId, ev.id), eq(programItems.id, 's2')));
    const [after] = await memory.sessionDocs(ev.id, 2);
    expect(after?.title).toBe('Renamed');
  });

  it('names the people of the items with their profiles, refreshed when a profile changes', async () => {
    const memory = createProgramMemory(database.db);
    const uuid = await insertUser(database.db, ev.id, 'chair@example.com', { firstname: 'Grace' });
    const person = { uuid, Firstname: 'Old', Lastname: 'Name' };
    await insertItems(database.db, ev.id, [
      item(ev, { _id: 's3', session_id: 3, session_chair_array: [person] as never }),
    ]);
    const docs = await memory.sessionDocs(ev.id, 3);
    expect((await memory.persons(ev.id, docs))[uuid]).toMatchObject({
      Firstname: 'Grace',
      Lastname: 'Lovelace',
    });
    await database.db.update(users).set({ firstname: 'Ada' }).where(eq(users.uuid, uuid));
    expect((await memory.persons(ev.id, docs))[uuid]).toMatchObject({ Firstname: 'Ada' });
  });
});
