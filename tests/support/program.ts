import type { SessionItemDoc } from '../../schemas/sessionItem';
import type { Db } from '../../server/db/connect';
import { programItems } from '../../server/db/schema';
import { programItemRow } from '../../server/areas/program/queries';
import type { TestServer } from './server';

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
