import { BadRequest, NotFound } from '../../../schemas/errors';
import type { GeneralNoteRequest, Note, NoteRequest, NotesReply } from '../../../schemas/note';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { listedItem } from '../program/itemLookup';
import { listNotes, saveNote } from './queries';
import type { ProgramItems } from '../program/programMemory';

export type Notes = ReturnType<typeof createNotes>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

/**
 * The general note is stored beside the session notes under a key no session note has: session 0 with the item
 * key `general` (session notes use '', `abstract:` or `program:`).
 */
const GENERAL = { sessionId: 0, itemKey: 'general' } as const;
const isGeneral = (r: { sessionId: number; itemKey: string }) =>
  r.sessionId === GENERAL.sessionId && r.itemKey === GENERAL.itemKey;

const itemKeyOf = (q: NoteRequest) =>
  q.ab_id !== undefined ? `abstract:${q.ab_id}` : q.program_id !== undefined ? `program:${q.program_id}` : '';

const idsOfKey = (key: string): Pick<Note, 'ab_id' | 'program_id'> => {
  const [kind, id] = key.split(':');
  if (kind === 'abstract') return { ab_id: Number(id) };
  if (kind === 'program') return { program_id: Number(id) };
  return {};
};

/** Personal notes (000 §4 "Notes"): on a session or one of its items the user may know of; empty deletes. */
export function createNotes(db: Db, program: ProgramItems) {
  return {
    async list({ event, user }: Actor): Promise<NotesReply> {
      const rows = await listNotes(db, event.id, user.uuid);
      const general = rows.find(isGeneral);
      return {
        ...(general ? { general: { note: general.note, updated: general.updatedAt.getTime() } } : {}),
        notes: rows
          .filter((r) => !isGeneral(r))
          .map((r) => ({
            session_id: r.sessionId,
            ...idsOfKey(r.itemKey),
            anchor: r.anchor,
            anchorHash: r.anchorHash,
            note: r.note,
            updated: r.updatedAt.getTime(),
          })),
      };
    },

    /** The general note: the user's own, about no session, so no item needs to be known. */
    async saveGeneral({ event, user }: Actor, q: GeneralNoteRequest): Promise<void> {
      await saveNote(
        db,
        { eventId: event.id, uuid: user.uuid, ...GENERAL },
        { note: q.note, anchor: '', anchorHash: '' },
      );
    },

    async save({ event, user }: Actor, q: NoteRequest): Promise<void> {
      if (q.ab_id !== undefined && q.program_id !== undefined)
        throw new BadRequest({ message: 'Give ab_id or program_id, not both' });
      const selector =
        q.ab_id !== undefined
          ? { ab_id: q.ab_id }
          : q.program_id !== undefined
            ? { program_id: q.program_id }
            : { session_id: q.session_id };
      const found = await listedItem(program, event.id, user, selector);
      if (found.sessionId !== q.session_id)
        throw new NotFound({ message: 'This item is not part of that session' });
      await saveNote(
        db,
        { eventId: event.id, uuid: user.uuid, sessionId: q.session_id, itemKey: itemKeyOf(q) },
        { note: q.note, anchor: q.anchor ?? '', anchorHash: q.anchorHash ?? '' },
      );
    },
  };
}
