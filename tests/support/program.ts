import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { Db } from '../../server/db/connect';
import { programItems } from '../../server/db/schema';
import { programItemRow } from '../../server/areas/program/queries';
import { insertUser, type TestServer } from './server';

/** A session item document of an event, with the fields every item has. */
export function item(
  event: { sourceHex: string; conferenceId: string },
  fields: Partial<SessionItemDoc> & Pick<SessionItemDoc, '_id' | 'session_id'>,
): SessionItemDoc {
  return {
    internal_type: 'session',
    conference_id: event.conferenceId,
    source_hex: event.sourceHex,
    title: `Title of ${fields._id}`,
    description: '<p>About it</p>',
    ...fields,
  };
}

export async function insertItems(db: Db, eventId: string, docs: SessionItemDoc[]) {
  await db.insert(programItems).values(docs.map((doc) => programItemRow(eventId, doc)));
}

/** Signs in with the test password and answers the bearer token. */
export async function signIn(s: TestServer, urlid: string, email: string): Promise<string> {
  const res = await s.request('/api/login', { method: 'POST', json: { urlid, email, password: 'demo1234' } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Inserts each person (`<name>@example.com`, with the given fields) into the event and signs them in: their
 * uuids and tokens by name.
 */
export async function insertPeople(
  s: TestServer,
  event: { id: string; urlId: string },
  people: Record<string, Parameters<typeof insertUser>[3]>,
) {
  const uuids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [who, fields] of Object.entries(people)) {
    uuids[who] = await insertUser(s.db, event.id, `${who}@example.com`, fields);
    tokens[who] = await signIn(s, event.urlId, `${who}@example.com`);
  }
  return { uuids, tokens };
}
