import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, item } from '../support/program';
import { insertEvent, signUpConfirmed, startTestServer, type TestServer } from '../support/server';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  const open = await insertEvent(s.db, 'open', { title: 'Open' }, true);
  const typed = await insertEvent(s.db, 'typed', { title: 'Typed', signup_session_types: [1, '3'] });
  for (const e of [open, typed]) {
    await insertItems(s.db, e.id, [
      item(e, { _id: 'session_11', session_id: 11, session_type_id: 1 }),
      item(e, { _id: 'session_12', session_id: 12, session_type_id: 2 }),
      item(e, { _id: 'session_13', session_id: 13, session_type_id: 3 }),
      item(e, { _id: 'abstract_501', session_id: 12, internal_type: 'abstract', session_type_id: 2 }),
    ]);
  }
});
afterAll(() => s.close());

const signUp = async (urlid: string) => {
  const body = { urlid, username: 'Grace Hopper', email: 'grace@example.com', password: 'cobol1959' };
  return (await signUpConfirmed(s, body)).session_access_array as number[];
};

describe('the sessions a sign-up may open', () => {
  it('are every session of the event when no types are configured', async () => {
    expect(await signUp('open')).toEqual([11, 12, 13]);
  });
  it('are the sessions of the configured types otherwise', async () => {
    expect(await signUp('typed')).toEqual([11, 13]);
  });
});
