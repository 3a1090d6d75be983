import { asc, eq } from 'drizzle-orm';
import type { InternalType, SessionItemDoc } from '../../../schemas/sessionItem';
import type { Db } from '../../db/connect';
import { programItems } from '../../db/schema';
import { findUsers } from '../auth/users';
import type { PersonDoc } from './access';
import { readVersions } from './queries';

/** What the per-item calls read of the program: a session's items, and an abstract or program item by its id. */
export interface ProgramItems {
  /** The people of these items by uuid, their profile refreshed from their user where they have one. */
  persons(eventId: string, docs: readonly SessionItemDoc[]): Promise<Record<string, PersonDoc>>;
  /** Every item of one session (the session itself, its abstracts and program items), by start then id. */
  sessionDocs(eventId: string, sessionId: number): Promise<readonly SessionItemDoc[]>;
  /** An abstract (by ab_id) or a program item (by program_id). */
  childItem(
    eventId: string,
    kind: Exclude<InternalType, 'session'>,
    id: number,
  ): Promise<SessionItemDoc | undefined>;
}

interface ProgramIndex {
  bySession: Map<number, SessionItemDoc[]>;
  abstracts: Map<number, SessionItemDoc>;
  programs: Map<number, SessionItemDoc>;
}

/** Frozen all the way down: a reader that would change a shared document fails loudly instead. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Persons of the entities by uuid, their profile refreshed from their user where they have one. */
async function mergedPersons(db: Db, eventId: string, docs: readonly SessionItemDoc[]) {
  const persons: Record<string, PersonDoc> = {};
  for (const d of docs) {
    for (const p of [...(d.author_array ?? []), ...(d.session_chair_array ?? [])]) {
      persons[p.uuid] = { ...persons[p.uuid], ...p };
    }
  }
  const rows = await findUsers(db, eventId, Object.keys(persons));
  for (const u of rows) {
    const p = persons[u.uuid];
    if (!p) continue;
    persons[u.uuid] = {
      ...p,
      Firstname: u.firstname || p.Firstname,
      Lastname: u.lastname || p.Lastname,
      ...(u.prefix ? { Mr: u.prefix } : {}),
      ...(u.company ? { Company: u.company } : {}),
      ...(u.country ? { Country: u.country } : {}),
      ...(u.biography ? { Biography: u.biography } : {}),
      ...(u.degrees ? { ContactDegrees: u.degrees } : {}),
      Picture: u.picture,
      badges: u.badges,
    };
  }
  return persons;
}

async function buildIndex(db: Db, eventId: string): Promise<ProgramIndex> {
  const rows = await db
    .select({ sessionId: programItems.sessionId, doc: programItems.doc })
    .from(programItems)
    .where(eq(programItems.eventId, eventId))
    .orderBy(asc(programItems.sessionId), asc(programItems.start), asc(programItems.id));
  const index: ProgramIndex = { bySession: new Map(), abstracts: new Map(), programs: new Map() };
  for (const { sessionId, doc } of rows) {
    deepFreeze(doc);
    const list = index.bySession.get(sessionId);
    if (list) list.push(doc);
    else index.bySession.set(sessionId, [doc]);
    if (doc.internal_type === 'abstract' && doc.ab_id !== undefined && !index.abstracts.has(doc.ab_id))
      index.abstracts.set(doc.ab_id, doc);
    if (
      doc.internal_type === 'program' &&
      doc.program_id !== undefined &&
      !index.programs.has(doc.program_id)
    )
      index.programs.set(doc.program_id, doc);
  }
  return index;
}

/**
 * The program's items in memory, one index per event and program version, and the people named in them per
 * program and people version: a session's page, a favourite, a rating and the other per-item calls read them here
 * instead of querying the items and their people again. Each read checks
 * the version (one primary-key read), so a change to the program is seen by the next call, as before.
 * The documents are shared between calls and frozen.
 */
export function createProgramMemory(db: Db): ProgramItems {
  const held = new Map<string, { version: number; index: Promise<ProgramIndex> }>();
  /** Per event, the persons of each list of items, for one program and people version. */
  const people = new Map<
    string,
    { versions: string; byItems: Map<string, Promise<Record<string, PersonDoc>>> }
  >();

  async function indexOf(eventId: string): Promise<ProgramIndex> {
    const { program: version } = await readVersions(db, eventId);
    const kept = held.get(eventId);
    if (kept?.version === version) return kept.index;
    // Rows read after the version are at least that new; a newer version read later builds again.
    const index = buildIndex(db, eventId);
    if (!kept || kept.version < version) held.set(eventId, { version, index });
    index.catch(() => held.get(eventId)?.index === index && held.delete(eventId));
    return index;
  }

  return {
    async persons(eventId, docs) {
      const { program, people: peopleVersion } = await readVersions(db, eventId);
      const versions = `${program}/${peopleVersion}`;
      let kept = people.get(eventId);
      if (kept?.versions !== versions) {
        kept = { versions, byItems: new Map() };
        people.set(eventId, kept);
      }
      const key = docs.map((d) => d._id).join('|');
      const found = kept.byItems.get(key);
      if (found) return found;
      const made = mergedPersons(db, eventId, docs);
      const byItems = kept.byItems;
      byItems.set(key, made);
      made.catch(() => byItems.get(key) === made && byItems.delete(key));
      return made;
    },
    async sessionDocs(eventId, sessionId) {
      return (await indexOf(eventId)).bySession.get(sessionId) ?? [];
    },
    async childItem(eventId, kind, id) {
      const index = await indexOf(eventId);
      return (kind === 'abstract' ? index.abstracts : index.programs).get(id);
    },
  };
}
