import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { notes } from '../../db/schema';

export interface NoteKey {
  eventId: string;
  uuid: string;
  sessionId: number;
  itemKey: string;
}

export async function listNotes(db: Db, eventId: string, uuid: string) {
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.eventId, eventId), eq(notes.uuid, uuid)))
    .orderBy(asc(notes.sessionId), asc(notes.itemKey));
}

/** Saves the note's text (replacing an earlier one), or deletes it when the text is empty. */
export async function saveNote(
  db: Db,
  key: NoteKey,
  fields: { note: string; anchor: string; anchorHash: string },
): Promise<void> {
  const own = and(
    eq(notes.uuid, key.uuid),
    eq(notes.sessionId, key.sessionId),
    eq(notes.itemKey, key.itemKey),
  );
  if (fields.note === '') {
    await db.delete(notes).where(own);
    return;
  }
  const updatedAt = new Date();
  await db
    .insert(notes)
    .values({ ...key, ...fields, updatedAt })
    .onConflictDoUpdate({
      target: [notes.uuid, notes.sessionId, notes.itemKey],
      set: { ...fields, updatedAt },
    });
}
